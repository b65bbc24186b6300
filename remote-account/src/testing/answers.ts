import { act, configure, fireEvent, waitFor } from '@testing-library/react';

// The machine running the tests is shared and slow at times: give screens time to answer.
configure({ asyncUtilTimeout: 5000 });

/**
 * Replaces a field's text at once (as pasting does) and leaves it: keystroke-by-keystroke typing is slow
 * under jsdom + antd, and the keystroke behaviour of the masks is covered in shared.
 */
export async function fill(_user: unknown, field: Element, value: string): Promise<void> {
  await act(async () => {
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value } });
    fireEvent.blur(field);
  });
}

/** Picks an option of an antd Select by its visible label. */
export async function chooseOption(combobox: HTMLElement, label: string): Promise<void> {
  await act(async () => {
    fireEvent.mouseDown(combobox);
  });
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((el) => el.textContent === label);
    if (!found) throw new Error(`option '${label}' not shown`);
    return found;
  });
  await act(async () => {
    fireEvent.click(option);
  });
}

/** Lets the answers already given (resolved mocks) reach the screen. */
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

import { act, configure, fireEvent, waitFor } from '@testing-library/react';

// The machine running the tests is shared and slow at times: give screens time to answer.
configure({ asyncUtilTimeout: 5000 });
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError, AxiosHeaders } from 'axios';

/** A successful axios answer, for jest.spyOn(accountApi, …).mockResolvedValue(ok(body)). */
export function ok<T>(data: T, status = 200): AxiosResponse<T> {
  return { data, status, statusText: 'OK', headers: {}, config: { headers: new AxiosHeaders() } as InternalAxiosRequestConfig };
}

/** A failed call in the contract's error shape ({ message, errors: [{ detail }] }). */
export function fail(status: number, message: string, details: string[] = [message]): AxiosError {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  const response: AxiosResponse = {
    data: { message, errors: details.map((detail) => ({ detail })) },
    status,
    statusText: 'Error',
    headers: {},
    config,
  };
  return new AxiosError(message, String(status), config, undefined, response);
}

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

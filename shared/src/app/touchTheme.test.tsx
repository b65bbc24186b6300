import { render, screen } from '@testing-library/react';
import { Checkbox, theme } from 'antd';
import { AntdProviders } from './AntdProviders';
import { brandTheme, touchTheme } from './theme';

/** Answers '(pointer: coarse)' as a touch screen would, width queries as jest's setup does. */
function pointer(coarse: boolean) {
  const original = window.matchMedia;
  jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    if (query.includes('pointer: coarse')) return { ...original(query), matches: coarse, media: query };
    return original(query);
  });
}

function ControlHeight() {
  const { token } = theme.useToken();
  return <output aria-label="altura">{token.controlHeight}</output>;
}

/** antd's providers with a control that reports antd's control height and a labelled checkbox. */
function renderWithPointer(coarse: boolean) {
  pointer(coarse);
  render(
    <AntdProviders>
      <ControlHeight />
      <Checkbox>Sim</Checkbox>
    </AntdProviders>,
  );
  return { height: screen.getByLabelText('altura'), checkboxLabel: screen.getByText('Sim').closest('label') };
}

afterEach(() => jest.restoreAllMocks());

describe('controls a finger can hit', () => {
  it('on a touch screen every control is at least 44 px: buttons, fields, small ones too', () => {
    expect(touchTheme.token).toEqual(expect.objectContaining({ controlHeight: 44, controlHeightSM: 44 }));
    expect(touchTheme.token?.controlHeightLG).toBeGreaterThanOrEqual(44);
    // The brand stays the same.
    expect(touchTheme.token?.colorPrimary).toBe(brandTheme.token?.colorPrimary);
  });

  it('antd’s providers switch to it under a coarse pointer, and a checkbox label grows to a finger', () => {
    const { height, checkboxLabel } = renderWithPointer(true);
    expect(height).toHaveTextContent('44');
    expect(checkboxLabel).toHaveStyle({ minHeight: '44px', minWidth: '44px' });
  });

  it('a mouse keeps the denser desktop sizes', () => {
    const { height, checkboxLabel } = renderWithPointer(false);
    expect(height).toHaveTextContent('32');
    expect(checkboxLabel).not.toHaveStyle({ minHeight: '44px' });
  });
});

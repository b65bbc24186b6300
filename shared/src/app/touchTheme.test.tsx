import { render, screen } from '@testing-library/react';
import { Button, Checkbox, theme } from 'antd';
import { AppProviders } from './AppProviders';
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

afterEach(() => jest.restoreAllMocks());

describe('controls a finger can hit (issue 15)', () => {
  it('on a touch screen every control is at least 44 px: buttons, fields, small ones too', () => {
    expect(touchTheme.token).toEqual(expect.objectContaining({ controlHeight: 44, controlHeightSM: 44 }));
    expect(touchTheme.token?.controlHeightLG).toBeGreaterThanOrEqual(44);
    // The brand stays the same.
    expect(touchTheme.token?.colorPrimary).toBe(brandTheme.token?.colorPrimary);
  });

  it('the providers switch to it under a coarse pointer, and a checkbox label grows to a finger', () => {
    pointer(true);
    render(
      <AppProviders>
        <ControlHeight />
        <Checkbox>Sim</Checkbox>
        <Button>Salvar</Button>
      </AppProviders>,
    );
    expect(screen.getByLabelText('altura')).toHaveTextContent('44');
    expect(screen.getByText('Sim').closest('label')).toHaveStyle({ minHeight: '44px', minWidth: '44px' });
  });

  it('a mouse keeps the denser desktop sizes', () => {
    pointer(false);
    render(
      <AppProviders>
        <ControlHeight />
        <Checkbox>Sim</Checkbox>
      </AppProviders>,
    );
    expect(screen.getByLabelText('altura')).toHaveTextContent('32');
    expect(screen.getByText('Sim').closest('label')).not.toHaveStyle({ minHeight: '44px' });
  });
});

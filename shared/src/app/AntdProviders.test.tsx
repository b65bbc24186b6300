import { act, render, screen } from '@testing-library/react';
import { Checkbox, theme } from 'antd';
import { AntdProviders } from './AntdProviders';
import { answerMediaQueries } from '../testing/media';
import { brandTheme, touchTheme } from './theme';

const pointer = (coarse: boolean) => answerMediaQueries({ coarsePointer: coarse });

function ControlHeight() {
  const { token } = theme.useToken();
  return <output aria-label="altura">{token.controlHeight}</output>;
}

function Motion() {
  const { token } = theme.useToken();
  return <output aria-label="animação">{`${token.motion} ${token.motionDurationMid}`}</output>;
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

describe('less motion when the system asks for it', () => {
  it('antd animates by default: menus, selects and drawers open in 0.2 s', () => {
    answerMediaQueries();
    render(
      <AntdProviders>
        <Motion />
      </AntdProviders>,
    );
    expect(screen.getByLabelText('animação')).toHaveTextContent('true 0.2s');
  });

  it('with prefers-reduced-motion antd opens and closes at once, on a touch screen too, and follows a change of the setting', () => {
    const device = answerMediaQueries({ coarsePointer: true, reducedMotion: true });
    render(
      <AntdProviders>
        <Motion />
        <ControlHeight />
      </AntdProviders>,
    );
    expect(screen.getByLabelText('animação')).toHaveTextContent('false 0s');
    // Still the touch theme's sizes.
    expect(screen.getByLabelText('altura')).toHaveTextContent('44');
    act(() => device.change({ reducedMotion: false }));
    expect(screen.getByLabelText('animação')).toHaveTextContent('true 0.2s');
  });
});

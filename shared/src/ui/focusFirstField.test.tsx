import { render, screen } from '@testing-library/react';
import { focusFirstField } from './focusFirstField';

describe('focusFirstField', () => {
  it('focuses the first enabled field, skipping hidden and disabled ones', () => {
    const { container } = render(
      <div>
        <input type="hidden" name="token" />
        <input aria-label="Bloqueado" disabled />
        <input aria-label="Período" />
        <button type="button">Aplicar</button>
      </div>,
    );
    focusFirstField(container.firstElementChild as HTMLElement);
    expect(screen.getByLabelText('Período')).toHaveFocus();
  });

  it('leaves the focus where the user already is inside the panel (the opening animation ends after typing began)', () => {
    const { container } = render(
      <div role="dialog" aria-label="Filtrar pedidos">
        <div>
          <input aria-label="Data inicial" />
          <input aria-label="Data final" />
        </div>
      </div>,
    );
    screen.getByLabelText('Data final').focus();
    focusFirstField(container.querySelector('[role="dialog"] > div') as HTMLElement);
    expect(screen.getByLabelText('Data final')).toHaveFocus();
  });

  it('does nothing without a container or a field', () => {
    expect(() => focusFirstField(null)).not.toThrow();
    const { container } = render(<p>Sem campos</p>);
    focusFirstField(container);
    expect(document.body).toHaveFocus();
  });
});

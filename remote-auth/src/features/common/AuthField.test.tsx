import { render, screen } from '@testing-library/react';
import { AuthField } from './AuthField';

describe('AuthField', () => {
  it('labels its input, so the field is found by its label', () => {
    render(
      <AuthField label="E-mail" htmlFor="email">
        <input id="email" />
      </AuthField>,
    );
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('id', 'email');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces an error under the input, under the id the input points at', () => {
    render(
      <AuthField label="E-mail" htmlFor="email" error="Informe um e-mail válido." errorId="email-error">
        <input id="email" aria-describedby="email-error" />
      </AuthField>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Informe um e-mail válido.');
    expect(alert).toHaveAttribute('id', 'email-error');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Informe um e-mail válido.');
  });
});

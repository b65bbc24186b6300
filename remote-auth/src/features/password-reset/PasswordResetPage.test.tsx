import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { appMessages } from 'shared';
import { renderWithProviders } from 'shared/testing';
import { API, HttpResponse, errorAnswer, http, installNetwork, recordRequests, server } from 'shared/testing/network';
import { passwordResetMessages as m } from './messages';
import PasswordResetPage from './PasswordResetPage';

installNetwork();

function renderReset(token = 'token-demo') {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<PasswordResetPage />, { route: `/redefinir-senha/${token}`, path: '/redefinir-senha/:token' });
  const password = () => screen.getByLabelText(m.passwordLabel, { selector: 'input' });
  const confirm = () => screen.getByLabelText(m.confirmLabel, { selector: 'input' });
  const fill = async (field: HTMLElement, value: string) => {
    await user.click(field);
    await user.paste(value);
  };
  return { user, password, confirm, fill, submit: () => screen.getByRole('button', { name: m.submit }) };
}

const strength = () => screen.getByTestId('password-strength');

describe('PasswordResetPage', () => {
  it('has two labelled password fields; the confirmation is disabled until the new password is filled', async () => {
    const ui = renderReset();
    expect(ui.password()).toHaveAttribute('type', 'password');
    expect(ui.confirm()).toBeDisabled();
    expect(ui.submit()).toBeDisabled();
    expect(screen.getByRole('link', { name: m.backToSignIn })).toHaveAttribute('href', '/');
    await ui.fill(ui.password(), 'a');
    expect(ui.confirm()).toBeEnabled();
  });

  it('each field has its own show/hide toggle', async () => {
    const ui = renderReset();
    await ui.fill(ui.password(), 'Senha@123');
    await ui.user.click(screen.getByRole('button', { name: m.showPassword }));
    expect(ui.password()).toHaveAttribute('type', 'text');
    expect(ui.confirm()).toHaveAttribute('type', 'password');
    await ui.user.click(screen.getByRole('button', { name: m.showConfirm }));
    expect(ui.confirm()).toHaveAttribute('type', 'text');
    await ui.user.click(screen.getByRole('button', { name: m.hidePassword }));
    expect(ui.password()).toHaveAttribute('type', 'password');
  });

  it('the strength meter says Fraca, Média, Forte and the requirements list follows what is typed', async () => {
    const ui = renderReset();
    const requirements = within(screen.getByRole('list', { name: m.requirementsTitle }));
    expect(strength()).toBeEmptyDOMElement();
    expect(requirements.getAllByRole('listitem').map((li) => li.textContent?.trim())).toEqual([
      `${m.minLength} (${m.notMet})`,
      `${m.digit} (${m.notMet})`,
      `${m.special} (${m.notMet})`,
    ]);
    await ui.user.type(ui.password(), 'abc');
    expect(strength()).toHaveTextContent(`${m.strengthLabel}: ${m.weak}`);
    await ui.user.type(ui.password(), 'defg1');
    expect(strength()).toHaveTextContent(`${m.strengthLabel}: ${m.medium}`);
    expect(requirements.getByText(m.minLength).closest('li')).toHaveTextContent(m.met);
    expect(requirements.getByText(m.special).closest('li')).toHaveTextContent(m.notMet);
    await ui.user.type(ui.password(), '@');
    expect(strength()).toHaveTextContent(`${m.strengthLabel}: ${m.strong}`);
    expect(requirements.getAllByRole('listitem').every((li) => li.textContent?.includes(`(${m.met})`))).toBe(true);
  });

  it('Enviar is enabled only for a strong password with both fields filled', async () => {
    const ui = renderReset();
    await ui.fill(ui.password(), 'abcdefg1');
    await ui.fill(ui.confirm(), 'abcdefg1');
    expect(ui.submit()).toBeDisabled();
    await ui.user.clear(ui.password());
    await ui.fill(ui.password(), 'Nova@Senha1');
    expect(ui.submit()).toBeEnabled();
    await ui.user.clear(ui.confirm());
    expect(ui.submit()).toBeDisabled();
  });

  it('different passwords: As senhas precisam ser iguais!, without calling the server', async () => {
    const seen = recordRequests();
    const ui = renderReset();
    await ui.fill(ui.password(), 'Nova@Senha1');
    await ui.fill(ui.confirm(), 'Nova@Senha2');
    await ui.user.click(ui.submit());
    expect(await screen.findByText(m.mismatch)).toBeInTheDocument();
    expect(ui.confirm()).toHaveAttribute('aria-invalid', 'true');
    expect(ui.confirm()).toHaveValue('Nova@Senha2');
    expect(seen).toHaveLength(0);
    // Fixing the confirmation clears the message.
    await ui.user.type(ui.confirm(), '{Backspace}1');
    expect(screen.queryByText(m.mismatch)).not.toBeInTheDocument();
  });

  it('sends token, password and confirmation to change-password/{token}, confirms and goes to sign-in', async () => {
    const seen = recordRequests();
    server.use(
      http.post(API.auth.changePassword, async () => {
        await delay(100);
        return HttpResponse.json({ message: 'Senha alterada com sucesso!' });
      }),
    );
    const ui = renderReset('token-demo');
    await ui.fill(ui.password(), 'Nova@Senha1');
    await ui.fill(ui.confirm(), 'Nova@Senha1');
    await ui.user.click(ui.submit());
    expect(screen.getByRole('status', { name: m.submitting })).toBeInTheDocument();
    expect(await screen.findByText(m.success)).toBeInTheDocument();
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
    expect(seen).toEqual([
      {
        method: 'POST',
        path: '/api/box/business-service/v1/businesses/change-password/token-demo',
        body: { token: 'token-demo', password: 'Nova@Senha1', confirm_password: 'Nova@Senha1' },
        query: {},
        authorization: null,
      },
    ]);
  });

  it.each([
    ['the server fails', () => errorAnswer(500, 'Erro interno do servidor.')],
    ['no answer comes', () => HttpResponse.error()],
  ])('says the generic error, not that the link was refused, when %s; the form is kept', async (_, answer) => {
    server.use(http.post(API.auth.changePassword, answer));
    const ui = renderReset('token-demo');
    await ui.fill(ui.password(), 'Nova@Senha1');
    await ui.user.type(ui.confirm(), 'Nova@Senha1{Enter}');
    expect(await screen.findByText(appMessages.genericError)).toBeInTheDocument();
    expect(screen.queryByText(m.rejected)).not.toBeInTheDocument();
    expect(ui.password()).toHaveValue('Nova@Senha1');
  });

  it('takes a password as long as the server does (255 characters), as Meu perfil sets it', async () => {
    const ui = renderReset('token-demo');
    expect(ui.password()).toHaveAttribute('maxLength', '255');
    expect(ui.confirm()).toHaveAttribute('maxLength', '255');
  });

  it('a rejected reset shows the catalogued message and keeps the form', async () => {
    server.use(http.post(API.auth.changePassword, () => errorAnswer(401, 'Token de redefinição inválido ou expirado.')));
    const ui = renderReset('vencido');
    await ui.fill(ui.password(), 'Nova@Senha1');
    await ui.user.type(ui.confirm(), 'Nova@Senha1{Enter}');
    expect(await screen.findByText(m.rejected)).toBeInTheDocument();
    expect(screen.queryByTestId('navigated-away')).not.toBeInTheDocument();
    expect(ui.password()).toHaveValue('Nova@Senha1');
    expect(ui.submit()).toBeEnabled();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { getSession } from '../session/actions';
import { makeUser } from '../testing/fixtures';
import { answer, API, errorAnswer, http, installNetwork, recordRequests, server } from '../testing/network';
import { renderWithProviders } from '../testing/render';
import { StandaloneShell } from './StandaloneShell';

/** A remote's own page: demo accounts in a demo build only; a release asks for the e-mail and password. */
// antd fields typed key by key: room for a loaded runner.
jest.setTimeout(30_000);
const setDemoBuild = (on: boolean) => Object.assign(globalThis, { __PORTAL_DEMO__: on });
afterEach(() => setDemoBuild(true));
installNetwork();
const seen = recordRequests();
/** The credentials each login sent. */
const logins = () => seen.filter((request) => request.path.endsWith('/businesses/login')).map((request) => request.body);

function renderShell() {
  renderWithProviders(
    <StandaloneShell paths={['/pages/orders']}>
      <p>Conteúdo do remote</p>
    </StandaloneShell>,
  );
}

const userEvent = userEventBase.setup({ delay: null });
const signedInAs = (email: string) => server.use(http.post(API.auth.login, () => answer({ data: makeUser({ email }) } as never)));

describe('StandaloneShell', () => {
  it('in a demo build, signs in with one click as a demo account of the sandbox', async () => {
    setDemoBuild(true);
    signedInAs('loja@exemplo.com.br');
    renderShell();
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar com conta demo' }));
    await waitFor(() => expect(logins()).toEqual([{ email: 'loja@exemplo.com.br', password: 'Senha@123' }]));
    await waitFor(() => expect(getSession().isLogged).toBe(true));
  });

  it('in a release, offers no demo account: the e-mail and the password are typed', async () => {
    setDemoBuild(false);
    signedInAs('gerente@minhaloja.com.br');
    renderShell();
    expect(screen.getByText('Conteúdo do remote')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Entrar com conta demo' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Conta de demonstração')).not.toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Entrar' });
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('E-mail'), 'gerente@minhaloja.com.br');
    await userEvent.type(screen.getByLabelText('Senha'), 'Minha@Senha1');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(logins()).toEqual([{ email: 'gerente@minhaloja.com.br', password: 'Minha@Senha1' }]));
    await waitFor(() => expect(form).not.toBeInTheDocument());
  });

  it('in a release, a refused sign-in says so and keeps what was typed', async () => {
    setDemoBuild(false);
    server.use(http.post(API.auth.login, () => errorAnswer(401, 'E-mail ou senha inválidos.')));
    renderShell();
    await userEvent.type(screen.getByLabelText('E-mail'), 'gerente@minhaloja.com.br');
    await userEvent.type(screen.getByLabelText('Senha'), 'Errada@123');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Não foi possível entrar. Confira o e-mail e a senha.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('gerente@minhaloja.com.br');
  });
});

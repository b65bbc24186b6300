import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountRole } from '../../api/account';
import { makeUser, renderWithProviders } from 'shared/testing';
import { answer, API, errorAnswer, http, installNetwork, recordRequests, server } from 'shared/testing/network';
import { chooseOption, fill } from '../../testing/answers';
import CreateProfilePage from './CreateProfilePage';
import { staffMessages as m } from './messages';

jest.setTimeout(60_000);
installNetwork();
const seen = recordRequests();
const creations = () => seen.filter((request) => request.method === 'POST').map((request) => request.body);
const rolesAnswered = () => server.use(http.get(API.account.roles, () => answer({ data: ROLES } as never)));

const ROLES: AccountRole[] = [
  { id: 11, uuid: 'r11', name: 'administrador', display_name: 'Administrador', permissions: [] },
  { id: 12, uuid: 'r12', name: 'atendente', display_name: 'Atendente', permissions: [] },
];
const creator = () => makeUser({ permissions: [{ name: 'profile.show' }, { name: 'profile.create' }] });

function renderPage(user = creator()) {
  const events = userEvent.setup();
  renderWithProviders(<CreateProfilePage />, { session: { user }, route: '/pages/create-profile' });
  return events;
}

async function fillForm(events: ReturnType<typeof userEvent.setup>, values: { name?: string; social?: string; email?: string; role?: string }) {
  if (values.name !== undefined) await fill(events, screen.getByLabelText(m.name), values.name);
  if (values.social !== undefined) await fill(events, screen.getByLabelText(m.socialName), values.social);
  if (values.email !== undefined) await fill(events, screen.getByLabelText(m.email), values.email);
  if (values.role) await chooseOption(screen.getByRole('combobox', { name: m.role }), values.role);
}

describe('CreateProfilePage', () => {
  it('asks for every field with its message, without calling the server', async () => {
    rolesAnswered();
    const events = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: m.createTitle })).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: m.create }));
    expect(await screen.findByText(m.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(m.socialNameRequired)).toBeInTheDocument();
    expect(screen.getByText(m.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(m.roleRequired)).toBeInTheDocument();
    expect(creations()).toEqual([]);
  });

  it('a blank social name and an invalid e-mail are refused, keeping what was typed', async () => {
    rolesAnswered();
    const events = renderPage();
    await fillForm(events, { name: 'Joana Lima', social: '   ', email: 'joana@', role: 'Atendente' });
    await events.click(screen.getByRole('button', { name: m.create }));
    expect(await screen.findByText(m.socialNameRequired)).toBeInTheDocument();
    expect(screen.getByText(m.emailInvalid)).toBeInTheDocument();
    expect(screen.queryByText(m.nameRequired)).not.toBeInTheDocument();
    expect(screen.queryByText(m.roleRequired)).not.toBeInTheDocument();
    expect(screen.getByLabelText(m.email)).toHaveValue('joana@');
    expect(creations()).toEqual([]);
  });

  it('creates the profile and goes back to the list', async () => {
    rolesAnswered();
    server.use(
      http.post(API.account.businessUsers, () =>
        answer(
          { message: 'ok', data: { id: 9, name: 'Joana Lima', social_name: 'Joana', email: 'joana@exemplo.com.br', active: '1', roles: [ROLES[1]] } } as never,
          201,
        ),
      ),
    );
    const events = renderPage();
    await fillForm(events, { name: ' Joana Lima ', social: 'Joana', email: 'joana@exemplo.com.br', role: 'Atendente' });
    await events.click(screen.getByRole('button', { name: m.create }));
    expect(await screen.findByText(m.created)).toBeInTheDocument();
    expect(creations()).toEqual([{ name: 'Joana Lima', social_name: 'Joana', email: 'joana@exemplo.com.br', roles: [12] }]);
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
  });

  it('a refused creation shows the catalogued message and each server reason', async () => {
    rolesAnswered();
    server.use(
      http.post(API.account.businessUsers, () =>
        errorAnswer(422, 'Verifique', ['Este e-mail já está em uso por outro perfil.', 'Tipo de permissão inexistente nesta loja.']),
      ),
    );
    const events = renderPage();
    await fillForm(events, { name: 'Joana Lima', social: 'Joana', email: 'loja@exemplo.com.br', role: 'Administrador' });
    await events.click(screen.getByRole('button', { name: m.create }));
    expect((await screen.findAllByText(m.createError)).length).toBeGreaterThan(0);
    expect(screen.getByText('Este e-mail já está em uso por outro perfil.')).toBeInTheDocument();
    expect(screen.getByText('Tipo de permissão inexistente nesta loja.')).toBeInTheDocument();
    expect(screen.getByLabelText(m.name)).toHaveValue('Joana Lima');
  });

  it('roles that fail to load show the catalogued message', async () => {
    server.use(http.get(API.account.roles, () => errorAnswer(500, 'x')));
    renderPage();
    expect((await screen.findAllByText(m.rolesError)).length).toBeGreaterThan(0);
  });

  it('without profile.create the form is not shown', async () => {
    renderPage(makeUser({ permissions: [{ name: 'profile.show' }] }));
    expect(screen.getByText(m.noCreatePermission)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: m.create })).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([]);
  });

  it("offers only the roles whose permissions are all the creator's: the server refuses any other", async () => {
    const wide: AccountRole = {
      id: 13,
      uuid: 'r13',
      name: 'financeiro',
      display_name: 'Financeiro',
      permissions: [
        { id: 9, name: 'profile.show', display_name: 'Ver perfis' },
        { id: 20, name: 'wallet.credit', display_name: 'Adicionar crédito' },
      ],
    };
    const narrow: AccountRole = {
      id: 14,
      uuid: 'r14',
      name: 'perfis',
      display_name: 'Perfis',
      permissions: [{ id: 9, name: 'profile.show', display_name: 'Ver perfis' }],
    };
    server.use(http.get(API.account.roles, () => answer({ data: [wide, narrow] } as never)));
    renderPage();
    expect(screen.getByText(m.roleHint)).toBeInTheDocument();
    await act(async () => {
      fireEvent.mouseDown(screen.getByRole('combobox', { name: m.role }));
    });
    await waitFor(() => expect([...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent)).toEqual(['Perfis']));
  });
});

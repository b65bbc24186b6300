import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountRole, BusinessUser } from '../../api/account';
import { makeUser, renderWithProviders } from 'shared/testing';
import { answer, API, errorAnswer, http, installNetwork, recordRequests, server } from 'shared/testing/network';
import { fill } from '../../testing/answers';
import StaffProfilesPage from './StaffProfilesPage';
import { staffMessages as m } from './messages';

jest.setTimeout(60_000);
installNetwork();
const seen = recordRequests();
const listQueries = () => seen.filter((request) => request.method === 'GET' && request.path === '/api/box/v2/business-user').map((request) => request.query);
const saves = () => seen.filter((request) => request.method === 'PUT').map((request) => [request.path, request.body]);
const rolesAnswered = () => server.use(http.get(API.account.roles, () => answer({ data: ROLES } as never)));

const ROLES: AccountRole[] = [
  { id: 11, uuid: 'r11', name: 'administrador', display_name: 'Administrador', permissions: [] },
  { id: 12, uuid: 'r12', name: 'atendente', display_name: 'Atendente', permissions: [] },
];
const JOANA: BusinessUser = { id: 7, name: 'Joana Lima', social_name: 'Joana', email: 'joana@exemplo.com.br', active: '1', roles: [ROLES[1]] };
const PEDRO: BusinessUser = { id: 8, name: 'Pedro Alves', social_name: null, email: 'pedro@exemplo.com.br', active: '0', roles: [ROLES[1]] };
const ME: BusinessUser = { id: 501, name: 'Mariana Costa', social_name: null, email: 'loja@exemplo.com.br', active: '1', roles: [ROLES[0]] };

const admin = () => makeUser({ permissions: ['profile.show', 'profile.create', 'profile.edit', 'role.show'].map((name) => ({ name })) });

function renderPage(user = admin()) {
  const events = userEvent.setup();
  renderWithProviders(<StaffProfilesPage />, { session: { user }, route: '/pages/profiles-config' });
  return events;
}

function mockList() {
  server.use(
    http.get(API.account.businessUsers, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const status = query.get('status');
      const all = [JOANA, PEDRO, ME].filter((u) => !status || u.active === status);
      const term = query.get('filter')?.toLowerCase();
      return answer({ data: term ? all.filter((u) => `${u.name} ${u.email}`.toLowerCase().includes(term)) : all } as never);
    }),
  );
}

const view = async (events: ReturnType<typeof userEvent.setup>, name: string) => {
  await events.click(await screen.findByRole('button', { name: m.viewOf(name) }));
  return screen.findByRole('region', { name: m.detailTitle });
};

describe('StaffProfilesPage — list', () => {
  beforeEach(rolesAnswered);

  it('lists the active profiles, filters Inativo and searches by name or e-mail', async () => {
    mockList();
    const events = renderPage();
    expect(await screen.findByText('Joana Lima')).toBeInTheDocument();
    expect(screen.queryByText('Pedro Alves')).not.toBeInTheDocument();
    expect(listQueries().at(-1)).toEqual({ status: '1' });
    await events.click(screen.getByText(m.inactive));
    expect(await screen.findByText('Pedro Alves')).toBeInTheDocument();
    expect(listQueries().at(-1)).toEqual({ status: '0' });
    await events.click(screen.getByText(m.active));
    const search = screen.getByRole('searchbox', { name: m.search });
    await events.type(search, 'joana@{Enter}');
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ filter: 'joana@', status: '1' }));
    await waitFor(() => expect(screen.queryByText('Mariana Costa')).not.toBeInTheDocument());
    expect(screen.getByText('Joana Lima')).toBeInTheDocument();
  });

  it("'Ver perfil' takes the focus to the details' heading and marks the profile shown; before it, a polite hint", async () => {
    mockList();
    const events = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: m.title })).toBeInTheDocument();
    // A hint, said politely: not an alert.
    const hint = screen.getByText(m.selectHint).closest('[role]');
    expect(hint).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // Below 1600 px the details are under the list: the focus goes to them, not left on the row.
    const details = await view(events, 'Joana Lima');
    await waitFor(() => expect(within(details).getByRole('heading', { level: 2, name: m.detailTitle })).toHaveFocus());
    expect(screen.getByRole('button', { name: m.viewOf('Joana Lima'), current: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.viewOf('Mariana Costa'), current: false })).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: m.viewOf('Mariana Costa') }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: m.detailTitle })).toHaveFocus());
    expect(screen.getByRole('button', { name: m.viewOf('Mariana Costa'), current: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.viewOf('Joana Lima'), current: false })).toBeInTheDocument();
  });

  it('a failed list shows the catalogued message (typo kept)', async () => {
    server.use(http.get(API.account.businessUsers, () => errorAnswer(500, 'x')));
    renderPage();
    expect((await screen.findAllByText('Não foi possível localizar os usuários. Entre em contanto com o Administrador.')).length).toBeGreaterThan(0);
  });

  it("'Criar novo perfil' leads to its screen", async () => {
    mockList();
    const events = renderPage();
    await events.click(screen.getByRole('button', { name: m.createButton }));
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
  });

  it('hides what the user may not use', async () => {
    mockList();
    const events = renderPage(makeUser({ permissions: [{ name: 'profile.show' }] }));
    const details = await view(events, 'Joana Lima');
    expect(within(details).getByText('joana@exemplo.com.br')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: m.createButton })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: m.editPermissions })).not.toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: m.edit })).not.toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: m.deactivate })).not.toBeInTheDocument();
  });

  it('without profile.show nothing is loaded', async () => {
    renderPage(makeUser({ permissions: [{ name: 'order.show' }] }));
    expect(screen.getByText(m.noPermission)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listQueries()).toEqual([]);
  });
});

describe('StaffProfilesPage — a selected profile', () => {
  beforeEach(rolesAnswered);

  it("'Desativar perfil' asks first, then deactivates", async () => {
    mockList();
    server.use(http.put(API.account.businessUser, () => answer({ message: 'ok', data: { ...JOANA, active: '0' } } as never)));
    const events = renderPage();
    const details = await view(events, 'Joana Lima');
    await events.click(within(details).getByRole('button', { name: m.deactivate }));
    const dialog = await screen.findByRole('dialog');
    // Enter keeps the profile active: the dialog opens on 'Cancelar'.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: m.cancel })).toHaveFocus());
    expect(within(dialog).getByText(m.deactivateBody('Joana Lima'))).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: m.deactivate }));
    expect(await screen.findByText(m.toggled)).toBeInTheDocument();
    expect(saves()).toEqual([
      ['/api/box/v2/business-user/7', { name: 'Joana Lima', social_name: 'Joana', email: 'joana@exemplo.com.br', roles: [12], active: '0' }],
    ]);
    expect(await within(screen.getByRole('region', { name: m.detailTitle })).findByRole('button', { name: m.activate })).toBeInTheDocument();
  });

  it("'Ativar perfil' activates an inactive profile; a failure says 'Algo deu errado! Tente novamente.'", async () => {
    mockList();
    server.use(
      http.put(API.account.businessUser, () => errorAnswer(500, 'x'), { once: true }),
      http.put(API.account.businessUser, () => answer({ message: 'ok', data: { ...PEDRO, active: '1' } } as never)),
    );
    const events = renderPage();
    await events.click(await screen.findByText(m.inactive));
    const details = await view(events, 'Pedro Alves');
    await events.click(within(details).getByRole('button', { name: m.activate }));
    expect(await screen.findByText(m.somethingWrong)).toBeInTheDocument();
    await events.click(within(details).getByRole('button', { name: m.activate }));
    expect(await screen.findByText(m.toggled)).toBeInTheDocument();
    expect(saves().at(-1)).toEqual([
      '/api/box/v2/business-user/8',
      { name: 'Pedro Alves', social_name: 'Pedro Alves', email: 'pedro@exemplo.com.br', roles: [12], active: '1' },
    ]);
  });

  it('edits a profile with the same validations, and saves it', async () => {
    mockList();
    server.use(http.put(API.account.businessUser, () => answer({ message: 'ok', data: { ...JOANA, name: 'Joana L. Lima' } } as never)));
    const events = renderPage();
    const details = await view(events, 'Joana Lima');
    await events.click(within(details).getByRole('button', { name: m.edit }));
    await fill(events, within(details).getByLabelText(m.socialName), ' ');
    await fill(events, within(details).getByLabelText(m.email), '');
    await events.click(within(details).getByRole('button', { name: m.save }));
    expect(await within(details).findByText(m.socialNameRequired)).toBeInTheDocument();
    expect(within(details).getByText(m.emailRequired)).toBeInTheDocument();
    expect(saves()).toEqual([]);
    await fill(events, within(details).getByLabelText(m.name), 'Joana L. Lima');
    await fill(events, within(details).getByLabelText(m.socialName), 'Joana');
    await fill(events, within(details).getByLabelText(m.email), 'joana@exemplo.com.br');
    await events.click(within(details).getByRole('button', { name: m.save }));
    expect(await screen.findByText(m.edited)).toBeInTheDocument();
    expect(saves()).toEqual([
      ['/api/box/v2/business-user/7', { name: 'Joana L. Lima', social_name: 'Joana', email: 'joana@exemplo.com.br', roles: [12], active: '1' }],
    ]);
    expect(await within(screen.getByRole('region', { name: m.detailTitle })).findByText('Joana L. Lima')).toBeInTheDocument();
  });

  it('the signed-in user cannot deactivate their own profile', async () => {
    mockList();
    const events = renderPage();
    const details = await view(events, 'Mariana Costa');
    expect(within(details).getByRole('button', { name: m.edit })).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: m.deactivate })).not.toBeInTheDocument();
  });

  it("a profile whose role goes beyond the editor's permissions is not theirs to change (a server without 'editable'): the details say why and nothing saves", async () => {
    const finance: AccountRole = {
      id: 13,
      uuid: 'r13',
      name: 'financeiro',
      display_name: 'Financeiro',
      permissions: [{ id: 20, name: 'wallet.credit', display_name: 'Adicionar crédito' }],
    };
    const carla: BusinessUser = { id: 9, name: 'Carla Dias', social_name: 'Carla', email: 'carla@exemplo.com.br', active: '1', roles: [finance] };
    server.use(
      http.get(API.account.roles, () => answer({ data: [...ROLES, finance] } as never)),
      http.get(API.account.businessUsers, () => answer({ data: [JOANA, carla] } as never)),
    );
    const events = renderPage();
    const details = await view(events, 'Carla Dias');
    expect(await within(details).findByText(m.notEditable)).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: m.edit })).not.toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: m.deactivate })).not.toBeInTheDocument();
    expect(saves()).toEqual([]);
    // Joana's role is one the editor may give: hers to change.
    const joana = await view(events, 'Joana Lima');
    expect(within(joana).getByRole('button', { name: m.edit })).toBeInTheDocument();
  });

  it("a profile the server marks not editable (a franchise's main user, seen from one of its stores) offers no change and says why", async () => {
    const owner = { id: 3, name: 'Fernanda Rocha', social_name: null, email: 'franquia@exemplo.com.br', active: '1', roles: [ROLES[0]], editable: false };
    server.use(http.get(API.account.businessUsers, () => answer({ data: [{ ...JOANA, editable: true }, owner] } as never)));
    const events = renderPage();
    const details = await view(events, 'Fernanda Rocha');
    expect(within(details).getByText(m.notEditable)).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: m.edit })).not.toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: m.deactivate })).not.toBeInTheDocument();
    const joana = await view(events, 'Joana Lima');
    expect(within(joana).getByRole('button', { name: m.edit })).toBeInTheDocument();
    expect(within(joana).queryByText(m.notEditable)).not.toBeInTheDocument();
  });
});

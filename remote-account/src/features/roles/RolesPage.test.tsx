import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession } from 'shared';
import type { AccountPermission, AccountRole } from '../../api/account';
import { makeUser, renderWithProviders } from 'shared/testing';
import { answer, API, errorAnswer, heldAnswer, http, installNetwork, recordRequests, server } from 'shared/testing/network';
import { chooseOption, fill } from '../../testing/answers';
import RolesPage from './RolesPage';
import { rolesMessages as m } from './messages';

jest.setTimeout(60_000);
installNetwork();
const seen = recordRequests();
const sent = (method: string) => seen.filter((request) => request.method === method).map((request) => [request.path, request.body]);

const PERMISSIONS: AccountPermission[] = [
  { id: 1, name: 'order.show', display_name: 'Ver pedidos', description: 'Visualizar pedidos' },
  { id: 2, name: 'order.cancel', display_name: 'Cancelar pedidos', description: 'Cancelar pedidos' },
  { id: 5, name: 'courier.show', display_name: 'Ver entregadores', description: 'Visualizar a frota' },
  { id: 12, name: 'role.show', display_name: 'Ver tipos de permissão', description: '' },
  { id: 14, name: 'role.edit', display_name: 'Editar tipos de permissão', description: '' },
];
const ADMIN: AccountRole = { id: 11, uuid: 'r11', name: 'administrador', display_name: 'Administrador', permissions: PERMISSIONS };
const ATENDENTE: AccountRole = { id: 12, uuid: 'r12', name: 'atendente', display_name: 'Atendente', permissions: [PERMISSIONS[0]] };

/** Every permission of the list, and creating and deleting roles: nothing on this screen is beyond them. */
const ADMIN_PERMISSIONS = [...PERMISSIONS.map((p) => p.name), 'role.create', 'role.delete'];
const roleAdmin = (roleId = 11) =>
  makeUser({
    roles: [{ id: roleId, display_name: 'Administrador' }],
    permissions: ADMIN_PERMISSIONS.map((name) => ({ name })),
  });

/** The roles the server lists: a test changes them as the server's would after a save. */
let rolesOnServer: AccountRole[] = [];

function renderPage(user = roleAdmin(), roles: AccountRole[] = [ADMIN, ATENDENTE], route = '/pages/roles') {
  rolesOnServer = roles;
  server.use(
    http.get(API.account.roles, () => answer({ data: rolesOnServer } as never)),
    http.get(API.account.permissions, () => answer({ data: PERMISSIONS } as never)),
    http.get(API.account.role, ({ params }) => {
      const role = rolesOnServer.find((r) => r.id === Number(params.id));
      return role ? answer({ data: role } as never) : errorAnswer(404, 'Tipo de permissão não encontrado.');
    }),
  );
  const events = userEvent.setup();
  renderWithProviders(<RolesPage />, { session: { user }, route });
  return { events };
}

const permissionBox = (label: string) => screen.getByRole('checkbox', { name: new RegExp(`^${label}`) });

describe('RolesPage', () => {
  it("starts on 'Criar novo tipo' and requires a name", async () => {
    const { events } = renderPage();
    expect(await screen.findByText(m.newRole)).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: m.create }));
    expect(await screen.findByText(m.nameRequired)).toBeInTheDocument();
    await fill(events, screen.getByLabelText(m.name), '   ');
    await events.click(screen.getByRole('button', { name: m.create }));
    expect(await screen.findByText(m.nameRequired)).toBeInTheDocument();
    expect(sent('POST')).toEqual([]);
  });

  it("'?tipo=<id>' (the staff profiles' 'Editar permissões') opens that role to edit, its save in reach", async () => {
    renderPage(roleAdmin(), [ADMIN, ATENDENTE], '/pages/roles?tipo=12');
    expect(await screen.findByRole('form', { name: 'Atendente' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: m.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: m.permissions })).toBeInTheDocument();
    // The sticky bar of 'Salvar' stays above the host's offline/update bar when it shows (its height, 0px when none).
    expect(screen.getByRole('button', { name: m.save }).parentElement!.style.bottom).toBe('var(--portal-status-bar-height, 0px)');
    expect(screen.getByLabelText(m.name)).toHaveValue('Atendente');
    expect(screen.queryByText(m.newRole)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.save })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: m.create })).not.toBeInTheDocument();
  });

  it('edits the chosen role as the server has it now (GET v2/roles/{id}), not as the list read it', async () => {
    renderPage(roleAdmin(), [ADMIN, ATENDENTE], '/pages/roles?tipo=12');
    expect(await screen.findByRole('form', { name: 'Atendente' })).toBeInTheDocument();
    // Another manager gives Atendente 'Cancelar pedidos' after the list was read.
    rolesOnServer = [ADMIN, { ...ATENDENTE, permissions: [PERMISSIONS[0]!, PERMISSIONS[1]!] }];
    await chooseOption(screen.getByRole('combobox', { name: m.roleSelect }), 'Administrador');
    await chooseOption(screen.getByRole('combobox', { name: m.roleSelect }), 'Atendente');
    await waitFor(() => expect(permissionBox('Cancelar pedidos')).toBeChecked());
    expect(permissionBox('Ver pedidos')).toBeChecked();
    expect(seen.some((r) => r.method === 'GET' && r.path.endsWith('/v2/roles/12'))).toBe(true);
  });

  it("'?tipo=' naming no role of the list falls back to 'Criar novo tipo'", async () => {
    renderPage(roleAdmin(), [ADMIN, ATENDENTE], '/pages/roles?tipo=999');
    expect(await screen.findByText(m.newRole)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.create })).toBeInTheDocument();
  });

  it('creates a role with a whole group chosen through select-all', async () => {
    const created: AccountRole = { id: 20, uuid: 'r20', name: 'pedidos', display_name: 'Pedidos', permissions: PERMISSIONS.slice(0, 2) };
    server.use(http.post(API.account.roles, () => answer({ message: 'ok', data: created } as never, 201)));
    const { events } = renderPage();
    await fill(events, await screen.findByLabelText(m.name), 'Pedidos');
    const selectAll = screen.getByRole('checkbox', { name: m.selectAllOf('Pedidos') });
    await events.click(selectAll);
    expect(permissionBox('Ver pedidos')).toBeChecked();
    expect(permissionBox('Cancelar pedidos')).toBeChecked();
    expect(permissionBox('Ver entregadores')).not.toBeChecked();
    await events.click(permissionBox('Cancelar pedidos'));
    expect(selectAll).toHaveAttribute('aria-checked', 'mixed');
    await events.click(selectAll);
    rolesOnServer = [ADMIN, ATENDENTE, created];
    await events.click(screen.getByRole('button', { name: m.create }));
    expect(await screen.findByText(m.added)).toBeInTheDocument();
    expect(sent('POST')).toEqual([['/api/box/v2/roles', { display_name: 'Pedidos', permissions: [1, 2] }]]);
    expect(await screen.findByRole('button', { name: m.delete })).toBeInTheDocument();
  });

  it("edits the current user's role and the session's permissions follow at once", async () => {
    const edited: AccountRole = { ...ADMIN, permissions: [PERMISSIONS[0], PERMISSIONS[3]] };
    server.use(http.put(API.account.role, () => answer({ message: 'ok', data: edited } as never)));
    const { events } = renderPage();
    await chooseOption(await screen.findByRole('combobox', { name: m.roleSelect }), 'Administrador');
    expect(await screen.findByLabelText(m.name)).toHaveValue('Administrador');
    expect(permissionBox('Ver entregadores')).toBeChecked();
    await events.click(screen.getByRole('checkbox', { name: m.selectAllOf('Entregadores') }));
    await events.click(permissionBox('Cancelar pedidos'));
    await events.click(permissionBox('Editar tipos de permissão'));
    rolesOnServer = [edited, ATENDENTE];
    await events.click(screen.getByRole('button', { name: m.save }));
    expect(await screen.findByText(m.edited)).toBeInTheDocument();
    expect(sent('PUT')).toEqual([['/api/box/v2/roles/11', { display_name: 'Administrador', permissions: [1, 12] }]]);
    await waitFor(() => expect(getSession().user?.permissions?.map((p) => p.name)).toEqual(['order.show', 'role.show']));
  });

  it("editing another role leaves the user's permissions alone", async () => {
    server.use(http.put(API.account.role, () => answer({ message: 'ok', data: ATENDENTE } as never)));
    const { events } = renderPage();
    await chooseOption(await screen.findByRole('combobox', { name: m.roleSelect }), 'Atendente');
    await events.click(await screen.findByRole('button', { name: m.save }));
    expect(await screen.findByText(m.edited)).toBeInTheDocument();
    expect(getSession().user?.permissions?.map((p) => p.name)).toEqual(ADMIN_PERMISSIONS);
  });

  it('a failed save shows the catalogued message and keeps the choices', async () => {
    server.use(http.post(API.account.roles, () => errorAnswer(422, 'Já existe um tipo de permissão com este nome.')));
    const { events } = renderPage();
    await fill(events, await screen.findByLabelText(m.name), 'Atendente');
    await events.click(permissionBox('Ver pedidos'));
    await events.click(screen.getByRole('button', { name: m.create }));
    expect((await screen.findAllByText(m.saveError)).length).toBeGreaterThan(0);
    expect(screen.getByText('Já existe um tipo de permissão com este nome.')).toBeInTheDocument();
    expect(screen.getByLabelText(m.name)).toHaveValue('Atendente');
    expect(permissionBox('Ver pedidos')).toBeChecked();
  });

  it('deletes a role after confirming; a role in use cannot be deleted', async () => {
    // The first delete is refused (the role is in use), the second done.
    server.use(
      http.delete(API.account.role, () => errorAnswer(422, m.deleteError, ['Este tipo de permissão está em uso por 2 perfis.']), { once: true }),
      http.delete(API.account.role, () => answer({ message: 'ok' })),
    );
    const { events } = renderPage();
    await chooseOption(await screen.findByRole('combobox', { name: m.roleSelect }), 'Atendente');
    await events.click(await screen.findByRole('button', { name: m.delete }));
    // Deleting cannot be undone: the dialog opens on 'Cancelar', so Enter keeps the role.
    const confirm = await screen.findByRole('dialog');
    await waitFor(() => expect(within(confirm).getByRole('button', { name: m.cancel })).toHaveFocus());
    await events.click(within(confirm).getByRole('button', { name: m.delete }));
    expect((await screen.findAllByText(m.deleteError)).length).toBeGreaterThan(0);
    expect(screen.getByText('Este tipo de permissão está em uso por 2 perfis.')).toBeInTheDocument();
    rolesOnServer = [ADMIN];
    await events.click(screen.getByRole('button', { name: m.delete }));
    const dialogs = await screen.findAllByRole('dialog');
    await events.click(within(dialogs[dialogs.length - 1]).getByRole('button', { name: m.delete }));
    expect(await screen.findByText(m.deleted)).toBeInTheDocument();
    expect(sent('DELETE').map(([path]) => path)).toEqual(['/api/box/v2/roles/12', '/api/box/v2/roles/12']);
  });

  it('closes the confirmation with its notice while the roles are read again, and never offers the deleted role meanwhile', async () => {
    let deleted = false;
    const readAgain = heldAnswer();
    server.use(
      http.delete(API.account.role, () => {
        deleted = true;
        rolesOnServer = rolesOnServer.filter((r) => r.id !== ATENDENTE.id);
        return answer({ message: 'ok' });
      }),
    );
    // Who may delete but not create starts on the first role: the one deleted here.
    const { events } = renderPage(
      makeUser({ roles: [{ id: 11, display_name: 'Administrador' }], permissions: [...PERMISSIONS.map((p) => ({ name: p.name })), { name: 'role.delete' }] }),
      [ATENDENTE, ADMIN],
    );
    // The list read after the delete answers only when the test lets it.
    server.use(
      http.get(API.account.roles, async () => {
        if (deleted) await readAgain.held;
        return answer({ data: rolesOnServer } as never);
      }),
    );
    const select = await screen.findByRole('combobox', { name: m.roleSelect });
    await waitFor(() => expect(select.closest('.ant-select')).toHaveTextContent('Atendente'));
    await events.click(await screen.findByRole('button', { name: m.delete }));
    await events.click(within(await screen.findByRole('dialog')).getByRole('button', { name: m.delete }));
    expect(await screen.findByText(m.deleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(select.closest('.ant-select')).toHaveTextContent('Administrador');
    expect(select.closest('.ant-select')).not.toHaveTextContent('Atendente');
    readAgain.release();
  });

  it("a failed load shows 'Ops! algo deu errado'", async () => {
    server.use(
      http.get(API.account.roles, () => errorAnswer(500, 'x')),
      http.get(API.account.permissions, () => answer({ data: PERMISSIONS } as never)),
    );
    renderWithProviders(<RolesPage />, { session: { user: roleAdmin() } });
    expect((await screen.findAllByText(m.loadError)).length).toBeGreaterThan(0);
  });

  it('hides what the user may not use', async () => {
    renderPage(makeUser({ permissions: [{ name: 'role.show' }] }));
    expect(await screen.findByLabelText(m.name)).toHaveAttribute('readonly');
    expect(screen.queryByText(m.newRole)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: m.save })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: m.delete })).not.toBeInTheDocument();
    expect(permissionBox('Ver pedidos')).toBeDisabled();
  });

  it('with profile.show only (no role permission): the roles and their permissions are shown, nothing to create, save or delete', async () => {
    renderPage(makeUser({ permissions: [{ name: 'profile.show' }, { name: 'order.show' }] }));
    const choice = await screen.findByRole('combobox', { name: m.roleSelect });
    expect(screen.queryByText(m.noPermission)).not.toBeInTheDocument();
    await chooseOption(choice, 'Atendente');
    expect(await screen.findByLabelText(m.name)).toHaveValue('Atendente');
    expect(screen.getByLabelText(m.name)).toHaveAttribute('readonly');
    expect(screen.getByText(m.readOnly)).toBeInTheDocument();
    expect(screen.getByText(m.readOnly).closest('[role]')).toHaveAttribute('role', 'status');
    expect(permissionBox('Ver pedidos')).toBeChecked();
    expect(permissionBox('Ver pedidos')).toBeDisabled();
    expect(screen.queryByText(m.newRole)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: m.save })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: m.create })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: m.delete })).not.toBeInTheDocument();
  });

  it('each of create, save and delete needs its own permission', async () => {
    renderPage(makeUser({ permissions: ['profile.show', 'order.show', 'role.delete'].map((name) => ({ name })) }));
    await chooseOption(await screen.findByRole('combobox', { name: m.roleSelect }), 'Atendente');
    expect(await screen.findByRole('button', { name: m.delete })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: m.save })).not.toBeInTheDocument();
    expect(screen.queryByText(m.newRole)).not.toBeInTheDocument();
  });

  it('a permission the user lacks is offered disabled with why; select-all and the saved role give only what the user holds', async () => {
    const created: AccountRole = { id: 21, uuid: 'r21', name: 'pedidos', display_name: 'Pedidos', permissions: [PERMISSIONS[0]] };
    server.use(http.post(API.account.roles, () => answer({ message: 'ok', data: created } as never, 201)));
    // Holds 'Ver pedidos' but not 'Cancelar pedidos'.
    const { events } = renderPage(makeUser({ permissions: ['role.show', 'role.create', 'order.show'].map((name) => ({ name })) }));
    await fill(events, await screen.findByLabelText(m.name), 'Pedidos');
    expect(screen.getByText(m.notHeldNote)).toBeInTheDocument();
    const cancel = permissionBox('Cancelar pedidos');
    expect(cancel).toBeDisabled();
    expect(cancel).toHaveAccessibleDescription(m.notHeldNote);
    expect(permissionBox('Ver pedidos')).toBeEnabled();
    await events.click(screen.getByRole('checkbox', { name: m.selectAllOf('Pedidos') }));
    expect(permissionBox('Ver pedidos')).toBeChecked();
    expect(cancel).not.toBeChecked();
    await events.click(screen.getByRole('button', { name: m.create }));
    expect(await screen.findByText(m.added)).toBeInTheDocument();
    expect(sent('POST')).toEqual([['/api/box/v2/roles', { display_name: 'Pedidos', permissions: [1] }]]);
  });

  it('a role holding a permission the user lacks is not theirs to change: shown read-only, with why', async () => {
    renderPage(makeUser({ permissions: ['role.show', 'role.edit', 'role.delete', 'order.show'].map((name) => ({ name })) }));
    await chooseOption(await screen.findByRole('combobox', { name: m.roleSelect }), 'Administrador');
    expect(await screen.findByText(m.roleBeyondMe)).toBeInTheDocument();
    expect(screen.getByLabelText(m.name)).toHaveAttribute('readonly');
    expect(permissionBox('Ver pedidos')).toBeDisabled();
    expect(screen.queryByRole('button', { name: m.save })).not.toBeInTheDocument();
    // Within the user's permissions, the same user edits.
    await chooseOption(screen.getByRole('combobox', { name: m.roleSelect }), 'Atendente');
    expect(await screen.findByRole('button', { name: m.save })).toBeInTheDocument();
    expect(screen.queryByText(m.roleBeyondMe)).not.toBeInTheDocument();
  });

  it('without role.show or profile.show nothing is loaded', async () => {
    renderWithProviders(<RolesPage />, { session: { user: makeUser({ permissions: [{ name: 'order.show' }] }) } });
    expect(screen.getByText(m.noPermission)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession } from 'shared';
import { accountApi, type AccountPermission, type AccountRole } from '../../api/account';
import { makeUser, renderWithProviders } from 'shared/testing';
import { chooseOption, fail, fill, ok } from '../../testing/answers';
import RolesPage from './RolesPage';
import { rolesMessages as m } from './messages';

jest.setTimeout(60_000);
afterEach(() => jest.restoreAllMocks());

const PERMISSIONS: AccountPermission[] = [
  { id: 1, name: 'order.show', display_name: 'Ver pedidos', description: 'Visualizar pedidos' },
  { id: 2, name: 'order.cancel', display_name: 'Cancelar pedidos', description: 'Cancelar pedidos' },
  { id: 5, name: 'courier.show', display_name: 'Ver entregadores', description: 'Visualizar a frota' },
  { id: 12, name: 'role.show', display_name: 'Ver tipos de permissão', description: '' },
  { id: 14, name: 'role.edit', display_name: 'Editar tipos de permissão', description: '' },
];
const ADMIN: AccountRole = { id: 11, uuid: 'r11', name: 'administrador', display_name: 'Administrador', permissions: PERMISSIONS };
const ATENDENTE: AccountRole = { id: 12, uuid: 'r12', name: 'atendente', display_name: 'Atendente', permissions: [PERMISSIONS[0]] };

const roleAdmin = (roleId = 11) =>
  makeUser({
    roles: [{ id: roleId, display_name: 'Administrador' }],
    permissions: ['role.show', 'role.create', 'role.edit', 'role.delete'].map((name) => ({ name })),
  });

function renderPage(user = roleAdmin(), roles: AccountRole[] = [ADMIN, ATENDENTE]) {
  const listRoles = jest.spyOn(accountApi, 'roles').mockResolvedValue(ok({ data: roles }));
  jest.spyOn(accountApi, 'permissions').mockResolvedValue(ok({ data: PERMISSIONS }));
  const events = userEvent.setup();
  renderWithProviders(<RolesPage />, { session: { user }, route: '/pages/roles' });
  return { events, listRoles };
}

const permissionBox = (label: string) => screen.getByRole('checkbox', { name: new RegExp(`^${label}`) });

describe('RolesPage', () => {
  it("starts on 'Criar novo tipo' and requires a name", async () => {
    const create = jest.spyOn(accountApi, 'createRole');
    const { events } = renderPage();
    expect(await screen.findByText(m.newRole)).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: m.create }));
    expect(await screen.findByText(m.nameRequired)).toBeInTheDocument();
    await fill(events, screen.getByLabelText(m.name), '   ');
    await events.click(screen.getByRole('button', { name: m.create }));
    expect(await screen.findByText(m.nameRequired)).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('creates a role with a whole group chosen through select-all', async () => {
    const created: AccountRole = { id: 20, uuid: 'r20', name: 'pedidos', display_name: 'Pedidos', permissions: PERMISSIONS.slice(0, 2) };
    const create = jest.spyOn(accountApi, 'createRole').mockResolvedValue(ok({ message: 'ok', data: created }, 201));
    const { events, listRoles } = renderPage();
    await fill(events, await screen.findByLabelText(m.name), 'Pedidos');
    const selectAll = screen.getByRole('checkbox', { name: m.selectAllOf('Pedidos') });
    await events.click(selectAll);
    expect(permissionBox('Ver pedidos')).toBeChecked();
    expect(permissionBox('Cancelar pedidos')).toBeChecked();
    expect(permissionBox('Ver entregadores')).not.toBeChecked();
    await events.click(permissionBox('Cancelar pedidos'));
    expect(selectAll).toHaveAttribute('aria-checked', 'mixed');
    await events.click(selectAll);
    listRoles.mockResolvedValue(ok({ data: [ADMIN, ATENDENTE, created] }));
    await events.click(screen.getByRole('button', { name: m.create }));
    expect(await screen.findByText(m.added)).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith({ display_name: 'Pedidos', permissions: [1, 2] });
    expect(await screen.findByRole('button', { name: m.delete })).toBeInTheDocument();
  });

  it("edits the current user's role and the session's permissions follow at once", async () => {
    const edited: AccountRole = { ...ADMIN, permissions: [PERMISSIONS[0], PERMISSIONS[3]] };
    const update = jest.spyOn(accountApi, 'updateRole').mockResolvedValue(ok({ message: 'ok', data: edited }));
    const { events, listRoles } = renderPage();
    await chooseOption(await screen.findByRole('combobox', { name: m.roleSelect }), 'Administrador');
    expect(await screen.findByLabelText(m.name)).toHaveValue('Administrador');
    expect(permissionBox('Ver entregadores')).toBeChecked();
    await events.click(screen.getByRole('checkbox', { name: m.selectAllOf('Entregadores') }));
    await events.click(permissionBox('Cancelar pedidos'));
    await events.click(permissionBox('Editar tipos de permissão'));
    listRoles.mockResolvedValue(ok({ data: [edited, ATENDENTE] }));
    await events.click(screen.getByRole('button', { name: m.save }));
    expect(await screen.findByText(m.edited)).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith(11, { display_name: 'Administrador', permissions: [1, 12] });
    await waitFor(() => expect(getSession().user?.permissions?.map((p) => p.name)).toEqual(['order.show', 'role.show']));
  });

  it("editing another role leaves the user's permissions alone", async () => {
    jest.spyOn(accountApi, 'updateRole').mockResolvedValue(ok({ message: 'ok', data: ATENDENTE }));
    const { events } = renderPage();
    await chooseOption(await screen.findByRole('combobox', { name: m.roleSelect }), 'Atendente');
    await events.click(await screen.findByRole('button', { name: m.save }));
    expect(await screen.findByText(m.edited)).toBeInTheDocument();
    expect(getSession().user?.permissions?.map((p) => p.name)).toEqual(['role.show', 'role.create', 'role.edit', 'role.delete']);
  });

  it('a failed save shows the catalogued message and keeps the choices', async () => {
    jest.spyOn(accountApi, 'createRole').mockRejectedValue(fail(422, 'Já existe um tipo de permissão com este nome.'));
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
    const remove = jest
      .spyOn(accountApi, 'deleteRole')
      .mockRejectedValueOnce(fail(422, m.deleteError, ['Este tipo de permissão está em uso por 2 perfis.']))
      .mockResolvedValue(ok({ message: 'ok' }));
    const { events, listRoles } = renderPage();
    await chooseOption(await screen.findByRole('combobox', { name: m.roleSelect }), 'Atendente');
    await events.click(await screen.findByRole('button', { name: m.delete }));
    await events.click(within(await screen.findByRole('dialog')).getByRole('button', { name: m.delete }));
    expect((await screen.findAllByText(m.deleteError)).length).toBeGreaterThan(0);
    expect(screen.getByText('Este tipo de permissão está em uso por 2 perfis.')).toBeInTheDocument();
    listRoles.mockResolvedValue(ok({ data: [ADMIN] }));
    await events.click(screen.getByRole('button', { name: m.delete }));
    const dialogs = await screen.findAllByRole('dialog');
    await events.click(within(dialogs[dialogs.length - 1]).getByRole('button', { name: m.delete }));
    expect(await screen.findByText(m.deleted)).toBeInTheDocument();
    expect(remove).toHaveBeenLastCalledWith(12);
  });

  it("a failed load shows 'Ops! algo deu errado'", async () => {
    jest.spyOn(accountApi, 'roles').mockRejectedValue(fail(500, 'x'));
    jest.spyOn(accountApi, 'permissions').mockResolvedValue(ok({ data: PERMISSIONS }));
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

  it('without role.show nothing is loaded', () => {
    const roles = jest.spyOn(accountApi, 'roles');
    renderWithProviders(<RolesPage />, { session: { user: makeUser({ permissions: [{ name: 'profile.show' }] }) } });
    expect(screen.getByText(m.noPermission)).toBeInTheDocument();
    expect(roles).not.toHaveBeenCalled();
  });
});

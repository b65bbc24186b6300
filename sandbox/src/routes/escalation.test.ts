import type { LightMyRequestResponse } from 'fastify';
import { createTestServer, signIn } from '../testing/helpers';
import { DEMO_ACCOUNTS } from '../domain/seed';
import { NO_PERMISSION } from '../domain/accounts';
import type { BusinessUser } from '../domain/model';

/**
 * No call gives anyone, oneself included, a permission the caller does not hold (Kubernetes RBAC's 'escalate' and
 * 'bind' rule): choosing one's own role, creating or editing a profile, creating or editing a role. Walked for a
 * caller without each permission of the catalogue; the same caller does what stays within its own permissions.
 */
describe('no escalation through roles and profiles', () => {
  const app = createTestServer();
  let admin = '';
  let serial = 0;
  beforeAll(async () => {
    await app.ready();
    admin = await signIn(app, DEMO_ACCOUNTS.loja);
  });
  afterAll(() => app.close());

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (cookie: string, method: Method, url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const nextSerial = () => {
    serial += 1;
    return serial;
  };
  const next = (label: string) => `${label} ${nextSerial()}`;
  const ids = (...names: string[]) => app.sandbox.permissions.filter((p) => names.includes(p.name)).map((p) => p.id);
  const everything = () => app.sandbox.permissions.map((p) => p.id);

  /** A role of loja's store with exactly these permissions, made by the Administrador. */
  async function role(permissions: number[], label = 'Tipo'): Promise<{ id: number; display_name: string }> {
    const res = await call(admin, 'POST', '/api/box/v2/roles', { display_name: next(label), permissions });
    expect(res.statusCode).toBe(201);
    return res.json().data;
  }

  /** A profile holding that role, made by the Administrador, and its session. */
  async function profile(roleId: number): Promise<{ user: BusinessUser; cookie: string }> {
    const email = `escala.${nextSerial()}.${Date.now()}@exemplo.com.br`;
    const res = await call(admin, 'POST', '/api/box/v2/business-user', { name: next('Perfil'), social_name: 'Teste', email, roles: [roleId] });
    expect(res.statusCode).toBe(201);
    return { user: app.sandbox.users.get(res.json().data.id)!, cookie: await signIn(app, email) };
  }

  const permissionNamesOf = (user: BusinessUser) =>
    app.sandbox
      .permissionsOf(user)
      .map((p) => p.name)
      .sort();
  const refusedInShape = (res: LightMyRequestResponse) =>
    res.statusCode === 403 && res.json().message === NO_PERMISSION && typeof res.json().errors?.[0]?.detail === 'string';

  it('the staff list marks which profiles the caller may edit: none without profile.edit, and not one holding a permission the caller lacks', async () => {
    const editor = await profile((await role(ids('profile.show', 'profile.edit'), 'Editor')).id);
    const reader = await profile((await role(ids('profile.show'), 'Leitor')).id);
    const editableBy = async (cookie: string) =>
      Object.fromEntries(
        ((await call(cookie, 'GET', '/api/box/v2/business-user')).json().data as { id: number; editable: boolean }[]).map((u) => [u.id, u.editable]),
      );
    const byEditor = await editableBy(editor.cookie);
    const administrador = app.sandbox.userByEmail(DEMO_ACCOUNTS.loja)!;
    expect(byEditor[administrador.id]).toBe(false);
    expect(byEditor[reader.user.id]).toBe(true);
    expect(byEditor[editor.user.id]).toBe(true);
    expect(Object.values(await editableBy(reader.cookie)).every((editable) => editable === false)).toBe(true);
  });

  it("a read-only profile (order.show + profile.show) cannot choose the Administrador's role, nor create roles", async () => {
    const readOnly = await role(ids('order.show', 'profile.show'), 'Somente leitura');
    const { user, cookie } = await profile(readOnly.id);
    const administrador = app.sandbox.rolesOf(user.business_uuid).find((r) => r.display_name === 'Administrador')!;

    const chosen = await call(cookie, 'PUT', `/api/box/v2/business-user/${user.id}/responseLikeLogin`, {
      name: user.name,
      email: user.email,
      roles: [administrador.id],
    });
    expect(chosen.statusCode).toBe(403);
    expect(chosen.json().message).toBe(NO_PERMISSION);
    expect(chosen.json().errors[0].detail).toMatch(/^O tipo de permissão 'Administrador' tem permissões que você não tem: .*Criar tipos de permissão/);
    expect(user.role_ids).toEqual([readOnly.id]);
    expect(permissionNamesOf(user)).toEqual(['order.show', 'profile.show']);
    const session = await call(cookie, 'GET', '/api/box/business-service/v1/businesses/session');
    expect(
      session
        .json()
        .data.permissions.map((p: { name: string }) => p.name)
        .sort(),
    ).toEqual(['order.show', 'profile.show']);
    expect((await call(cookie, 'POST', '/api/box/v2/roles', { display_name: next('Tudo'), permissions: everything() })).statusCode).toBe(403);

    // profile.show still lets it choose a role within its permissions (docs/spec/part-2-operations-account.md §6).
    const lesser = await role(ids('order.show'), 'Só pedidos');
    const down = await call(cookie, 'PUT', `/api/box/v2/business-user/${user.id}/responseLikeLogin`, {
      name: user.name,
      email: user.email,
      roles: [lesser.id],
    });
    expect(down.statusCode).toBe(200);
    expect(down.json().data.permissions.map((p: { name: string }) => p.name)).toEqual(['order.show']);
  });

  it('walks every role-changing call for a caller without each permission: 403 and nothing changed; within its own permissions it passes', async () => {
    const failures: string[] = [];
    for (const missing of app.sandbox.permissions) {
      const held = everything().filter((id) => id !== missing.id);
      const has = (name: string) => name !== missing.name;
      const own = await role(held, `Sem ${missing.name}`);
      const caller = await profile(own.id);
      const full = await role(everything(), 'Completo');
      const lesser = await profile((await role([], 'Vazio')).id);
      const superior = await profile(full.id);
      const me = caller.user;
      const fullBefore = [...app.sandbox.roles.get(full.id)!.permission_ids];
      const newEmail = `nunca.${nextSerial()}@exemplo.com.br`;
      const newRoleName = next('Nunca');

      const attempts: [string, () => Promise<LightMyRequestResponse>, () => boolean][] = [
        [
          'choosing a role above oneself on one’s own profile',
          () => call(caller.cookie, 'PUT', `/api/box/v2/business-user/${me.id}/responseLikeLogin`, { name: me.name, email: me.email, roles: [full.id] }),
          () => me.role_ids.length === 1 && me.role_ids[0] === own.id,
        ],
        [
          'creating a profile with a role above oneself',
          () => call(caller.cookie, 'POST', '/api/box/v2/business-user', { name: 'Nunca', social_name: 'Nunca', email: newEmail, roles: [full.id] }),
          () => !app.sandbox.userByEmail(newEmail),
        ],
        [
          'giving a profile a role above oneself',
          () =>
            call(caller.cookie, 'PUT', `/api/box/v2/business-user/${lesser.user.id}`, {
              name: lesser.user.name,
              social_name: 'Teste',
              email: lesser.user.email,
              roles: [full.id],
            }),
          () => !lesser.user.role_ids.includes(full.id),
        ],
        [
          'changing the e-mail of a profile above oneself',
          () =>
            call(caller.cookie, 'PUT', `/api/box/v2/business-user/${superior.user.id}`, {
              name: superior.user.name,
              social_name: 'Teste',
              email: newEmail,
              roles: [full.id],
            }),
          () => superior.user.email !== newEmail && superior.user.active === '1',
        ],
        [
          'creating a role with a permission one lacks',
          () => call(caller.cookie, 'POST', '/api/box/v2/roles', { display_name: newRoleName, permissions: everything() }),
          () => !app.sandbox.rolesOf(me.business_uuid).some((r) => r.display_name === newRoleName),
        ],
        [
          'adding a permission one lacks to one’s own role',
          () => call(caller.cookie, 'PUT', `/api/box/v2/roles/${own.id}`, { display_name: own.display_name, permissions: everything() }),
          () => !app.sandbox.roles.get(own.id)!.permission_ids.includes(missing.id),
        ],
        [
          'cutting down a role above oneself',
          () => call(caller.cookie, 'PUT', `/api/box/v2/roles/${full.id}`, { display_name: full.display_name, permissions: held }),
          () => app.sandbox.roles.get(full.id)!.permission_ids.join() === fullBefore.join(),
        ],
      ];
      for (const [what, attempt, unchanged] of attempts) {
        const res = await attempt();
        if (!refusedInShape(res)) failures.push(`without ${missing.name}, ${what}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        if (!unchanged()) failures.push(`without ${missing.name}, ${what}: it changed`);
      }
      if (permissionNamesOf(me).includes(missing.name)) failures.push(`without ${missing.name}: the caller gained it`);

      // Within its own permissions the same caller passes (when it holds the call's own permission).
      const allowed: [string, string, () => Promise<LightMyRequestResponse>][] = [
        [
          'role.create',
          'creating a role with its own permissions',
          () => call(caller.cookie, 'POST', '/api/box/v2/roles', { display_name: next('Igual'), permissions: held }),
        ],
        [
          'profile.create',
          'creating a profile with its own role',
          () =>
            call(caller.cookie, 'POST', '/api/box/v2/business-user', {
              name: 'Par',
              social_name: 'Par',
              email: `par.${nextSerial()}@exemplo.com.br`,
              roles: [own.id],
            }),
        ],
        [
          'profile.edit',
          'giving a profile its own role',
          () =>
            call(caller.cookie, 'PUT', `/api/box/v2/business-user/${lesser.user.id}`, {
              name: lesser.user.name,
              social_name: 'Teste',
              email: lesser.user.email,
              roles: [own.id],
            }),
        ],
        [
          'role.edit',
          'renaming its own role',
          () => call(caller.cookie, 'PUT', `/api/box/v2/roles/${own.id}`, { display_name: next('Renomeado'), permissions: held }),
        ],
      ];
      for (const [needs, what, attempt] of allowed) {
        if (!has(needs)) continue;
        const res = await attempt();
        if (res.statusCode >= 300) failures.push(`without ${missing.name}, ${what}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("a franchise store's Administrador cannot take over the main user, who reaches every store: editing them is 403 and nothing changes", async () => {
    const mainCookie = await signIn(app, DEMO_ACCOUNTS.franquia);
    const main = app.sandbox.userByEmail(DEMO_ACCOUNTS.franquia)!;
    const home = app.sandbox.business(main.business_uuid);
    const [administrador, atendente] = app.sandbox.rolesOf(home.uuid);
    // The main user gives a profile of the home store every permission they hold: the store's Administrador.
    const email = `gerente.${nextSerial()}@exemplo.com.br`;
    const created = await call(mainCookie, 'POST', '/api/box/v2/business-user', { name: 'Gerente', social_name: 'Gerente', email, roles: [administrador.id] });
    expect(created.statusCode).toBe(201);
    const manager = await signIn(app, email);
    const before = { email: main.email, role_ids: [...main.role_ids] };

    const attempts = [
      // A new e-mail and a password reset would hand over the franchise's other stores.
      { name: main.name, social_name: 'Dono', email: `tomada.${nextSerial()}@exemplo.com.br`, roles: main.role_ids },
      { name: main.name, social_name: 'Dono', email: main.email, roles: [atendente.id] },
    ];
    for (const payload of attempts) {
      const res = await call(manager, 'PUT', `/api/box/v2/business-user/${main.id}`, payload);
      expect([res.statusCode, refusedInShape(res)]).toEqual([403, true]);
    }
    expect({ email: main.email, role_ids: main.role_ids }).toEqual(before);
    expect(app.sandbox.accessibleBusinesses(main)).toHaveLength(3);
    // The staff list says so beforehand: the main user is not the manager's to edit, the store's staff are.
    const listed = (await call(manager, 'GET', '/api/box/v2/business-user')).json().data as { id: number; editable: boolean }[];
    expect(listed.find((u) => u.id === main.id)?.editable).toBe(false);
    expect(listed.filter((u) => u.id !== main.id).every((u) => u.editable)).toBe(true);
    const byMain = (await call(mainCookie, 'GET', '/api/box/v2/business-user')).json().data as { id: number; editable: boolean }[];
    expect(byMain.every((u) => u.editable)).toBe(true);
    // Nor can it cut down the role the main user holds: that would take from the main user in every store.
    const mainRole = app.sandbox.roles.get(main.role_ids[0]!)!;
    const mainRoleBefore = [...mainRole.permission_ids];
    const cut = await call(manager, 'PUT', `/api/box/v2/roles/${mainRole.id}`, { display_name: mainRole.display_name, permissions: mainRoleBefore.slice(1) });
    expect([cut.statusCode, refusedInShape(cut)]).toEqual([403, true]);
    expect(app.sandbox.roles.get(mainRole.id)!.permission_ids).toEqual(mainRoleBefore);
    // A role only its own store's profiles hold is the manager's to edit.
    const attendant = app.sandbox.roles.get(atendente.id)!;
    const renamed = await call(manager, 'PUT', `/api/box/v2/roles/${attendant.id}`, {
      display_name: attendant.display_name,
      permissions: attendant.permission_ids,
    });
    expect(renamed.statusCode).toBe(200);

    // The same manager edits the profiles of its own store, and the main user edits the manager.
    const staff = app.sandbox.usersOf(home.uuid).find((u) => !u.main && u.active === '1' && u.email !== email)!;
    const edited = await call(manager, 'PUT', `/api/box/v2/business-user/${staff.id}`, {
      name: staff.name,
      social_name: 'Equipe',
      email: staff.email,
      roles: staff.role_ids,
    });
    expect(edited.statusCode).toBe(200);
    const managerId = created.json().data.id;
    expect(
      (await call(mainCookie, 'PUT', `/api/box/v2/business-user/${managerId}`, { name: 'Gerente', social_name: 'Gerente', email, roles: [atendente.id] }))
        .statusCode,
    ).toBe(200);
  });

  it('the roles list says which roles the caller may give; the roles screen reads with profile.show, and changes stay refused', async () => {
    const viewerRole = await role(ids('order.show', 'profile.show'), 'Leitor');
    const { cookie } = await profile(viewerRole.id);
    const lesser = await role(ids('order.show'), 'Menor');
    const listed = await call(cookie, 'GET', '/api/box/v2/roles');
    expect(listed.statusCode).toBe(200);
    const assignable = Object.fromEntries(listed.json().data.map((r: { display_name: string; assignable: boolean }) => [r.display_name, r.assignable]));
    expect(assignable).toMatchObject({ Administrador: false, Atendente: false, [viewerRole.display_name]: true, [lesser.display_name]: true });
    // The Administrador may give every role.
    expect((await call(admin, 'GET', '/api/box/v2/roles')).json().data.every((r: { assignable: boolean }) => r.assignable)).toBe(true);

    expect((await call(cookie, 'GET', '/api/box/v2/permissions')).statusCode).toBe(200);
    expect((await call(cookie, 'GET', `/api/box/v2/roles/${lesser.id}`)).statusCode).toBe(200);
    const refused = [
      await call(cookie, 'POST', '/api/box/v2/roles', { display_name: next('Novo'), permissions: [] }),
      await call(cookie, 'PUT', `/api/box/v2/roles/${lesser.id}`, { display_name: lesser.display_name, permissions: [] }),
      await call(cookie, 'DELETE', `/api/box/v2/roles/${lesser.id}`),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403]);
    expect(app.sandbox.roles.get(lesser.id)!.permission_ids).toEqual(ids('order.show'));

    // Without profile.show and role.show, none of the roles screen's reads.
    const { cookie: none } = await profile((await role(ids('order.show'), 'Pedidos')).id);
    for (const url of ['/api/box/v2/roles', '/api/box/v2/permissions', `/api/box/v2/roles/${lesser.id}`])
      expect((await call(none, 'GET', url)).statusCode).toBe(403);
  });
});

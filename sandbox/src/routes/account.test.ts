import { createTestServer, signIn } from '../testing/helpers';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../domain/seed';
import { NO_PERMISSION } from '../domain/accounts';

describe('account: plans, store profile, own profile, staff profiles, roles', () => {
  const app = createTestServer();
  let cookie: string;
  beforeAll(async () => {
    await app.ready();
    cookie = await signIn(app, DEMO_ACCOUNTS.loja);
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, as = cookie) =>
    app.inject({ method, url, headers: { cookie: as }, ...(payload === undefined ? {} : { payload: payload as object }) });

  const lojaBusiness = () => app.sandbox.business(app.sandbox.userByEmail(DEMO_ACCOUNTS.loja)!.business_uuid);

  /** A staff profile holding a new role with exactly these permissions, signed in. */
  async function limitedUser(permissionNames: string[]): Promise<string> {
    const ids = app.sandbox.permissions.filter((p) => permissionNames.includes(p.name)).map((p) => p.id);
    const role = await call('POST', '/api/box/v2/roles', { display_name: `Limitado ${Math.random()}`, permissions: ids });
    expect(role.statusCode).toBe(201);
    const email = `limitado.${Date.now()}.${Math.floor(Math.random() * 1e6)}@exemplo.com.br`;
    const user = await call('POST', '/api/box/v2/business-user', { name: 'Limitado Teste', social_name: 'Limitado', email, roles: [role.json().data.id] });
    expect(user.statusCode).toBe(201);
    return signIn(app, email, DEMO_PASSWORD);
  }

  it('switches the fleet plan and the session follows', async () => {
    const res = await call('PATCH', '/api/box/v2/fleets/business/switch-search-type', { search_type: 'FLEET' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Plano alterado com sucesso com sucesso!', data: { data: { search_type: 'FLEET' } } });
    const session = await call('GET', '/api/box/business-service/v1/businesses/session');
    expect(session.json().data.search_type).toBe('FLEET');
    expect((await call('PATCH', '/api/box/v2/fleets/business/switch-search-type', { search_type: 'DEFAULT_NEW' })).json().data.data.search_type).toBe(
      'DEFAULT_NEW',
    );
    expect((await call('PATCH', '/api/box/v2/fleets/business/switch-search-type', { search_type: 'OTHER' })).statusCode).toBe(400);
  });

  it('reads and changes the order approval setting', async () => {
    const read = await call('GET', '/api/order-hub/merchants/show/smart-delivery-configs');
    expect(read.json()).toEqual({ data: { smart_delivery_config: { need_approve_orders: false } } });
    const saved = await call('PUT', '/api/order-hub/merchants', { smart_delivery_config: { need_approve_orders: true } });
    expect(saved.statusCode).toBe(200);
    expect(lojaBusiness().need_approve_orders).toBe(true);
    await call('PUT', '/api/order-hub/merchants', { smart_delivery_config: { need_approve_orders: false } });
    expect(lojaBusiness().need_approve_orders).toBe(false);
  });

  describe('store profile (multipart)', () => {
    const boundary = '----portal';
    const multipart = (fields: Record<string, string>, file?: { name: string; content: Buffer }) => {
      const chunks: Buffer[] = [];
      for (const [k, v] of Object.entries(fields)) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
      if (file) {
        chunks.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="business-photo"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
          ),
        );
        chunks.push(file.content, Buffer.from('\r\n'));
      }
      chunks.push(Buffer.from(`--${boundary}--\r\n`));
      return Buffer.concat(chunks);
    };
    const post = (body: Buffer, as = cookie) =>
      app.inject({
        method: 'POST',
        url: '/api/box/v2/business/profile/update',
        headers: { cookie: as, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });

    it('saves fantasy name, phone (55 prefix) and photo', async () => {
      const before = { ...lojaBusiness() };
      const res = await post(
        multipart({ fantasy_name: '  Bella   Napoli Centro ', phone: '(11) 98888-7777' }, { name: 'logo.png', content: Buffer.from([137, 80, 78, 71]) }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ fantasy_name: 'Bella Napoli Centro', phone: '5511988887777', photo: 'data:image/png;base64,iVBORw==' });
      expect(res.json().data.box_api_token).toBeUndefined();
      Object.assign(lojaBusiness(), { fantasy_name: before.fantasy_name, phone: before.phone, photo: before.photo });
    });

    it('refuses a short phone, a blank name, a non-image photo and missing fields', async () => {
      const short = await post(multipart({ fantasy_name: 'X', phone: '(11) 3456-7890' }));
      expect(short.statusCode).toBe(422);
      expect(short.json().errors[0].detail).toBe('O telefone deve ter pelo menos 15 caracteres');
      expect((await post(multipart({ fantasy_name: '   ', phone: '11988887777' }))).statusCode).toBe(422);
      expect((await post(multipart({ fantasy_name: 'X', phone: '11988887777' }, { name: 'virus.exe', content: Buffer.from('MZ') }))).statusCode).toBe(422);
      expect((await post(multipart({ phone: '11988887777' }))).statusCode).toBe(400);
    });
  });

  describe('own profile and password', () => {
    it('updates name, social name and e-mail and answers like sign-in', async () => {
      const me = app.sandbox.userByEmail(DEMO_ACCOUNTS.loja)!;
      const res = await call('PUT', `/api/box/v2/business-user/${me.id}/responseLikeLogin`, {
        name: 'Mariana C.',
        social_name: 'Mari',
        email: DEMO_ACCOUNTS.loja,
        roles: me.role_ids,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: 'Usuário atualizado!', data: { business_user_name: 'Mariana C.', business_user_social_name: 'Mari' } });
      const other = [...app.sandbox.users.values()].find((u) => u.id !== me.id)!;
      expect((await call('PUT', `/api/box/v2/business-user/${other.id}/responseLikeLogin`, { name: 'X', email: 'x@exemplo.com.br' })).statusCode).toBe(403);
      expect((await call('PUT', `/api/box/v2/business-user/${me.id}/responseLikeLogin`, { name: 'X', email: DEMO_ACCOUNTS.frota })).statusCode).toBe(422);
    });

    it('changes the password only with the current one and a strong, confirmed new one', async () => {
      const email = `senha.${Date.now()}@exemplo.com.br`;
      const admin = app.sandbox.rolesOf(lojaBusiness().uuid)[0];
      const created = await call('POST', '/api/box/v2/business-user', { name: 'Senha Teste', social_name: 'Senha', email, roles: [admin.id] });
      const id = created.json().data.id;
      const own = await signIn(app, email);
      const url = `/api/box/v2/business-user/change-password/${id}`;
      const wrong = await call('POST', url, { current_password: 'errada', password: 'Nova@1234', confirm_password: 'Nova@1234' }, own);
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors[0].detail).toBe('A senha atual está incorreta.');
      expect((await call('POST', url, { current_password: DEMO_PASSWORD, password: 'semnumero!', confirm_password: 'semnumero!' }, own)).statusCode).toBe(422);
      const mismatch = await call('POST', url, { current_password: DEMO_PASSWORD, password: 'Nova@1234', confirm_password: 'Nova@12345' }, own);
      expect(mismatch.json().errors[0].detail).toBe('A senha e a confirmação de senha devem ser iguais');
      expect(
        (
          await call(
            'POST',
            `/api/box/v2/business-user/change-password/${app.sandbox.userByEmail(DEMO_ACCOUNTS.loja)!.id}`,
            { current_password: DEMO_PASSWORD, password: 'Nova@1234', confirm_password: 'Nova@1234' },
            own,
          )
        ).statusCode,
      ).toBe(403);
      const ok = await call('POST', url, { current_password: DEMO_PASSWORD, password: 'Nova@1234', confirm_password: 'Nova@1234' }, own);
      expect(ok.json()).toEqual({ message: 'Senha atualizada!' });
      await expect(signIn(app, email, 'Nova@1234')).resolves.toMatch(/^portal_session=/);
    });
  });

  describe('staff profiles', () => {
    it('lists by status and search', async () => {
      const all = (await call('GET', '/api/box/v2/business-user')).json().data;
      expect(all.length).toBeGreaterThanOrEqual(6);
      const inactive = (await call('GET', '/api/box/v2/business-user?status=0')).json().data;
      expect(inactive.length).toBeGreaterThanOrEqual(2);
      expect(inactive.every((u: { active: string }) => u.active === '0')).toBe(true);
      const sample = all.find((u: { email: string }) => u.email !== DEMO_ACCOUNTS.loja);
      const found = (await call('GET', `/api/box/v2/business-user?filter=${encodeURIComponent(sample.email.toUpperCase())}`)).json().data;
      expect(found.map((u: { id: number }) => u.id)).toEqual([sample.id]);
    });

    it('creates, edits, deactivates (ending its sessions) and reactivates a profile', async () => {
      const roles = app.sandbox.rolesOf(lojaBusiness().uuid);
      const email = `novo.${Date.now()}@exemplo.com.br`;
      const created = await call('POST', '/api/box/v2/business-user', { name: 'Novo Perfil', social_name: 'Novo', email, roles: [roles[1].id] });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ message: 'Perfil criado com sucesso!', data: { name: 'Novo Perfil', active: '1', roles: [{ id: roles[1].id }] } });
      const id = created.json().data.id;
      const own = await signIn(app, email);
      const duplicate = await call('POST', '/api/box/v2/business-user', { name: 'Outro', social_name: 'Outro', email, roles: [roles[1].id] });
      expect(duplicate.statusCode).toBe(422);
      const off = await call('PUT', `/api/box/v2/business-user/${id}`, { name: 'Novo Perfil', social_name: 'Novo', email, roles: [roles[2].id], active: '0' });
      expect(off.json().data).toMatchObject({ active: '0', roles: [{ id: roles[2].id }] });
      expect((await call('GET', '/api/box/business-service/v1/businesses/session', undefined, own)).statusCode).toBe(401);
      const on = await call('PUT', `/api/box/v2/business-user/${id}`, { name: 'Novo Perfil', social_name: 'Novo', email, roles: [roles[2].id], active: '1' });
      expect(on.json().data.active).toBe('1');
    });

    it('refuses a blank social name, a role of another store and deactivating oneself', async () => {
      const roles = app.sandbox.rolesOf(lojaBusiness().uuid);
      const foreign = app.sandbox.rolesOf(app.sandbox.userByEmail(DEMO_ACCOUNTS.frota)!.business_uuid)[0];
      expect(
        (await call('POST', '/api/box/v2/business-user', { name: 'A', social_name: '  ', email: 'a1@exemplo.com.br', roles: [roles[0].id] })).statusCode,
      ).toBe(422);
      expect(
        (await call('POST', '/api/box/v2/business-user', { name: 'A', social_name: 'A', email: 'a2@exemplo.com.br', roles: [foreign.id] })).statusCode,
      ).toBe(422);
      expect((await call('POST', '/api/box/v2/business-user', { name: 'A', social_name: 'A', email: 'a3@exemplo.com.br', roles: [] })).statusCode).toBe(400);
      const me = app.sandbox.userByEmail(DEMO_ACCOUNTS.loja)!;
      const self = await call('PUT', `/api/box/v2/business-user/${me.id}`, {
        name: me.name,
        social_name: 'Eu',
        email: me.email,
        roles: me.role_ids,
        active: '0',
      });
      expect(self.statusCode).toBe(422);
      expect(me.active).toBe('1');
    });
  });

  describe('roles and permissions', () => {
    it('lists, creates, edits and deletes a role; a role in use cannot be deleted', async () => {
      const permissions = (await call('GET', '/api/box/v2/permissions')).json().data;
      expect(permissions.length).toBeGreaterThan(10);
      const roles = (await call('GET', '/api/box/v2/roles')).json().data;
      expect(roles.length).toBeGreaterThanOrEqual(3);
      expect(roles[0].permissions.length).toBeGreaterThan(0);
      const created = await call('POST', '/api/box/v2/roles', { display_name: 'Entregas', permissions: [permissions[0].id, permissions[1].id] });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        message: 'Adicionado com sucesso!',
        data: { display_name: 'Entregas', permissions: [{ id: permissions[0].id }, { id: permissions[1].id }] },
      });
      const id = created.json().data.id;
      expect((await call('POST', '/api/box/v2/roles', { display_name: 'entregas', permissions: [] })).statusCode).toBe(422);
      expect((await call('POST', '/api/box/v2/roles', { display_name: '', permissions: [] })).statusCode).toBe(400);
      const edited = await call('PUT', `/api/box/v2/roles/${id}`, { display_name: 'Entregas e frota', permissions: [permissions[4].id] });
      expect(edited.json()).toMatchObject({
        message: 'Editado com sucesso!',
        data: { display_name: 'Entregas e frota', permissions: [{ id: permissions[4].id }] },
      });
      expect((await call('GET', `/api/box/v2/roles/${id}`)).json().data.display_name).toBe('Entregas e frota');
      const inUse = await call('DELETE', `/api/box/v2/roles/${roles[0].id}`);
      expect(inUse.statusCode).toBe(422);
      expect(inUse.json().message).toBe('Ops, não foi possível deletar a permissão');
      const deleted = await call('DELETE', `/api/box/v2/roles/${id}`);
      expect(deleted.json()).toEqual({ message: 'Tipo de permissão deletada com sucesso!' });
      expect((await call('GET', `/api/box/v2/roles/${id}`)).statusCode).toBe(404);
      const foreign = app.sandbox.rolesOf(app.sandbox.userByEmail(DEMO_ACCOUNTS.frota)!.business_uuid)[0];
      expect((await call('GET', `/api/box/v2/roles/${foreign.id}`)).statusCode).toBe(404);
    });

    it("editing a role changes its holders' permissions at once", async () => {
      const ids = app.sandbox.permissions.filter((p) => p.name === 'order.show').map((p) => p.id);
      const role = (await call('POST', '/api/box/v2/roles', { display_name: 'Mutável', permissions: ids })).json().data;
      const email = `mutavel.${Date.now()}@exemplo.com.br`;
      await call('POST', '/api/box/v2/business-user', { name: 'Mutável', social_name: 'Mutável', email, roles: [role.id] });
      const own = await signIn(app, email);
      expect((await call('GET', '/api/box/v2/permissions', undefined, own)).statusCode).toBe(403);
      const roleShow = app.sandbox.permissions.find((p) => p.name === 'role.show')!.id;
      await call('PUT', `/api/box/v2/roles/${role.id}`, { display_name: 'Mutável', permissions: [...ids, roleShow] });
      expect((await call('GET', '/api/box/v2/permissions', undefined, own)).statusCode).toBe(200);
    });
  });

  it("acts only on the caller's store: another store's profile or role by id is 404 and unchanged, another store's token 403", async () => {
    const frota = app.sandbox.business(app.sandbox.userByEmail(DEMO_ACCOUNTS.frota)!.business_uuid);
    const staff = app.sandbox.usersOf(frota.uuid).find((u) => !u.main && u.email !== DEMO_ACCOUNTS.frota)!;
    const [, atendente, financeiro] = app.sandbox.rolesOf(frota.uuid);
    const before = JSON.stringify({ staff, atendente, financeiro, roles: app.sandbox.rolesOf(frota.uuid).length });
    const refused = [
      await call('PUT', `/api/box/v2/business-user/${staff.id}`, { name: 'X', social_name: 'X', email: staff.email, roles: staff.role_ids, active: '0' }),
      await call('PUT', `/api/box/v2/roles/${atendente.id}`, { display_name: 'Tomado', permissions: [] }),
      await call('DELETE', `/api/box/v2/roles/${financeiro.id}`),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([404, 404, 404]);
    // A store's token the user does not hold: loja's Administrador with frota's, and a franchise store's manager with
    // another store of the franchise.
    const foreignToken = await app.inject({
      method: 'POST',
      url: '/api/box/v2/roles',
      headers: { cookie, authorization: frota.box_api_token },
      payload: { display_name: 'Intrusa', permissions: [] },
    });
    expect(foreignToken.statusCode).toBe(403);
    const franquia = await signIn(app, DEMO_ACCOUNTS.franquia);
    const [home, other] = app.sandbox.accessibleBusinesses(app.sandbox.userByEmail(DEMO_ACCOUNTS.franquia)!);
    const managerEmail = `gerente.loja.${Date.now()}@exemplo.com.br`;
    const created = await call(
      'POST',
      '/api/box/v2/business-user',
      { name: 'Gerente', social_name: 'Gerente', email: managerEmail, roles: [app.sandbox.rolesOf(home.uuid)[0].id] },
      franquia,
    );
    expect(created.statusCode).toBe(201);
    const manager = await signIn(app, managerEmail);
    const otherStore = await app.inject({
      method: 'PATCH',
      url: '/api/box/v2/fleets/business/switch-search-type',
      headers: { cookie: manager, authorization: other.box_api_token },
      payload: { search_type: 'FLEET' },
    });
    expect(otherStore.statusCode).toBe(403);
    expect(otherStore.json()).toEqual({ message: expect.any(String), errors: [{ detail: expect.any(String) }] });
    expect(other.search_type).toBe('DEFAULT_NEW');
    expect(JSON.stringify({ staff, atendente, financeiro, roles: app.sandbox.rolesOf(frota.uuid).length })).toBe(before);
  });

  describe('permission checks (substring matches, 403 with the error shape)', () => {
    it('a profile without permissions is refused everything but its own profile', async () => {
      const none = await limitedUser([]);
      const me = app.sandbox.sessionUser(none.split('=')[1])!;
      const refused = [
        await call('PATCH', '/api/box/v2/fleets/business/switch-search-type', { search_type: 'FLEET' }, none),
        await call('PUT', '/api/order-hub/merchants', { smart_delivery_config: { need_approve_orders: true } }, none),
        await call('GET', '/api/box/v2/business-user', undefined, none),
        await call('POST', '/api/box/v2/business-user', { name: 'A', social_name: 'A', email: 'z@exemplo.com.br', roles: me.role_ids }, none),
        await call('GET', '/api/box/v2/roles', undefined, none),
        await call('POST', '/api/box/v2/roles', { display_name: 'Z', permissions: [] }, none),
        await call('DELETE', `/api/box/v2/roles/${me.role_ids[0]}`, undefined, none),
      ];
      for (const res of refused) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: NO_PERMISSION, errors: [{ detail: NO_PERMISSION }] });
      }
      expect(lojaBusiness().search_type).toBe('DEFAULT_NEW');
      const own = await call(
        'PUT',
        `/api/box/v2/business-user/${me.id}/responseLikeLogin`,
        { name: 'Sem Permissão', social_name: null, email: me.email },
        none,
      );
      expect(own.statusCode).toBe(200);
      const admin = app.sandbox.rolesOf(lojaBusiness().uuid)[0];
      const escalate = await call('PUT', `/api/box/v2/business-user/${me.id}/responseLikeLogin`, { name: 'X', email: me.email, roles: [admin.id] }, none);
      expect(escalate.statusCode).toBe(403);
    });

    it('profile.show lists profiles, roles and permissions (the roles screen) but cannot create or edit them', async () => {
      const viewer = await limitedUser(['profile.show']);
      expect((await call('GET', '/api/box/v2/business-user', undefined, viewer)).statusCode).toBe(200);
      expect((await call('GET', '/api/box/v2/roles', undefined, viewer)).statusCode).toBe(200);
      expect((await call('GET', '/api/box/v2/permissions', undefined, viewer)).statusCode).toBe(200);
      const someone = app.sandbox.usersOf(lojaBusiness().uuid).find((u) => !u.main && u.email !== DEMO_ACCOUNTS.loja)!;
      expect(
        (await call('PUT', `/api/box/v2/business-user/${someone.id}`, { name: 'X', social_name: 'X', email: someone.email, roles: someone.role_ids }, viewer))
          .statusCode,
      ).toBe(403);
    });
  });
});

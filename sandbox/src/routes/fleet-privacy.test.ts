import { createTestServer, signIn } from '../testing/helpers';
import { DEMO_ACCOUNTS } from '../domain/seed';
import { NO_PERMISSION } from '../domain/accounts';
import { NOT_REGISTERED_HERE } from '../domain/fleet';
import { makeCpf } from '../domain/documents';
import { Random } from '../domain/random';
import type { Courier } from '../domain/model';

/**
 * A courier's data is the courier's: another store that invites them sees it masked until they accept, never
 * changes it, and every courier read needs courier.show.
 */
describe('fleet couriers: whose data it is', () => {
  const app = createTestServer();
  let frota = '';
  let loja = '';
  beforeAll(async () => {
    await app.ready();
    frota = await signIn(app, DEMO_ACCOUNTS.frota);
    loja = await signIn(app, DEMO_ACCOUNTS.loja);
  });
  afterAll(() => app.close());

  type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
  const call = (cookie: string, method: Method, url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const frotaUuid = () => app.sandbox.userByEmail(DEMO_ACCOUNTS.frota)!.business_uuid;
  const lojaUuid = () => app.sandbox.userByEmail(DEMO_ACCOUNTS.loja)!.business_uuid;
  const national = (phone: string) => phone.replace(/\D/g, '').replace(/^55/, '');
  const inviteOf = (courier: Courier, business: string) => courier.fleets.find((f) => f.business_uuid === business)!;

  /** Nothing of the courier's personal data is in an answer's text. */
  function expectNothingPersonal(body: string, courier: Courier) {
    expect(body).not.toContain(courier.cpf);
    expect(body).not.toContain(courier.email);
    expect(body).not.toContain(national(courier.phone));
    expect(body).not.toContain(courier.address!.address);
    expect(body).not.toContain(String(courier.lat));
    expect(body).not.toContain('registered_by');
  }

  function expectMasked(data: Record<string, unknown>, courier: Courier) {
    const phone = national(courier.phone);
    expect(data).toMatchObject({
      uuid: courier.uuid,
      name: courier.name,
      cpf: `${courier.cpf.slice(0, 3)}.***.***-${courier.cpf.slice(9)}`,
      email: `${courier.email[0]}***${courier.email.slice(courier.email.indexOf('@'))}`,
      phone: `(${phone.slice(0, 2)}) *****-${phone.slice(-4)}`,
      photo: null,
      address: null,
      working: false,
      in_delivery: false,
      masked: true,
      editable: false,
    });
    expect(data).not.toHaveProperty('lat');
    expect(data).not.toHaveProperty('distance_in_kilometers');
  }

  it("loja invites frota's courier found by CPF: masked until they accept, and their data is not loja's to change", async () => {
    const courier = app.sandbox.fleetCouriers(frotaUuid()).find((c) => c.registered_by === null && inviteOf(c, frotaUuid()).status === 2)!;
    const before = { email: courier.email, phone: courier.phone };

    const found = await call(loja, 'GET', `/api/box/v2/fleets/search-courier/${courier.cpf}`);
    expect(found.statusCode).toBe(200);
    expectNothingPersonal(found.body, courier);

    const invited = await call(loja, 'POST', '/api/box/v2/fleets/couriers', { courier_id: courier.uuid });
    expect(invited.statusCode).toBe(201);
    expectMasked(invited.json().data, courier);
    expect(invited.json().data.fleets).toEqual([expect.objectContaining({ status: 1, business_uuid: lojaUuid() })]);
    expectNothingPersonal(invited.body, courier);

    const one = await call(loja, 'GET', `/api/box/v2/fleets/couriers/${courier.uuid}`);
    expectMasked(one.json().data, courier);
    expectNothingPersonal(one.body, courier);
    const list = (search: string) => call(loja, 'GET', `/api/box/v2/fleets/couriers?status=1&limit=200&search=${encodeURIComponent(search)}`);
    const listed = await list(courier.name);
    expect(listed.json().data.map((c: { uuid: string }) => c.uuid)).toContain(courier.uuid);
    expectNothingPersonal(listed.body, courier);
    // Searching by what is masked would tell it: found by name only.
    expect((await list(courier.email)).json().data).toEqual([]);
    expect((await list(courier.cpf.slice(0, 9))).json().data).toEqual([]);

    const rewrite = await call(loja, 'PUT', `/api/box/v2/fleets/couriers/${courier.uuid}`, {
      name: courier.name,
      email: 'loja.reescreveu@email.com.br',
      cpf: courier.cpf,
      phone: '11911112222',
      address: 'Rua da Loja',
      lat: -23.5,
      lng: -46.6,
    });
    expect(rewrite.statusCode).toBe(403);
    expect(rewrite.json()).toEqual({ message: NO_PERMISSION, errors: [{ detail: NOT_REGISTERED_HERE }] });
    expect(courier).toMatchObject(before);
    expect((await call(frota, 'GET', `/api/box/v2/fleets/couriers/${courier.uuid}`)).json().data).toMatchObject({ ...before, masked: false });

    // Once the courier accepts loja's invite, loja sees their data; changing it is still the courier's.
    inviteOf(courier, lojaUuid()).status = 2;
    const accepted = (await call(loja, 'GET', `/api/box/v2/fleets/couriers/${courier.uuid}`)).json().data;
    expect(accepted).toMatchObject({ cpf: courier.cpf, email: courier.email, phone: courier.phone, address: courier.address, masked: false, editable: false });
    expect(typeof accepted.distance_in_kilometers).toBe('number');
    expect(
      (await call(loja, 'PUT', `/api/box/v2/fleets/couriers/${courier.uuid}`, { name: 'X', email: 'x@email.com.br', cpf: courier.cpf, phone: '11911112222' }))
        .statusCode,
    ).toBe(403);
    expect(courier.name).not.toBe('X');
  });

  it('the store that registered a courier sees and edits their data while the invite waits; another store that invites them does not', async () => {
    const cpf = makeCpf(new Random('privacy-courier'));
    const created = await call(frota, 'POST', '/api/box/v2/fleets/couriers', {
      name: 'Joana Prado Lima',
      email: 'joana.prado@email.com.br',
      cpf,
      phone: '11966665555',
      logisticx: true,
      vehicle_type: 1,
      city: 'São Paulo',
      state: 'SP',
      neighborhood: 'Pinheiros',
      address: 'Rua dos Pinheiros',
      number: '12',
      complement: null,
      zipcode: '05422-001',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ cpf, email: 'joana.prado@email.com.br', fleets: [{ status: 1 }], masked: false, editable: true });
    const courier = app.sandbox.couriers.get(created.json().data.uuid)!;
    const edited = await call(frota, 'PUT', `/api/box/v2/fleets/couriers/${courier.uuid}`, {
      name: 'Joana P. Lima',
      email: 'joana.p@email.com.br',
      cpf,
      phone: '11966665555',
    });
    expect(edited.statusCode).toBe(200);

    expect((await call(loja, 'POST', '/api/box/v2/fleets/couriers', { courier_id: courier.uuid })).statusCode).toBe(201);
    expectMasked((await call(loja, 'GET', `/api/box/v2/fleets/couriers/${courier.uuid}`)).json().data, courier);
    expect(
      (await call(loja, 'PUT', `/api/box/v2/fleets/couriers/${courier.uuid}`, { name: 'Outra', email: 'outra@email.com.br', cpf, phone: '11966665555' }))
        .statusCode,
    ).toBe(403);
    expect(courier).toMatchObject({ name: 'Joana P. Lima', email: 'joana.p@email.com.br' });
  });

  it('every courier read needs courier.show (403 in the error shape); with it the same reads answer', async () => {
    const roles = app.sandbox.rolesOf(frotaUuid());
    const profileWith = async (roleName: string) => {
      const email = `leitura.${roleName.toLowerCase()}.${Date.now()}@exemplo.com.br`;
      const role = roles.find((r) => r.display_name === roleName)!;
      const res = await call(frota, 'POST', '/api/box/v2/business-user', { name: `Perfil ${roleName}`, social_name: roleName, email, roles: [role.id] });
      expect(res.statusCode).toBe(201);
      return signIn(app, email);
    };
    const financeiro = await profileWith('Financeiro');
    const atendente = await profileWith('Atendente');
    const member = app.sandbox.fleetCouriers(frotaUuid()).find((c) => inviteOf(c, frotaUuid()).status === 2)!;
    const network = app.sandbox.networkCouriers()[1];
    const reads = [
      '/api/box/v2/fleets/couriers?status=1,2,3,4,5',
      `/api/box/v2/fleets/couriers/${member.uuid}`,
      `/api/box/v2/fleets/search-courier/${network.cpf}`,
    ];
    for (const url of reads) {
      const refused = await call(financeiro, 'GET', url);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: NO_PERMISSION, errors: [{ detail: NO_PERMISSION }] });
      expect(refused.body).not.toContain(member.cpf);
      expect((await call(atendente, 'GET', url)).statusCode).toBe(200);
    }
  });

  it("frota's demo fleet: accepted couriers in full; the others masked unless frota registered them (waiting, refused, cancelled, gone)", async () => {
    const all = (await call(frota, 'GET', '/api/box/v2/fleets/couriers?status=1,2,3,4,5&limit=200')).json().data as {
      uuid: string;
      cpf: string;
      masked: boolean;
      editable: boolean;
      fleets: { status: number }[];
    }[];
    expect(all.length).toBeGreaterThanOrEqual(140);
    const byStatus = (status: number) => all.filter((c) => c.fleets[0].status === status);
    expect(byStatus(2).every((c) => !c.masked && /^\d{11}$/.test(c.cpf))).toBe(true);
    const waiting = byStatus(1);
    expect(waiting.filter((c) => c.masked).length).toBeGreaterThanOrEqual(5);
    expect(waiting.filter((c) => !c.masked).length).toBeGreaterThanOrEqual(5);
    // Waiting, refused, cancelled or gone: masked unless frota registered them.
    for (const status of [3, 4, 5]) expect(byStatus(status).some((c) => c.masked)).toBe(true);
    for (const c of all.filter((courier) => courier.fleets[0].status !== 2)) {
      const registered = app.sandbox.couriers.get(c.uuid)!.registered_by === frotaUuid();
      expect({ masked: c.masked, editable: c.editable }).toEqual({ masked: !registered, editable: registered });
      if (c.masked) expect(c.cpf).toMatch(/^\d{3}\.\*\*\*\.\*\*\*-\d{2}$/);
    }
    // The accepted ones it did not register are shown in full and are not its to change.
    expect(byStatus(2).some((c) => !c.editable)).toBe(true);
  });
});

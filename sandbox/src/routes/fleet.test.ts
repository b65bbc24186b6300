import { createTestServer, signIn } from '../testing/helpers';
import { DEMO_ACCOUNTS } from '../domain/seed';
import { makeCpf } from '../domain/documents';
import { Random } from '../domain/random';

describe('fleet couriers', () => {
  const app = createTestServer();
  let cookie: string;
  beforeAll(async () => {
    await app.ready();
    cookie = await signIn(app, DEMO_ACCOUNTS.frota);
  });
  afterAll(() => app.close());
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('lists accepted couriers by distance by default, 15 a page, Laravel-style', async () => {
    const res = await call('GET', '/api/box/v2/fleets/couriers?page=1');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ current_page: 1, per_page: 15, total: 40, last_page: 3, prev_page_url: null });
    expect(page.next_page_url).toMatch(/page=2/);
    expect(page.data.every((c: any) => c.fleets[0].status === 2)).toBe(true);
    const distances = page.data.map((c: any) => c.distance_in_kilometers);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  });

  it('filters by status and search, history ordering by invite date', async () => {
    const all = (await call('GET', '/api/box/v2/fleets/couriers?status=1,2,3,4,5&limit=200')).json();
    expect(all.total).toBe(140);
    const history = (
      await call('GET', '/api/box/v2/fleets/couriers?limit=20&page=1&status=2&isCourierHistory=1&columnOrderBy=courier_fleets.updated_at&orderBy=DESC')
    ).json();
    const dates = history.data.map((c: any) => c.fleets[0].updated_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    // Found by CPF or e-mail only where the store sees them (fleet-privacy.test.ts): one it registered.
    const someone = all.data.filter((c: any) => c.editable)[7];
    const byCpf = (await call('GET', `/api/box/v2/fleets/couriers?status=1,2,3,4,5&search=${someone.cpf.slice(0, 9)}`)).json();
    expect(byCpf.data.map((c: any) => c.uuid)).toContain(someone.uuid);
    const byName = (await call('GET', `/api/box/v2/fleets/couriers?status=1,2,3,4,5&search=${encodeURIComponent(someone.name.toLowerCase())}`)).json();
    expect(byName.data.map((c: any) => c.uuid)).toContain(someone.uuid);
    expect((await call('GET', '/api/box/v2/fleets/couriers?status=9')).statusCode).toBe(400);
  });

  it('cancels pending invites and removes accepted couriers, nothing else', async () => {
    const all = (await call('GET', '/api/box/v2/fleets/couriers?status=1,2,3&limit=200')).json().data;
    const pending = all.find((c: any) => c.fleets[0].status === 1);
    const accepted = all.find((c: any) => c.fleets[0].status === 2);
    const refused = all.find((c: any) => c.fleets[0].status === 3);
    const cancel = await call('PATCH', `/api/box/v2/fleets/${pending.uuid}/change-status`, { status: 4 });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ message: 'Convite cancelado com sucesso!', data: { fleets: [{ status: 4 }] } });
    const remove = await call('PATCH', `/api/box/v2/fleets/${accepted.fleets[0].uuid}/change-status`, { status: 5 });
    expect(remove.json()).toMatchObject({ message: 'Entregador desativado com sucesso!', data: { fleets: [{ status: 5 }], working: false } });
    expect((await call('PATCH', `/api/box/v2/fleets/${refused.uuid}/change-status`, { status: 5 })).statusCode).toBe(422);
    expect((await call('PATCH', `/api/box/v2/fleets/${refused.uuid}/change-status`, { status: 2 })).statusCode).toBe(400);
  });

  it("another store's courier named by id (courier or invite uuid) is 404 and keeps its invite and data", async () => {
    const loja = await signIn(app, DEMO_ACCOUNTS.loja);
    const frota = app.sandbox.userByEmail(DEMO_ACCOUNTS.frota)!.business_uuid;
    const courier = app.sandbox.fleetCouriers(frota).find((c) => c.fleets[0].status === 2 && c.registered_by === frota)!;
    const before = JSON.stringify(courier);
    const as = (method: 'PUT' | 'PATCH', url: string, payload: object) => app.inject({ method, url, headers: { cookie: loja }, payload });
    const refused = [
      await as('PATCH', `/api/box/v2/fleets/${courier.uuid}/change-status`, { status: 5 }),
      await as('PATCH', `/api/box/v2/fleets/${courier.fleets[0].uuid}/change-status`, { status: 5 }),
      await as('PUT', `/api/box/v2/fleets/couriers/${courier.uuid}`, { name: 'Outro', email: 'outro@exemplo.com.br', cpf: courier.cpf, phone: '11987654321' }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([404, 404, 404]);
    expect(JSON.stringify(courier)).toBe(before);
  });

  it('looks a courier up by CPF: 400 invalid or already in the fleet, 404 new, 200 from another fleet or the network', async () => {
    expect((await call('GET', '/api/box/v2/fleets/search-courier/12345678900')).statusCode).toBe(400);
    const fresh = makeCpf(new Random('fresh-cpf'));
    const notFound = await call('GET', `/api/box/v2/fleets/search-courier/${fresh}`);
    expect(notFound.statusCode).toBe(404);
    const member = (await call('GET', '/api/box/v2/fleets/couriers?limit=1')).json().data[0];
    const already = await call('GET', `/api/box/v2/fleets/search-courier/${member.cpf}`);
    expect(already.statusCode).toBe(400);
    expect(already.json().errors[0].detail).toMatch(/frota/);
    const network = app.sandbox.networkCouriers()[0];
    const found = await call('GET', `/api/box/v2/fleets/search-courier/${network.cpf}`);
    expect(found.statusCode).toBe(200);
    // Only what the invite needs: no CPF, e-mail, address, position or fleets of another store (docs/decisions.md,
    // 'Nothing personal across stores').
    const national = network.phone.replace(/\D/g, '').replace(/^55/, '');
    expect(found.json().data).toEqual({ uuid: network.uuid, name: network.name, phone: `(${national.slice(0, 2)}) *****-${national.slice(-4)}` });
    expect(found.body).not.toContain(network.cpf);
    expect(found.body).not.toContain(network.email);
    const invited = await call('POST', '/api/box/v2/fleets/couriers', { courier_id: network.uuid });
    expect(invited.statusCode).toBe(201);
    expect(invited.json().data.fleets).toEqual([expect.objectContaining({ status: 1 })]);
  });

  it('creates a new courier (errors one by one) and edits it', async () => {
    const bad = await call('POST', '/api/box/v2/fleets/couriers', { name: '', email: 'x', cpf: '1', phone: '11' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.length).toBeGreaterThanOrEqual(4);
    const cpf = makeCpf(new Random('new-courier'));
    const created = await call('POST', '/api/box/v2/fleets/couriers', {
      name: 'Paulo Henrique Souza',
      email: 'paulo.souza@email.com.br',
      cpf,
      phone: '(11) 98888-7777',
      logisticx: true,
      vehicle_type: 1,
      city: 'São Paulo',
      state: 'SP',
      neighborhood: 'Pinheiros',
      address: 'Rua dos Pinheiros',
      number: '100',
      complement: null,
      zipcode: '05422-001',
    });
    expect(created.statusCode).toBe(201);
    const courier = created.json().data;
    expect(courier).toMatchObject({ name: 'Paulo Henrique Souza', phone: '5511988887777', vehicle_type: { id: 1, name: 'Moto' }, fleets: [{ status: 1 }] });
    expect(
      (
        await call('POST', '/api/box/v2/fleets/couriers', {
          name: 'Outro',
          email: 'outro@email.com.br',
          cpf,
          phone: '11977776666',
          vehicle_type: 2,
          address: 'Rua X',
          zipcode: '01000000',
        })
      ).statusCode,
    ).toBe(422);
    const edited = await call('PUT', `/api/box/v2/fleets/couriers/${courier.uuid}`, {
      name: 'Paulo H. Souza',
      email: 'paulo.h@email.com.br',
      cpf,
      phone: '11988887777',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ message: 'Entregador editado com sucesso!', data: { name: 'Paulo H. Souza' } });
    // An edit is checked as the registration is: a blank name or a phone without digits is refused, nothing stored.
    const blank = await call('PUT', `/api/box/v2/fleets/couriers/${courier.uuid}`, { name: '   ', email: 'paulo.h@email.com.br', cpf, phone: '(--) -----' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual([{ detail: 'Preencha o campo de Nome do entregador!' }, { detail: 'Preencha o campo de Celular do entregador!' }]);
    expect((await call('GET', `/api/box/v2/fleets/couriers/${courier.uuid}`)).json().data).toMatchObject({ name: 'Paulo H. Souza', phone: '5511988887777' });
    expect((await call('GET', `/api/box/v2/fleets/couriers/${courier.uuid}`)).json().data.email).toBe('paulo.h@email.com.br');
    const loja = await signIn(app, DEMO_ACCOUNTS.loja);
    expect((await app.inject({ method: 'GET', url: `/api/box/v2/fleets/couriers/${courier.uuid}`, headers: { cookie: loja } })).statusCode).toBe(404);
  });
});

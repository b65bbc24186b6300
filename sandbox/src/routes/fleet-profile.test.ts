import { createTestServer, signIn } from '../testing/helpers';
import { DEMO_ACCOUNTS } from '../domain/seed';
import { makeCpf } from '../domain/documents';
import { Random } from '../domain/random';

describe('fleet couriers: vehicle and geocoded address of the courier form', () => {
  const app = createTestServer();
  let cookie: string;
  beforeAll(async () => {
    await app.ready();
    cookie = await signIn(app, DEMO_ACCOUNTS.frota);
  });
  afterAll(() => app.close());
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('keeps the geocoded place of a new courier and edits vehicle and address with PUT', async () => {
    const cpf = makeCpf(new Random('profile-courier'));
    const created = await call('POST', '/api/box/v2/fleets/couriers', {
      name: 'Renata Alves',
      email: 'renata.alves@email.com.br',
      cpf,
      phone: '11977775555',
      logisticx: true,
      vehicle_type: 3,
      city: 'São Paulo',
      state: 'SP',
      neighborhood: 'Bela Vista',
      address: 'Avenida Paulista',
      number: '1000',
      complement: '',
      zipcode: '01310-100',
      lat: -23.5649,
      lng: -46.6527,
    });
    expect(created.statusCode).toBe(201);
    const courier = created.json().data;
    expect(courier).toMatchObject({
      lat: -23.5649,
      lng: -46.6527,
      vehicle_type: { id: 3, name: 'Bicicleta' },
      address: { address: 'Avenida Paulista', zipcode: '01310100' },
    });

    const edited = await call('PUT', `/api/box/v2/fleets/couriers/${courier.uuid}`, {
      name: 'Renata Alves',
      email: 'renata.alves@email.com.br',
      cpf,
      phone: '11977775555',
      vehicle_type: 2,
      address: 'Rua Augusta',
      number: '500',
      complement: 'Apto 3',
      neighborhood: 'Consolação',
      city: 'São Paulo',
      state: 'SP',
      zipcode: '01305-000',
      lat: -23.5534,
      lng: -46.6565,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      vehicle_type: { id: 2, name: 'Carro' },
      address: { address: 'Rua Augusta', number: '500', complement: 'Apto 3', neighborhood: 'Consolação', zipcode: '01305000' },
      lat: -23.5534,
      lng: -46.6565,
    });
  });

  it('keeps the vehicle and address when PUT sends only the four fields of the spec', async () => {
    // A courier frota registered: only then is their data frota's to change (fleet-privacy.test.ts).
    const member = (await call('GET', '/api/box/v2/fleets/couriers?limit=40')).json().data.find((c: { editable: boolean }) => c.editable);
    const res = await call('PUT', `/api/box/v2/fleets/couriers/${member.uuid}`, {
      name: member.name,
      email: member.email,
      cpf: member.cpf,
      phone: member.phone,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ vehicle_type: member.vehicle_type, address: member.address, lat: member.lat, lng: member.lng });
  });

  it('rejects a vehicle outside 1-3 and coordinates out of range', async () => {
    const member = (await call('GET', '/api/box/v2/fleets/couriers?limit=40')).json().data.find((c: { editable: boolean }) => c.editable);
    const base = { name: member.name, email: member.email, cpf: member.cpf, phone: member.phone };
    expect((await call('PUT', `/api/box/v2/fleets/couriers/${member.uuid}`, { ...base, vehicle_type: 7 })).statusCode).toBe(400);
    expect((await call('PUT', `/api/box/v2/fleets/couriers/${member.uuid}`, { ...base, lat: 123 })).statusCode).toBe(400);
  });
});

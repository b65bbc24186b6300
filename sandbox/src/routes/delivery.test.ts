import { createTestServer, signIn } from '../testing/helpers';
import { DEMO_ACCOUNTS } from '../domain/seed';
import { orderPayload } from '../testing/deliveryPayloads';

const SESSION = 'AbCdEfGh12345678';

describe('delivery: geo-service, range, quotes, can-spend', () => {
  const app = createTestServer();
  let cookie: string;
  beforeAll(async () => {
    await app.ready();
    cookie = await signIn(app, DEMO_ACCOUNTS.loja);
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { cookie, ...headers } });

  it('searches places accent- and case-insensitively and keeps a typed number in the place id', async () => {
    const res = await get(`/api/geo-service/places?term=${encodeURIComponent('rua augusta, 1500')}&sessionId=${SESSION}&cache=1`);
    expect(res.statusCode).toBe(200);
    const places = res.json().data as { id: string; formatted_address: string }[];
    expect(places[0]).toEqual({ id: 'sp-augusta:1500', formatted_address: 'Rua Augusta, 1500 - Consolação, São Paulo - SP, 01305-000, Brasil' });
    const accents = (await get(`/api/geo-service/places?term=${encodeURIComponent('avenida atlantica')}&sessionId=${SESSION}`)).json().data;
    expect(accents.map((p: { id: string }) => p.id)).toEqual(['rj-atlantica']);
    expect((await get(`/api/geo-service/places?term=zzzzz&sessionId=${SESSION}`)).json().data).toEqual([]);
  });

  it('needs a 16-character alphanumeric session id', async () => {
    expect((await get('/api/geo-service/places?term=Paulista&sessionId=curto')).statusCode).toBe(400);
    expect((await get('/api/geo-service/places?term=Paulista')).statusCode).toBe(400);
  });

  it('geocodes a place, moving the point with the number, and 404s an unknown place', async () => {
    const plain = (await get(`/api/geo-service/places/sp-paulista/geocode?sessionId=${SESSION}`)).json().data;
    expect(plain).toMatchObject({
      address: 'Avenida Paulista',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      country: 'BR',
      postal_code: '01310100',
      number: '',
    });
    const numbered = (await get(`/api/geo-service/places/sp-paulista/geocode?sessionId=${SESSION}&number=1000`)).json().data;
    expect(numbered.number).toBe('1000');
    expect(numbered.formatted_address).toContain('Avenida Paulista, 1000');
    expect(numbered.lat).not.toBe(plain.lat);
    const fromId = (await get(`/api/geo-service/places/sp-paulista%3A1000/geocode?sessionId=${SESSION}`)).json().data;
    expect(fromId).toEqual(numbered);
    const road = (await get(`/api/geo-service/places/sp-marginal-pinheiros/geocode?sessionId=${SESSION}`)).json().data;
    expect(road.neighborhood).toBe('');
    const missing = await get(`/api/geo-service/places/nada/geocode?sessionId=${SESSION}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Endereço não encontrado.');
  });

  it('checks the operating radius: errors only out of range', async () => {
    const inside = (await get('/api/box/v2/orders/check-range-distance/1/-23.5613/-46.6565')).json();
    expect(inside.data.in_range).toBe(true);
    expect(inside.errors).toBeUndefined();
    const rio = await get('/api/box/v2/orders/check-range-distance/1/-22.9711/-43.1822');
    expect(rio.statusCode).toBe(200);
    expect(rio.json()).toMatchObject({ data: { in_range: false, max_distance: 15 }, errors: [{ detail: 'Esse endereço está fora do seu raio de atuação' }] });
  });

  it('quotes by distance, with and without return, and refuses a point out of range', async () => {
    const near = (await get('/api/box/v2/orders/calculate-value/1/-23.5613/-46.6565?detailed=1')).json().data;
    const far = (await get('/api/box/v2/orders/calculate-value/1/-23.6009/-46.6655?detailed=1')).json().data;
    expect(far.distance).toBeGreaterThan(near.distance);
    expect(far.withoutReturn.suggested_value).toBeGreaterThan(near.withoutReturn.suggested_value);
    expect(near.withReturn.suggested_value).toBeCloseTo(near.withoutReturn.suggested_value * 1.5, 1);
    expect(near.withoutReturn.tax).toEqual({ delivery_tax: 1, tax: 1, flag_tax: 0, flag_id: null, flag_name: null });
    // Moema is beyond the 7 km of return trips from Rua Augusta.
    const moema = (await get('/api/box/v2/orders/calculate-value/1/-23.6078/-46.6658?detailed=1')).json().data;
    expect(moema.withReturn).toBeNull();
    const rio = await get('/api/box/v2/orders/calculate-value/1/-22.9711/-43.1822?detailed=1');
    expect(rio.statusCode).toBe(422);
  });

  it('adds the high-demand flag tax at dinner time (São Paulo)', async () => {
    const before = app.clock.now;
    app.clock.now = new Date('2026-11-23T22:30:00.000Z'); // 19:30 in São Paulo
    try {
      const quote = (await get('/api/box/v2/orders/calculate-value/1/-23.5613/-46.6565?detailed=1')).json().data;
      expect(quote.withoutReturn.tax).toEqual({ delivery_tax: 1, tax: 4, flag_tax: 3, flag_id: 2, flag_name: 'Alta demanda - jantar' });
    } finally {
      app.clock.now = before;
    }
  });

  it('can-spend answers 202 within the balance, 422 above it, 403 for another business', async () => {
    const uuid = app.sandbox.userByEmail(DEMO_ACCOUNTS.loja)!.business_uuid;
    const ok = await get(`/api/box/payment-service/v1/wallets/${uuid}/can-spend/20.5/1/0`);
    expect(ok.statusCode).toBe(202);
    expect(ok.json().data).toMatchObject({ can_spend: true, balance: 250, amount: 20.5, postpaid: false });
    const short = await get(`/api/box/payment-service/v1/wallets/${uuid}/can-spend/300/0/0`);
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe('Saldo insuficiente para adicionar o pedido!');
    const other = app.sandbox.userByEmail(DEMO_ACCOUNTS.frota)!.business_uuid;
    expect((await get(`/api/box/payment-service/v1/wallets/${other}/can-spend/1/0/0`)).statusCode).toBe(403);
  });

  it('can-spend always allows a postpaid store', async () => {
    const postpaid = await signIn(app, DEMO_ACCOUNTS.pospago);
    const uuid = app.sandbox.userByEmail(DEMO_ACCOUNTS.pospago)!.business_uuid;
    const res = await app.inject({ method: 'GET', url: `/api/box/payment-service/v1/wallets/${uuid}/can-spend/99999/1/0`, headers: { cookie: postpaid } });
    expect(res.statusCode).toBe(202);
    expect(res.json().data.postpaid).toBe(true);
  });
});

describe('delivery: validate and create', () => {
  const app = createTestServer();
  let cookie: string;
  beforeEach(async () => {
    await app.ready();
    cookie = await signIn(app, DEMO_ACCOUNTS.loja);
  });
  afterAll(() => app.close());

  const post = (url: string, payload: unknown, session = cookie) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie: session } });
  const business = () => app.sandbox.business(app.sandbox.userByEmail(DEMO_ACCOUNTS.loja)!.business_uuid);

  it('validates with the three statuses', async () => {
    const ok = await post('/api/order-hub/orders/validate/box-logisticx', orderPayload());
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, status: 'IMMEDIATE_DELIVERY', verify_id: 'v-1' });
    expect(ok.json().estimated_price.withReturn.suggested_value).toBeGreaterThan(ok.json().estimated_price.withoutReturn.suggested_value);

    const far = await post(
      '/api/order-hub/orders/validate/box-logisticx',
      orderPayload({ address: { ...orderPayload().address, lat: -22.9711, lng: -43.1822 } }),
    );
    expect(far.json()).toMatchObject({ success: false, status: 'ORDER_DISTANCE_VALIDATION' });

    const frota = await signIn(app, DEMO_ACCOUNTS.frota);
    const wallet = app.sandbox.wallet(app.sandbox.userByEmail(DEMO_ACCOUNTS.frota)!.business_uuid);
    expect(wallet.balance).toBe(10);
    const poor = await post(
      '/api/order-hub/orders/validate/box-logisticx',
      orderPayload({ courier_must_return: true, address: { ...orderPayload().address, lat: -23.6009, lng: -46.6655 } }),
      frota,
    );
    expect(poor.json()).toMatchObject({ success: false, status: 'BUSINESS_WITHOUT_BALANCE' });
  });

  it('creates several orders at once: live deliveries, wallet debited by quotes and taxes', async () => {
    const wallet = app.sandbox.wallet(business().uuid);
    const before = wallet.balance;
    const liveBefore = app.sandbox.orders(business().uuid).live().length;
    const res = await post('/api/order-hub/orders/multiple/box-logisticx', {
      data: [
        orderPayload(),
        orderPayload({ external_id: 'ext-2', courier_must_return: true, payments: [{ name: 'Cartão de Crédito / Débito', code: 'CARD' }] }),
      ],
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Pedidos criados com sucesso!' });
    expect(body.data).toHaveLength(2);
    expect(body.data[0].delivery.status.code).toBe('ALLOCATING');
    expect(body.data[1].courier_must_return).toBe(true);
    expect(body.data[0].final_total_price).toBe(91);
    expect(body.data[0].address.complement).toBe('Apto 12');
    expect(wallet.balance).toBeCloseTo(before - body.total, 2);
    expect(body.total).toBeCloseTo(body.data[0].delivery.estimated_price + body.data[1].delivery.estimated_price + 2, 2);
    expect(app.sandbox.orders(business().uuid).live().length).toBe(liveBefore + 2);

    // The delivery then moves through its statuses.
    app.simulation.tick({ force: true });
    const moved = app.sandbox.orders(business().uuid).get(body.data[0].uuid)!;
    expect(moved.delivery!.status.code).toBe('GOING_TO_ORIGIN');

    const details = await app.inject({ method: 'GET', url: `/api/order-hub/orders/${body.data[0].uuid}`, headers: { cookie } });
    expect(details.json().data.customer.name).toBe('Ana Souza');
  });

  it('rejects the whole delivery when one order is out of range, or when the balance is short', async () => {
    const store = app.sandbox.orders(business().uuid);
    const count = store.all().length;
    const far = await post('/api/order-hub/orders/multiple/box-logisticx', {
      data: [orderPayload(), orderPayload({ address: { ...orderPayload().address, lat: -22.9711, lng: -43.1822 } })],
    });
    expect(far.statusCode).toBe(422);
    expect(far.json().errors[0].detail).toBe('Pedido 2: Esse endereço está fora do seu raio de atuação');
    expect(store.all().length).toBe(count);

    const frota = await signIn(app, DEMO_ACCOUNTS.frota);
    // Whatever the simulation left it, frota@ has R$ 1,00: less than any delivery.
    const frotaWallet = app.sandbox.wallet(app.sandbox.userByEmail(DEMO_ACCOUNTS.frota)!.business_uuid);
    if (frotaWallet.balance > 1) frotaWallet.debit(frotaWallet.balance - 1, 'Ajuste de teste', app.sandbox.now());
    const poor = await post(
      '/api/order-hub/orders/multiple/box-logisticx',
      { data: [orderPayload({ address: { ...orderPayload().address, lat: -23.5629, lng: -46.6713 } })] },
      frota,
    );
    expect(poor.statusCode).toBe(422);
    expect(poor.json().errors[0].detail).toBe('Para montar essa entrega, é necessário efetuar uma recarga.');
  });

  it('refuses a return trip without a return quote and more than 4 orders', async () => {
    const moema = await post('/api/order-hub/orders/multiple/box-logisticx', {
      data: [orderPayload({ courier_must_return: true, address: { ...orderPayload().address, lat: -23.6078, lng: -46.6658 } })],
    });
    expect(moema.statusCode).toBe(422);
    expect(moema.json().errors[0].detail).toBe('Entrega com retorno indisponível para este endereço.');
    const five = await post('/api/order-hub/orders/multiple/box-logisticx', { data: Array.from({ length: 5 }, () => orderPayload()) });
    expect(five.statusCode).toBe(400);
  });

  it('puts a chosen fleet courier on the delivery (fleet store)', async () => {
    const frota = await signIn(app, DEMO_ACCOUNTS.frota);
    const fleetBusiness = app.sandbox.business(app.sandbox.userByEmail(DEMO_ACCOUNTS.frota)!.business_uuid);
    app.sandbox.wallet(fleetBusiness.uuid).credit(100, 'Recarga de teste', app.sandbox.now());
    const accepted = app.sandbox.fleetCouriers(fleetBusiness.uuid).find((c) => c.fleets.some((f) => f.business_uuid === fleetBusiness.uuid && f.status === 2))!;
    const res = await post(
      '/api/order-hub/orders/multiple/box-logisticx',
      { data: [orderPayload({ address: { ...orderPayload().address, lat: -23.5628, lng: -46.6824 } })], courier_id: accepted.uuid },
      frota,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data[0].delivery).toMatchObject({ courier_id: accepted.uuid, courier_name: accepted.name, status: { code: 'GOING_TO_ORIGIN' } });
    const waiting = app.sandbox.fleetCouriers(fleetBusiness.uuid).find((c) => c.fleets.some((f) => f.business_uuid === fleetBusiness.uuid && f.status === 1))!;
    const refused = await post('/api/order-hub/orders/multiple/box-logisticx', { data: [orderPayload()], courier_id: waiting.uuid }, frota);
    expect(refused.statusCode).toBe(422);
  });

  it('creates nothing twice: a create sent again with the same external ids (an answer lost to a time-out) answers the orders already made', async () => {
    const wallet = app.sandbox.wallet(business().uuid);
    const body = { data: [orderPayload({ external_id: 'retry-1' }), orderPayload({ external_id: 'retry-2' })] };
    const first = await post('/api/order-hub/orders/multiple/box-logisticx', body);
    expect(first.statusCode).toBe(201);
    const afterFirst = wallet.balance;
    const liveAfterFirst = app.sandbox.orders(business().uuid).live().length;
    const again = await post('/api/order-hub/orders/multiple/box-logisticx', { data: [...body.data, orderPayload({ external_id: 'retry-3' })] });
    expect(again.statusCode).toBe(201);
    expect(
      again
        .json()
        .data.slice(0, 2)
        .map((o: { uuid: string }) => o.uuid),
    ).toEqual(first.json().data.map((o: { uuid: string }) => o.uuid));
    // Only the new one is created and paid for; the total is what the answer's orders were charged.
    expect(app.sandbox.orders(business().uuid).live().length).toBe(liveAfterFirst + 1);
    const third = again.json().data[2];
    expect(third.external_reference).toBe('retry-3');
    expect(wallet.balance).toBeCloseTo(afterFirst - (again.json().total - first.json().total), 2);
    expect(again.json().total).toBeCloseTo(first.json().total + third.delivery.estimated_price + 1, 2);
    // The very same call again is its first answer.
    const replay = await post('/api/order-hub/orders/multiple/box-logisticx', body);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual({ ...first.json(), data: expect.any(Array) });
    expect(replay.json().data.map((o: { uuid: string }) => o.uuid)).toEqual(first.json().data.map((o: { uuid: string }) => o.uuid));
    expect(wallet.balance).toBeCloseTo(afterFirst - (again.json().total - first.json().total), 2);

    const reverse = {
      externalId: 'rev-retry',
      totalAmount: 50,
      needReturn: false,
      reverse_logistic: true,
      origin: {
        name: 'Carlos Lima',
        address: { street: 'Rua Oscar Freire', number: '200', neighborhood: 'Jardim Paulista', city: 'São Paulo', state: 'SP', lat: -23.5629, lng: -46.6713 },
      },
      destination: 'business',
    };
    const r1 = await post('/api/box/v2/default-edp/task', reverse);
    const r2 = await post('/api/box/v2/default-edp/task', reverse);
    expect(r2.json().data.uuid).toBe(r1.json().data.uuid);
  });

  it('creates a reverse task with the permission, refuses without it', async () => {
    const res = await post('/api/box/v2/default-edp/task', {
      externalId: 'rev-1',
      totalAmount: 80,
      needReturn: false,
      reverse_logistic: true,
      origin: {
        name: 'Carlos Lima',
        phone: '5511912345678',
        address: {
          street: 'Rua Oscar Freire',
          number: '200',
          neighborhood: 'Jardim Paulista',
          city: 'São Paulo',
          state: 'SP',
          zipCode: '01426001',
          lat: -23.5629,
          lng: -46.6713,
        },
      },
      destination: 'business',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Pedido criado com sucesso!',
      data: { delivery_mode: 'REVERSE', final_total_price: 80, customer: { name: 'Carlos Lima' } },
    });
    const pospago = await signIn(app, DEMO_ACCOUNTS.pospago);
    const denied = await post(
      '/api/box/v2/default-edp/task',
      {
        externalId: 'rev-2',
        totalAmount: 10,
        needReturn: false,
        reverse_logistic: true,
        origin: { name: 'X', address: { street: 'Rua Augusta', lat: -23.5537, lng: -46.6544 } },
        destination: 'business',
      },
      pospago,
    );
    expect(denied.statusCode).toBe(403);
  });
});

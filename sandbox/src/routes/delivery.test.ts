import { createTestServer, signIn } from '../testing/helpers';
import { DEMO_ACCOUNTS } from '../domain/seed';

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

let payloadCount = 0;

/** A staged order as the new form sends it (spec part-1 §3), each with an external id of its own. */
export function orderPayload(overrides: Record<string, unknown> = {}) {
  payloadCount += 1;
  return {
    external_id: `ext-${payloadCount}`,
    short_external_reference: 'EXT1',
    courier_must_return: false,
    address: {
      city: 'São Paulo',
      country: 'BR',
      lat: -23.5613,
      lng: -46.6565,
      neighborhood: 'Bela Vista',
      postal_code: '01310100',
      state: 'SP',
      street_name: 'Avenida Paulista',
      street_number: '1000',
      complement: 'Apto 12',
    },
    customer: { document: null, name: 'Ana Souza', phone: '5511987654321' },
    payments: [{ name: 'Dinheiro', code: 'DIN', change_for: 100 }],
    delivery_datetime: '2026-11-23T15:00:00+03:00',
    preparation_start: '2026-11-23T15:00:00+03:00',
    order_created_at: '2026-11-23T15:00:00+03:00',
    preparation_time_in_seconds: 0,
    marketplace_name: 'Portal do Comerciante',
    marketplace_id: 'BOX_LOGISTICX',
    items: [{ name: 'Pizza', price: 45.5, quantity: 2, external_id: null }],
    observations: 'Sem cebola',
    delivery_type: 'DELIVERY',
    verify_id: 'v-1',
    ...overrides,
  };
}

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

export function legacyOrder(overrides: Record<string, unknown> = {}) {
  return {
    client_name: 'Beatriz Santos',
    phone: '5511987654321',
    total_value: 120,
    delivery_value: 12.5,
    order_payment_type_id: 5,
    exchange: null,
    marketplace_name: 'Pizzaria Bella Napoli',
    business_platform: 'Ifood',
    business_order_id: 'IF-123',
    business_order_date: '2026-11-23',
    shipping_type: 'Entrega normal',
    obs: 'Portão azul',
    cotation: 12.5,
    address: {
      street: 'Rua Haddock Lobo',
      number: '595',
      neighborhood: 'Cerqueira César',
      city: 'São Paulo',
      state: 'SP',
      zipCode: '01414001',
      complement: null,
      lat: -23.5598,
      lng: -46.6652,
    },
    ...overrides,
  };
}

describe('delivery: legacy builder create (POST v2/orders)', () => {
  const app = createTestServer();
  let cookie: string;
  beforeAll(async () => {
    await app.ready();
    cookie = await signIn(app, DEMO_ACCOUNTS.loja);
  });
  afterAll(() => app.close());

  const post = (payload: unknown, session = cookie) =>
    app.inject({ method: 'POST', url: '/api/box/v2/orders', payload: payload as object, headers: { cookie: session } });

  it('creates the list of orders as live deliveries with the total value, platform and payment', async () => {
    const res = await post({
      courier_must_return: false,
      multiple: [
        legacyOrder(),
        legacyOrder({ client_name: 'Caio', order_payment_type_id: 3, exchange: 150, business_platform: '', business_order_id: null, shipping_type: 'Malote' }),
      ],
    });
    expect(res.statusCode).toBe(201);
    const [first, second] = res.json().data;
    expect(first).toMatchObject({
      final_total_price: 120,
      marketplace_name: 'Ifood',
      external_reference: 'IF-123',
      payments: [{ code: 'ONLINE', name: 'Pagamento Online' }],
      delivery: { status: { code: 'ALLOCATING' } },
    });
    expect(second.payments[0]).toMatchObject({ code: 'DIN', change_for: 150 });
    expect(second.observations).toBe('Tipo de envio: Malote — Portão azul');
  });

  it('requires the return for card and meal-voucher payments', async () => {
    const res = await post({ courier_must_return: false, multiple: [legacyOrder({ order_payment_type_id: 1 })] });
    expect(res.statusCode).toBe(422);
    expect((await post({ courier_must_return: true, multiple: [legacyOrder({ order_payment_type_id: 4, business_order_id: 'IF-VR-1' })] })).statusCode).toBe(
      201,
    );
  });

  it('checks change, platforms, shipping types, the 4-order limit and reverse mode', async () => {
    expect((await post({ courier_must_return: false, multiple: [legacyOrder({ order_payment_type_id: 3, exchange: 50 })] })).json().errors[0].detail).toBe(
      'Pedido 1: O troco não pode ser menor que o valor total do pedido!',
    );
    expect((await post({ courier_must_return: false, multiple: [legacyOrder({ business_platform: 'Outro' })] })).statusCode).toBe(400);
    expect((await post({ courier_must_return: false, multiple: [legacyOrder({ shipping_type: 'Expresso' })] })).statusCode).toBe(400);
    expect((await post({ courier_must_return: false, multiple: Array.from({ length: 5 }, () => legacyOrder()) })).statusCode).toBe(400);
    expect((await post({ courier_must_return: false, reverse_logistic: true, multiple: [legacyOrder(), legacyOrder()] })).statusCode).toBe(422);
    const reverse = await post({ courier_must_return: false, reverse_logistic: true, multiple: [legacyOrder({ business_order_id: 'IF-REV-1' })] });
    expect(reverse.statusCode).toBe(201);
    expect(reverse.json().data[0].delivery_mode).toBe('REVERSE');
  });
});

describe('delivery: a legacy order early in the day is in the live list', () => {
  /** 10:00 in São Paulo (13:00 UTC): the order's date began 10 hours ago, more than the live list's 6. */
  const TEN_AM = new Date('2026-11-23T13:00:00.000Z');
  const app = createTestServer({ now: () => TEN_AM });
  let cookie: string;
  beforeAll(async () => {
    await app.ready();
    cookie = await signIn(app, DEMO_ACCOUNTS.loja);
  });
  afterAll(() => app.close());

  it("is stamped with the moment it was created, not the midnight of its 'Data do pedido', and listed in 'Em andamento'", async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/box/v2/orders',
      payload: { courier_must_return: false, multiple: [legacyOrder({ business_order_id: 'IF-MORNING', business_order_date: '2026-11-23' })] },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(201);
    const [created] = res.json().data;
    expect(created.order_created_at).toBe(TEN_AM.toISOString());
    const live = await app.inject({ method: 'GET', url: '/api/order-hub/list-orders?inprogress=1&last_hours=6&limit=100', headers: { cookie } });
    expect(live.statusCode).toBe(200);
    expect(live.json().data.map((o: { uuid: string }) => o.uuid)).toContain(created.uuid);
  });
});

describe('delivery: an external id or key sent again with another body (409)', () => {
  const app = createTestServer();
  let cookie: string;
  beforeEach(async () => {
    await app.ready();
    cookie = await signIn(app, DEMO_ACCOUNTS.loja);
  });
  afterAll(() => app.close());

  const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie } });
  const MULTIPLE = '/api/order-hub/orders/multiple/box-logisticx';
  const business = () => app.sandbox.business(app.sandbox.userByEmail(DEMO_ACCOUNTS.loja)!.business_uuid);
  /** The store's orders and balance: a refused call must leave both as they were. */
  const state = () => ({ orders: app.sandbox.orders(business().uuid).all().length, balance: app.sandbox.wallet(business().uuid).balance });

  it('refuses the same external id with another order: 409 in the error shape, in pt-BR, and nothing created or debited', async () => {
    const order = orderPayload({ external_id: 'dup-1' });
    expect((await post(MULTIPLE, { data: [order] })).statusCode).toBe(201);
    const before = state();
    const other = await post(MULTIPLE, { data: [{ ...order, customer: { ...order.customer, name: 'Outra Pessoa' } }] });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({
      message: 'Este ID de pedido já foi usado com outros dados.',
      errors: [{ detail: "O ID 'dup-1' já é de outro pedido desta loja. Para criar um pedido novo, use outro ID." }],
    });
    // With a new order beside it: the whole call is refused, the new order too.
    const mixed = await post(MULTIPLE, { data: [orderPayload(), { ...order, items: [{ name: 'Pizza', price: 45.5, quantity: 3, external_id: null }] }] });
    expect(mixed.statusCode).toBe(409);
    expect(mixed.json().errors).toEqual([{ detail: "Pedido 2: o ID 'dup-1' já é de outro pedido desta loja. Para criar um pedido novo, use outro ID." }]);
    expect(state()).toEqual(before);
  });

  it('compares the order as meant: key order, blank and null fields and the moment of sending do not make it another', async () => {
    const order = orderPayload({ external_id: 'same-1', observations: 'Sem cebola' });
    const first = await post(MULTIPLE, { data: [order] });
    expect(first.statusCode).toBe(201);
    const before = state();
    // Keys in another order, text with spaces around it, a null written as absent, and the portal's new stamps.
    const { address, customer, ...rest } = order;
    const resent = {
      ...Object.fromEntries(Object.entries(rest).reverse()),
      observations: '  Sem cebola ',
      customer: { phone: customer.phone, name: customer.name },
      address: Object.fromEntries(Object.entries(address).reverse()),
      delivery_datetime: '2026-11-23T15:03:10+03:00',
      preparation_start: '2026-11-23T15:03:10+03:00',
      order_created_at: '2026-11-23T15:03:10+03:00',
    };
    const again = await post(MULTIPLE, { data: [resent] });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(state()).toEqual(before);
  });

  it("refuses an external id that an order of the store already has from elsewhere (a marketplace's)", async () => {
    const marketplace = app.sandbox.orders(business().uuid).all()[0];
    const res = await post(MULTIPLE, { data: [orderPayload({ external_id: marketplace.external_reference })] });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].detail).toContain(`'${marketplace.external_reference}'`);
  });

  it('refuses the same external id twice in one call (400), and forgets a refused call', async () => {
    const twice = await post(MULTIPLE, { data: [orderPayload({ external_id: 'twice' }), orderPayload({ external_id: 'twice' })] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({
      message: 'Dados inválidos. Verifique os campos e tente novamente.',
      errors: [{ detail: "O ID 'twice' aparece em mais de um pedido desta entrega." }],
    });
    // Out of range: refused, nothing made, so the id is still free for the corrected order.
    const far = await post(MULTIPLE, {
      data: [orderPayload({ external_id: 'fixed-later', address: { ...orderPayload().address, lat: -22.9711, lng: -43.1822 } })],
    });
    expect(far.statusCode).toBe(422);
    expect((await post(MULTIPLE, { data: [orderPayload({ external_id: 'fixed-later' })] })).statusCode).toBe(201);
  });

  it('answers a repeated id again for 24 hours; after that the id is only taken', async () => {
    const order = orderPayload({ external_id: 'day-1' });
    expect((await post(MULTIPLE, { data: [order] })).statusCode).toBe(201);
    const start = app.clock.now;
    try {
      app.clock.now = new Date(start.getTime() + 23 * 3_600_000);
      cookie = await signIn(app, DEMO_ACCOUNTS.loja);
      expect((await post(MULTIPLE, { data: [order] })).statusCode).toBe(201);
      app.clock.now = new Date(start.getTime() + 25 * 3_600_000);
      cookie = await signIn(app, DEMO_ACCOUNTS.loja);
      expect((await post(MULTIPLE, { data: [order] })).statusCode).toBe(409);
    } finally {
      app.clock.now = start;
    }
  });

  it('reverse task: the same externalId with the same task answers it, with another task 409', async () => {
    const task = {
      externalId: 'rev-dup',
      totalAmount: 50,
      needReturn: false,
      reverse_logistic: true,
      origin: { name: 'Carlos Lima', address: { street: 'Rua Oscar Freire', number: '200', neighborhood: 'Jardim Paulista', lat: -23.5629, lng: -46.6713 } },
      destination: 'business',
    };
    const first = await post('/api/box/v2/default-edp/task', task);
    expect(first.statusCode).toBe(201);
    const before = state();
    expect((await post('/api/box/v2/default-edp/task', task)).json()).toEqual(first.json());
    const other = await post('/api/box/v2/default-edp/task', { ...task, totalAmount: 60 });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('Este ID de pedido já foi usado com outros dados.');
    // An order hub create under the reverse task's id is another order too.
    expect((await post(MULTIPLE, { data: [orderPayload({ external_id: 'rev-dup' })] })).statusCode).toBe(409);
    expect(state()).toEqual(before);
  });

  it("legacy builder: business_order_id is the order's external id, and idempotency_key keys the whole call", async () => {
    const body = { courier_must_return: false, multiple: [legacyOrder({ business_order_id: 'IF-900' })] };
    const first = await post('/api/box/v2/orders', body);
    expect(first.statusCode).toBe(201);
    let before = state();
    // The same order with another copy of the quote (shown at another moment) is the same order.
    const requoted = await post('/api/box/v2/orders', {
      ...body,
      multiple: [legacyOrder({ business_order_id: 'IF-900', cotation: 14.5, delivery_value: 14.5 })],
    });
    expect(requoted.json()).toEqual(first.json());
    const other = await post('/api/box/v2/orders', { ...body, multiple: [legacyOrder({ business_order_id: 'IF-900', total_value: 130 })] });
    expect(other.statusCode).toBe(409);
    expect(state()).toEqual(before);

    // Orders without a platform id: the call's key makes a lost answer safe to send again.
    const keyed = {
      courier_must_return: false,
      idempotency_key: 'entrega-legada-0001',
      multiple: [legacyOrder({ business_platform: '', business_order_id: null })],
    };
    const made = await post('/api/box/v2/orders', keyed);
    expect(made.statusCode).toBe(201);
    before = state();
    expect((await post('/api/box/v2/orders', keyed)).json()).toEqual(made.json());
    const changed = await post('/api/box/v2/orders', { ...keyed, courier_must_return: true });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({
      message: 'Esta entrega já foi enviada com outros dados.',
      errors: [
        {
          detail:
            'A chave de idempotência (idempotency_key) já foi usada em outra entrega desta loja, com outros pedidos ou opções. Para uma nova entrega, envie uma nova chave.',
        },
      ],
    });
    expect(state()).toEqual(before);
  });

  it('keeps the ids of each store apart', async () => {
    const order = orderPayload({ external_id: 'shared-id' });
    expect((await post(MULTIPLE, { data: [order] })).statusCode).toBe(201);
    const franquia = await signIn(app, DEMO_ACCOUNTS.franquia);
    const elsewhere = await app.inject({ method: 'POST', url: MULTIPLE, payload: { data: [order] }, headers: { cookie: franquia } });
    expect(elsewhere.statusCode).toBe(201);
  });
});

describe('delivery: amounts are reais with at most 2 decimals', () => {
  const app = createTestServer();
  let cookie: string;
  beforeAll(async () => {
    await app.ready();
    cookie = await signIn(app, DEMO_ACCOUNTS.loja);
  });
  afterAll(() => app.close());

  const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie } });
  const refused = (field: string) => ({
    message: 'Dados inválidos. Verifique os campos e tente novamente.',
    errors: [{ detail: `O campo '${field}' deve ter no máximo 2 casas decimais (centavos).` }],
  });
  const item = (price: number) => [{ name: 'Pizza', price, quantity: 1, external_id: null }];
  const cash = (change: number) => [{ name: 'Dinheiro', code: 'DIN', change_for: change }];

  it('validate and create (order hub): item prices and change', async () => {
    for (const url of ['/api/order-hub/orders/validate/box-logisticx']) {
      expect((await post(url, orderPayload({ items: item(49.999) }))).json()).toEqual(refused('items.0.price'));
      expect((await post(url, orderPayload({ payments: cash(100.001) }))).json()).toEqual(refused('payments.0.change_for'));
      expect((await post(url, orderPayload({ items: item(49.99), payments: cash(0.29) }))).statusCode).toBe(200);
    }
    const multiple = '/api/order-hub/orders/multiple/box-logisticx';
    const res = await post(multiple, { data: [orderPayload(), orderPayload({ items: [...item(10), ...item(49.999)] })] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused('data.1.items.1.price'));
    expect((await post(multiple, { data: [orderPayload({ payments: cash(50.5) }), orderPayload({ payments: cash(0.005) })] })).json()).toEqual(
      refused('data.1.payments.0.change_for'),
    );
    expect((await post(multiple, { data: [orderPayload({ items: item(0.1), payments: cash(1234.56) })] })).statusCode).toBe(201);
  });

  it('reverse task: total and item prices', async () => {
    const task = (extra: Record<string, unknown>) => ({
      externalId: `rev-cents-${Math.random()}`,
      totalAmount: 50,
      needReturn: false,
      reverse_logistic: true,
      origin: { name: 'Carlos Lima', address: { street: 'Rua Oscar Freire', lat: -23.5629, lng: -46.6713 } },
      destination: 'business',
      ...extra,
    });
    expect((await post('/api/box/v2/default-edp/task', task({ totalAmount: 49.999 }))).json()).toEqual(refused('totalAmount'));
    expect((await post('/api/box/v2/default-edp/task', task({ items: item(12.345) }))).json()).toEqual(refused('items.0.price'));
    expect((await post('/api/box/v2/default-edp/task', task({ totalAmount: 49.99 }))).statusCode).toBe(201);
  });

  it("legacy builder: the order's value, change and quote", async () => {
    for (const field of ['total_value', 'delivery_value', 'cotation']) {
      const res = await post('/api/box/v2/orders', { courier_must_return: false, multiple: [legacyOrder({ business_order_id: null, [field]: 120.005 })] });
      expect(res.json()).toEqual(refused(`multiple.0.${field}`));
    }
    const change = await post('/api/box/v2/orders', {
      courier_must_return: false,
      multiple: [legacyOrder({ business_order_id: null, order_payment_type_id: 3, exchange: 150.999 })],
    });
    expect(change.json()).toEqual(refused('multiple.0.exchange'));
    expect(
      (await post('/api/box/v2/orders', { courier_must_return: false, multiple: [legacyOrder({ business_order_id: null, total_value: 120.05 })] })).statusCode,
    ).toBe(201);
  });

  it('can-spend: the amount of the path', async () => {
    const uuid = app.sandbox.userByEmail(DEMO_ACCOUNTS.loja)!.business_uuid;
    const get = (amount: string) =>
      app.inject({ method: 'GET', url: `/api/box/payment-service/v1/wallets/${uuid}/can-spend/${amount}/0/0`, headers: { cookie } });
    expect((await get('49.999')).json()).toEqual(refused('amount'));
    expect((await get('12.15')).statusCode).toBe(202);
  });
});

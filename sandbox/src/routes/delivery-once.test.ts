import { createTestServer, signIn } from '../testing/helpers';
import { DEMO_ACCOUNTS } from '../domain/seed';
import { legacyOrder, orderPayload } from '../testing/deliveryPayloads';

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

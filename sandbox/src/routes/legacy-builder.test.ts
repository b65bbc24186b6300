import { createTestServer, signIn } from '../testing/helpers';
import { DEMO_ACCOUNTS } from '../domain/seed';
import { legacyOrder } from '../testing/deliveryPayloads';

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

import { createTestServer, LOGIN_URL, signIn } from '../testing/helpers';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../domain/seed';

/**
 * A body is taken as sent (docs/decisions.md, 'A body is taken as sent'): a value of another type is refused with 400
 * and the error shape, never coerced — a list of one is not its item, a number in text is not a number — and a choice
 * must be one the server listed, by its own name (not 'toString' or '__proto__' found through the prototype).
 */
describe('strict input', () => {
  const app = createTestServer();
  let cookie = '';
  beforeAll(async () => {
    await app.ready();
    cookie = await signIn(app, DEMO_ACCOUNTS.loja);
  });
  afterAll(() => app.close());

  const send = (method: 'POST' | 'PUT', url: string, payload: unknown, as = cookie) =>
    app.inject({ method, url, headers: { cookie: as, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
  const shaped = (body: { message?: unknown; errors?: { detail?: unknown }[] }) =>
    typeof body.message === 'string' && typeof body.errors?.[0]?.detail === 'string';
  const loja = () => app.sandbox.business(app.sandbox.userByEmail(DEMO_ACCOUNTS.loja)!.business_uuid);
  const balance = async () => (await app.inject({ method: 'GET', url: '/api/box/v2/balance', headers: { cookie } })).json().data.balance as number;

  it('refuses an amount sent as a list or as text, and credits nothing', async () => {
    const before = await balance();
    const url = `/api/box/payment-service/v1/logisticx/credits/${loja().uuid}`;
    for (const amount of [[50], '50']) {
      const res = await send('POST', url, { amount, type: 4 });
      expect(res.statusCode).toBe(400);
      expect(shaped(res.json())).toBe(true);
    }
    expect(await balance()).toBe(before);
    // The same call with a number is taken.
    expect((await send('POST', url, { amount: 50, type: 4 })).statusCode).toBeLessThan(300);
  });

  it('refuses an e-mail or a password sent as a list at sign-in', async () => {
    for (const payload of [
      { email: [DEMO_ACCOUNTS.loja], password: DEMO_PASSWORD },
      { email: DEMO_ACCOUNTS.loja, password: [DEMO_PASSWORD] },
    ]) {
      const res = await send('POST', LOGIN_URL, payload, '');
      expect(res.statusCode).toBe(400);
      expect(shaped(res.json())).toBe(true);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it("refuses a cancel reason the server did not list, 'toString' and '__proto__' included, and cancels nothing", async () => {
    const orders = app.sandbox.orders(loja().uuid);
    const order = orders.all().find((o) => o.delivery?.status.code === 'ALLOCATING')!;
    for (const cancel_reason of ['toString', '__proto__', 'constructor', 'hasOwnProperty', 'NAO_EXISTE']) {
      const res = await send('POST', `/api/order-hub/orders/${order.uuid}/cancel`, { cancel_reason });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Motivo de cancelamento inválido.' });
    }
    expect(orders.require(order.uuid).delivery?.status.code).toBe('ALLOCATING');
    expect(orders.require(order.uuid).cancel_reason ?? null).toBeNull();
  });
});

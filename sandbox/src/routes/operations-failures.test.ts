import { createTestServer, signIn } from '../testing/helpers';
import { DEMO_ACCOUNTS } from '../domain/seed';
import { OUT_OF_RANGE_STREET } from '../data/streets';
import { FAILURE_TEXTS } from '../domain/deliveries';

describe('orders/failures/validation', () => {
  const app = createTestServer();
  beforeAll(() => app.ready());
  afterAll(() => app.close());

  const failures = (cookie: string, uuids: string[]) =>
    app.inject({
      method: 'GET',
      url: `/api/order-hub/orders/failures/validation?${uuids.map((u) => `uuids[]=${encodeURIComponent(u)}`).join('&')}`,
      headers: { cookie },
    });

  it("explains why a prepaid store's orders stay 'Processando' without balance", async () => {
    const cookie = await signIn(app, DEMO_ACCOUNTS.loja);
    const user = app.sandbox.userByEmail(DEMO_ACCOUNTS.loja)!;
    const store = app.sandbox.orders(user.business_uuid);
    const [waiting, dispatched] = [
      store.all().find((o) => !o.delivery && !o.to_approve && o.status.code === 'PROCESSING'),
      store.all().find((o) => o.delivery),
    ];
    expect(dispatched).toBeDefined();
    const processing =
      waiting ??
      (() => {
        const o = store.all().find((x) => x.delivery && x.delivery.status.code === 'ALLOCATING')!;
        o.delivery = null;
        o.status = { id: 0, code: 'PROCESSING', description: 'Processando' };
        return o;
      })();
    const wallet = app.sandbox.wallet(user.business_uuid);
    const spend = jest.spyOn(wallet, 'canSpend').mockReturnValue(false);
    try {
      const res = await failures(cookie, [processing.uuid, dispatched!.uuid, 'desconhecido']);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { [processing.uuid]: FAILURE_TEXTS.noBalance } });
    } finally {
      spend.mockRestore();
    }
    expect((await failures(cookie, [processing.uuid])).json()).toEqual({ data: {} });

    const address = { ...processing.address };
    Object.assign(processing.address, { lat: OUT_OF_RANGE_STREET.lat, lng: OUT_OF_RANGE_STREET.lng });
    expect((await failures(cookie, [processing.uuid])).json()).toEqual({ data: { [processing.uuid]: FAILURE_TEXTS.outOfRange } });
    Object.assign(processing.address, address);
  });

  it('answers one uuid given alone, nothing for none, and keeps other stores out', async () => {
    const cookie = await signIn(app, DEMO_ACCOUNTS.pospago);
    const loja = app.sandbox.userByEmail(DEMO_ACCOUNTS.loja)!;
    const foreign = app.sandbox.orders(loja.business_uuid).all()[0];
    expect((await failures(cookie, [foreign.uuid])).json()).toEqual({ data: {} });
    const none = await app.inject({ method: 'GET', url: '/api/order-hub/orders/failures/validation', headers: { cookie } });
    expect(none.json()).toEqual({ data: {} });
  });
});

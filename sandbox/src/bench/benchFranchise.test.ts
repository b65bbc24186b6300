import { createTestServer, signIn } from '../testing/helpers';
import { DEMO_ACCOUNTS } from '../domain/seed';
import { BENCH_FRANCHISE_ACCOUNT, BENCH_FRANCHISE_ID, BENCH_FRANCHISE_STORES, BENCH_STORE_ORDERS, seedBenchFranchise } from './benchFranchise';

describe('bench franchise seed (SANDBOX_BENCH_SEED=1 only)', () => {
  const app = createTestServer();
  const demoOrders = () => Object.values(DEMO_ACCOUNTS).map((email) => app.sandbox.orders(app.sandbox.userByEmail(email)!.business_uuid).all().length);
  let before: number[];
  beforeAll(async () => {
    await app.ready();
    before = demoOrders();
    seedBenchFranchise(app.sandbox);
  });
  afterAll(() => app.close());

  it('gives its main user 50 stores, each answering its own live lists with its own token', async () => {
    const cookie = await signIn(app, BENCH_FRANCHISE_ACCOUNT);
    const user = app.sandbox.userByEmail(BENCH_FRANCHISE_ACCOUNT)!;
    const res = await app.inject({ method: 'GET', url: `/api/order-hub/business/franchise/${BENCH_FRANCHISE_ID}/${user.id}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const stores = (res.json() as { data: { uuid: string }[] }).data;
    expect(stores).toHaveLength(BENCH_FRANCHISE_STORES);
    // The portal reads each store's tokens from its business details at sign-in (businesses/{uuid}?withToken=1).
    for (const { uuid } of [stores[0]!, stores[49]!]) {
      const store = app.sandbox.business(uuid);
      const live = await app.inject({
        method: 'GET',
        url: '/api/order-hub/list-orders?inprogress=1&last_hours=6&page=1&limit=20&timezone=-180',
        headers: { cookie, authorization: store.order_hub_token },
      });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toMatchObject({ meta: { total: BENCH_STORE_ORDERS.live } });
      const waiting = await app.inject({
        method: 'GET',
        url: '/api/order-hub/list-orders?to_approve=true&page=1&limit=20&timezone=-180',
        headers: { cookie, authorization: store.order_hub_token },
      });
      expect(waiting.json()).toMatchObject({ meta: { total: BENCH_STORE_ORDERS.toApprove } });
    }
  });

  it('leaves the demo accounts as they were', () => {
    expect(demoOrders()).toEqual(before);
  });
});

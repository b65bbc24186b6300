import { createTestServer, signIn } from '../testing/helpers';
import { DEMO_ACCOUNTS } from '../domain/seed';
import { BENCH_ACCOUNT, BENCH_LIVE_ORDERS, seedBench } from './benchSeed';

/**
 * The bench seeds BENCH_LIVE_ORDERS; here a few pages' worth is enough: the orders are spread over the same
 * 5 hours whatever their number, so what holds for 60 holds for 1,100, and one seeded server serves both tests.
 */
const LIVE_ORDERS = 60;

describe('bench seed (SANDBOX_BENCH_SEED=1 only)', () => {
  const app = createTestServer();
  /** What the D6 accounts hold, to compare after the bench store is added. */
  const demoState = () =>
    Object.values(DEMO_ACCOUNTS).map((email) => {
      const uuid = app.sandbox.userByEmail(email)!.business_uuid;
      return { email, orders: app.sandbox.orders(uuid).all().length, balance: app.sandbox.wallet(uuid).balance, users: app.sandbox.usersOf(uuid).length };
    });
  let before: ReturnType<typeof demoState>;
  let businesses: number;
  beforeAll(async () => {
    await app.ready();
    before = demoState();
    businesses = app.sandbox.businesses.size;
    seedBench(app.sandbox, LIVE_ORDERS);
  });
  afterAll(() => app.close());

  it('adds a store whose in-progress list of the last 6 hours pages through every seeded order (the bench: more than 1,000)', async () => {
    expect(BENCH_LIVE_ORDERS).toBeGreaterThan(1_000);
    const cookie = await signIn(app, BENCH_ACCOUNT);
    const page = async (n: number) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/order-hub/list-orders?inprogress=1&last_hours=6&page=${n}&limit=20&timezone=-180`,
        headers: { cookie },
      });
      expect(res.statusCode).toBe(200);
      return res.json() as { data: unknown[]; meta: { total: number; last_page: number } };
    };
    const first = await page(1);
    expect(first.data).toHaveLength(20);
    expect(first.meta).toMatchObject({ total: LIVE_ORDERS, last_page: LIVE_ORDERS / 20 });
    expect((await page(LIVE_ORDERS / 20)).data).toHaveLength(20);
  });

  it('leaves the demo accounts as they were', () => {
    expect(app.sandbox.businesses.size).toBe(businesses + 1);
    expect(demoState()).toEqual(before);
  });
});

import { createTestServer, signIn } from '../testing/helpers';
import { BENCH_ACCOUNT, seedBench } from './benchSeed';

describe('bench seed (SANDBOX_BENCH_SEED=1 only)', () => {
  it('adds a store whose in-progress list pages through more than 1,000 live orders', async () => {
    const app = createTestServer();
    seedBench(app.sandbox, 1_040);
    const cookie = await signIn(app, BENCH_ACCOUNT);
    const page = (n: number) =>
      app.inject({
        method: 'GET',
        url: `/api/order-hub/list-orders?inprogress=1&last_hours=6&page=${n}&limit=20&timezone=-180`,
        headers: { cookie },
      });
    const first = await page(1);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toHaveLength(20);
    expect(first.json().meta.total).toBeGreaterThanOrEqual(1_040);
    const fiftySecond = await page(52);
    expect(fiftySecond.json().data).toHaveLength(20);
    await app.close();
  });

  it('leaves the demo accounts as they were', async () => {
    const plain = createTestServer();
    const benched = createTestServer();
    seedBench(benched.sandbox, 40);
    expect(benched.sandbox.businesses.size).toBe(plain.sandbox.businesses.size + 1);
    const loja = (app: typeof plain) => app.sandbox.userByEmail('loja@exemplo.com.br')!.business_uuid;
    expect(benched.sandbox.orders(loja(benched)).all().length).toBe(plain.sandbox.orders(loja(plain)).all().length);
    await plain.close();
    await benched.close();
  });
});

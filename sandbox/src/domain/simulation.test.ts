import { createTestServer, signIn } from '../testing/helpers';
import { DEMO_ACCOUNTS } from './seed';
import { DELIVERY_STATUSES, isFinal } from './statuses';
import { creditsOf } from './walletCredits';
import { addCredits } from './topUpPlacing';
import { PIX_PAID_AFTER_MS } from './topUpTerms';
import { DEMO_TOP_UP_DESCRIPTION } from './simulation';

describe('delivery simulation', () => {
  const app = createTestServer();
  beforeAll(() => app.ready());
  afterAll(() => app.close());

  it('moves a delivery one status at a time, assigning a courier when it leaves ALLOCATING', () => {
    const business = app.sandbox.business(app.sandbox.userByEmail(DEMO_ACCOUNTS.loja)!.business_uuid);
    const store = app.sandbox.orders(business.uuid);
    const order = store.all().find((o) => o.delivery?.status.code === 'ALLOCATING')!;
    app.simulation.tick(); // schedules every live delivery, moves nothing yet
    expect(order.delivery!.status.code).toBe('ALLOCATING');
    app.clock.now = new Date(app.clock.now.getTime() + 41_000);
    app.simulation.tick();
    expect(['GOING_TO_ORIGIN', 'CANCELLED']).toContain(order.delivery!.status.code);
    if (order.delivery!.status.code === 'GOING_TO_ORIGIN') {
      expect(order.delivery).toMatchObject({
        courier_name: expect.any(String),
        courier_phone: expect.stringMatching(/^55/),
        track_url: expect.stringMatching(/^\/api\/box\/v2\/tracking\//),
      });
      expect(order.status.description).toBe(DELIVERY_STATUSES.GOING_TO_ORIGIN.description);
    }
    expect(order.status_history.at(-1)!.new_status).toBe(order.delivery!.status.code);
  });

  it('brings every delivery to a final status, dispatches orders without delivery and keeps stores supplied', () => {
    const business = app.sandbox.business(app.sandbox.userByEmail(DEMO_ACCOUNTS.loja)!.business_uuid);
    const store = app.sandbox.orders(business.uuid);
    const original = store
      .all()
      .filter((o) => !isFinal(o.status.code))
      .map((o) => o.uuid);
    for (let i = 0; i < 10; i += 1) app.simulation.tick({ force: true });
    const after = original.map((uuid) => store.get(uuid)!);
    expect(after.every((o) => o.delivery && isFinal(o.delivery.status.code))).toBe(true);
    expect(after.filter((o) => o.delivery!.status.code === 'COMPLETED').length).toBeGreaterThan(original.length / 2);
    // one new marketplace order arrives per round while the store is short of live orders
    expect(store.all().filter((o) => !original.includes(o.uuid) && Date.parse(o.order_created_at) >= app.clock.now.getTime()).length).toBe(10);
    expect(store.live().length).toBeGreaterThan(0);
    const wallet = app.sandbox.wallet(business.uuid);
    expect(wallet.statement()[0].balance).toBe(wallet.balance);
  });

  it('leaves orders waiting for approval alone and dispatches them on approval', async () => {
    const business = app.sandbox.business(app.sandbox.userByEmail(DEMO_ACCOUNTS.pospago)!.business_uuid);
    const store = app.sandbox.orders(business.uuid);
    const waiting = store.all().find((o) => o.to_approve)!;
    app.simulation.tick({ force: true });
    expect(waiting.to_approve).toBe(true);
    store.approve(waiting.uuid);
    expect(waiting).toMatchObject({ to_approve: false, delivery: { status: { code: 'ALLOCATING' } } });
    const cookie = await signIn(app, DEMO_ACCOUNTS.pospago);
    const res = await app.inject({ method: 'GET', url: '/api/order-hub/list-orders?to_approve=true&limit=100', headers: { cookie } });
    expect(res.json().data.map((o: any) => o.uuid)).not.toContain(waiting.uuid);
  });

  it('runs in the background only when asked', async () => {
    expect(app.simulation.running).toBe(false);
    const { buildServer } = await import('../server');
    const live = buildServer({ simulation: true });
    await live.ready();
    expect(live.simulation.running).toBe(true);
    await live.close();
    expect(live.simulation.running).toBe(false);
  });

  it('pays a pending Pix once its simulated payment time has come', () => {
    const business = app.sandbox.business(app.sandbox.userByEmail(DEMO_ACCOUNTS.frota)!.business_uuid);
    const { code } = addCredits(app.sandbox, business, { amount: 80, type: 4 }, app.clock.now);
    const status = () => creditsOf(app.sandbox, business).topUps.find((t) => t.code === code)!.status;
    app.simulation.tick();
    expect(status()).toBe('PENDING');
    app.clock.now = new Date(app.clock.now.getTime() + PIX_PAID_AFTER_MS);
    app.simulation.tick();
    expect(status()).toBe('PAID');
  });

  it('leaves a prepaid store its reserve: below it, its simulated deliveries are paid by a demo top-up and still move', () => {
    const business = app.sandbox.business(app.sandbox.userByEmail(DEMO_ACCOUNTS.loja)!.business_uuid);
    const wallet = app.sandbox.wallet(business.uuid);
    if (wallet.balance > 100) wallet.debit(wallet.balance - 100, 'Ajuste de teste', app.clock.now);
    const store = app.sandbox.orders(business.uuid);
    const waiting = store
      .live()
      .filter((o) => !o.delivery)
      .map((o) => o.uuid);
    for (let i = 0; i < 3; i += 1) app.simulation.tick({ force: true });
    expect(wallet.balance).toBe(100);
    expect(waiting.every((uuid) => store.get(uuid)!.delivery)).toBe(true);
    expect(wallet.statement().some((line) => line.business_description === DEMO_TOP_UP_DESCRIPTION)).toBe(true);
  });
});

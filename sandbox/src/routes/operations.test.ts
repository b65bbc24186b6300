import { createTestServer, signIn } from '../testing/helpers';
import { REPORT_INTERVAL_MS, REPORT_MESSAGES } from './operations';
import { COURIER_STEP_MS } from './operations-nearby';
import { DEMO_ACCOUNTS } from '../domain/seed';
import { DELIVERY_STATUSES, FINAL_STATUSES } from '../domain/statuses';

describe('orders, banners and nearby couriers', () => {
  const app = createTestServer();
  let cookie: string;
  beforeAll(async () => {
    await app.ready();
    cookie = await signIn(app, DEMO_ACCOUNTS.loja);
  });
  afterAll(() => app.close());

  const list = async (query: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/order-hub/list-orders?${query}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return res.json() as { data: any[]; meta: any; count?: number };
  };

  it('counts the dashboard tiles', async () => {
    const allocating = await list('filter=&page=1&limit=10000&get_total=1&timezone=-180&delivery_status=ALLOCATING&last_hours=6');
    expect(allocating.meta.total).toBe(5);
    // get_total=1 answers the spec's count (part-1 §3); a list without it carries none.
    expect(allocating.count).toBe(5);
    expect((await list('inprogress=1&last_hours=6&page=1&limit=20&timezone=-180')).count).toBeUndefined();
    const inDelivery = await list(
      'page=1&limit=20&get_total=1&timezone=-180&last_hours=6&delivery_status=GOING_TO_ORIGIN,ARRIVED_AT_ORIGIN,GOING_TO_DESTINATION,ARRIVED_AT_DESTINATION,RETURNING_TO_ORIGIN,RETURNED_TO_ORIGIN',
    );
    expect(inDelivery.meta.total).toBe(16);
    expect(inDelivery.data).toHaveLength(16);
    const today = '2026-11-23';
    const closed = await list(
      `page=1&limit=20&get_total=1&timezone=-180&delivery_status=COMPLETED,CANCELLED,COURIER_DELIVERED,COURIER_NOT_DELIVERED&start_in=${today}&finish_in=${today}`,
    );
    expect(closed.meta.total).toBeGreaterThan(0);
    expect(closed.meta).toMatchObject({ start_date: today, end_date: today });
    for (const o of closed.data) {
      const local = new Date(Date.parse(o.order_created_at) - 180 * 60_000).toISOString().slice(0, 10);
      expect(local).toBe(today);
    }
    expect((await list('to_approve=true&page=1&limit=20&timezone=-180')).meta.total).toBe(0);
  });

  it('lists live orders (with and without delivery) newest first, paginated', async () => {
    const page1 = await list('inprogress=1&last_hours=6&page=1&limit=20&timezone=-180');
    expect(page1.meta).toMatchObject({ total: 24, per_page: 20, current_page: 1, last_page: 2 });
    expect(page1.meta.pagination.links.previous).toBeNull();
    expect(page1.meta.pagination.links.next).toMatch(/^\/api\/order-hub\/list-orders\?.*page=2/);
    const times = page1.data.map((o) => Date.parse(o.order_created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const page2 = await list('inprogress=1&last_hours=6&page=2&limit=20&timezone=-180');
    expect(page2.data).toHaveLength(4);
    expect(page2.meta.pagination.links.next).toBeNull();
    const all = [...page1.data, ...page2.data];
    expect(all.some((o) => o.delivery === null && o.status.description === 'Processando')).toBe(true);
    const liveDescriptions = new Set(all.filter((o) => o.delivery).map((o) => o.delivery.status.description));
    expect(liveDescriptions).toEqual(
      new Set(
        Object.values(DELIVERY_STATUSES)
          .filter((s) => s.id < 8)
          .map((s) => s.description),
      ),
    );
  });

  it('filters the history by period, status, courier, customer and search', async () => {
    const history = await list(`dates_default_interval=10&delivery_status=${FINAL_STATUSES.join(',')}&page=1&limit=15&timezone=-180`);
    expect(history.meta.total).toBeGreaterThan(45);
    expect(history.meta).toMatchObject({ per_page: 15, start_date: '2026-11-14', end_date: '2026-11-23' });
    const sample = history.data.find((o) => o.delivery?.courier_name)!;
    const byCourier = await list(`courier_name=${encodeURIComponent(sample.delivery.courier_name.toUpperCase())}&dates_default_interval=10&limit=100`);
    expect(byCourier.data.every((o) => o.delivery.courier_name === sample.delivery.courier_name)).toBe(true);
    const byCustomer = await list(
      `customer_name=${encodeURIComponent(
        sample.customer.name
          .split(' ')[0]
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, ''),
      )}&limit=100`,
    );
    expect(byCustomer.data.map((o) => o.uuid)).toContain(sample.uuid);
    const byAddress = await list(
      `customer_address=${encodeURIComponent(sample.address.street_name)}&customer_number=${sample.address.street_number}&limit=100`,
    );
    expect(byAddress.data.map((o) => o.uuid)).toContain(sample.uuid);
    const bySearch = await list(`multiple_search=${sample.short_external_reference}&limit=100`);
    expect(bySearch.data.map((o) => o.uuid)).toContain(sample.uuid);
    const cancelled = await list('delivery_status=CANCELLED&dates_default_interval=10&limit=100');
    expect(cancelled.data.length).toBeGreaterThan(0);
    expect(cancelled.data.every((o) => o.delivery.status.code === 'CANCELLED')).toBe(true);
    expect(cancelled.data.some((o) => o.delivery.provider.id === 'cargo' && o.delivery.order_revision_id === null)).toBe(true);
    const oneDay = await list('start_in=2026-11-20&finish_in=2026-11-20&timezone=-180&limit=100');
    expect(oneDay.data.length).toBeGreaterThan(0);
  });

  it('rejects bad filters with 400 in the error shape', async () => {
    for (const query of ['page=0', 'limit=abc', 'timezone=muito', 'start_in=ontem']) {
      const res = await app.inject({ method: 'GET', url: `/api/order-hub/list-orders?${query}`, headers: { cookie } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String), errors: [expect.objectContaining({ detail: expect.any(String) })] });
    }
    const reversed = await app.inject({ method: 'GET', url: '/api/order-hub/list-orders?start_in=2026-11-22&finish_in=2026-11-20', headers: { cookie } });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors[0].detail).toBe('A data inicial não pode ser posterior a data final');
  });

  it('returns one order by uuid, 404 for an unknown or foreign one', async () => {
    const [first] = (await list('limit=1')).data;
    const res = await app.inject({ method: 'GET', url: `/api/order-hub/orders/${first.uuid}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ uuid: first.uuid, origin: { name: 'Pizzaria Bella Napoli' } });
    expect((await app.inject({ method: 'GET', url: '/api/order-hub/orders/nao-existe', headers: { cookie } })).statusCode).toBe(404);
    const other = app.sandbox.orders(app.sandbox.userByEmail(DEMO_ACCOUNTS.frota)!.business_uuid).all()[0];
    expect((await app.inject({ method: 'GET', url: `/api/order-hub/orders/${other.uuid}`, headers: { cookie } })).statusCode).toBe(404);
  });

  it('answers banners and nearby couriers around the store', async () => {
    const banners = (await app.inject({ method: 'GET', url: '/api/box/v2/business-banners/active', headers: { cookie } })).json().data;
    expect(banners.length).toBeGreaterThanOrEqual(3);
    expect(banners.some((b: any) => b.link === null)).toBe(true);
    const nearby = (await app.inject({ method: 'GET', url: '/api/box/v2/fleets/couriers/nearbys', headers: { cookie } })).json().data;
    expect(nearby.length).toBeGreaterThanOrEqual(5);
    const store = app.sandbox.business(app.sandbox.userByEmail(DEMO_ACCOUNTS.loja)!.business_uuid);
    for (const c of nearby) {
      expect(Math.abs(c.lat - store.address.lat)).toBeLessThan(0.01);
      expect(Math.abs(c.lng - store.address.lng)).toBeLessThan(0.01);
    }
  });
});

describe('nearby couriers on the move', () => {
  const app = createTestServer();
  afterAll(() => app.close());

  it('are the same couriers a step further on each tick, and still near the store', async () => {
    await app.ready();
    const cookie = await signIn(app, DEMO_ACCOUNTS.loja);
    const read = async () => (await app.inject({ method: 'GET', url: '/api/box/v2/fleets/couriers/nearbys', headers: { cookie } })).json().data as any[];
    const before = await read();
    expect(await read()).toEqual(before); // the same instant: the same places
    app.clock.now = new Date(app.clock.now.getTime() + COURIER_STEP_MS);
    const after = await read();
    expect(after.map((c) => c.uuid)).toEqual(before.map((c) => c.uuid));
    for (const [i, c] of after.entries()) {
      const moved = Math.hypot(c.lat - before[i].lat, c.lng - before[i].lng);
      expect(moved).toBeGreaterThan(0);
      // A step is a few metres: at most 0.0003° (about 33 m).
      expect(moved).toBeLessThan(0.0003);
    }
  });
});

describe("'Gerar relatório' (orders/report)", () => {
  const app = createTestServer();
  beforeAll(() => app.ready());
  afterAll(() => app.close());

  it('accepts the history filter, counts what the report holds, and takes one request per user every 10 minutes', async () => {
    const cookie = await signIn(app, DEMO_ACCOUNTS.loja);
    const body = {
      dates_default_interval: 10,
      delivery_status: 'COMPLETED,CANCELLED,COURIER_DELIVERED,COURIER_NOT_DELIVERED',
      page: 1,
      limit: 15,
      timezone: -180,
    };
    const report = () => app.inject({ method: 'POST', url: '/api/order-hub/orders/report', headers: { cookie }, payload: body });
    const query = new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, String(v)]));
    const history = (await app.inject({ method: 'GET', url: `/api/order-hub/list-orders?${query}`, headers: { cookie } })).json();

    const first = await report();
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ message: REPORT_MESSAGES.requested, orders: history.meta.total });
    const again = await report();
    expect([again.statusCode, again.json().message]).toEqual([429, REPORT_MESSAGES.tooSoon]);
    app.clock.now = new Date(app.clock.now.getTime() + REPORT_INTERVAL_MS + 1_000);
    expect((await report()).statusCode).toBe(202);
  });

  it('refuses a filter the contract does not know, and needs a session', async () => {
    const cookie = await signIn(app, DEMO_ACCOUNTS.frota);
    expect((await app.inject({ method: 'POST', url: '/api/order-hub/orders/report', headers: { cookie }, payload: { start_in: 'ontem' } })).statusCode).toBe(
      400,
    );
    expect((await app.inject({ method: 'POST', url: '/api/order-hub/orders/report', payload: {} })).statusCode).toBe(401);
  });
});

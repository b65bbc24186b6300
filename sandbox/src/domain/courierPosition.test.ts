import { createTestServer, signIn } from '../testing/helpers';
import { courierPosition, LEG_MS } from './courierPosition';
import type { Order } from './model';
import { DEMO_ACCOUNTS } from './seed';

const store = { lat: -23.5617, lng: -46.656 };
const customer = { lat: -23.5505, lng: -46.6333 };
const distance = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => Math.hypot(a.lat - b.lat, a.lng - b.lng);

function order(code: string, since: Date, courier: string | null = 'courier-1'): Order {
  return {
    uuid: 'order-1',
    address: customer,
    status_history: [{ new_status: code, datetime: since.toISOString() }],
    delivery: { id: 'delivery-1', courier_id: courier, status: { id: 4, code, description: '' }, dispatched_at: since.toISOString() },
  } as unknown as Order;
}

describe("a delivery's courier position", () => {
  const start = new Date('2026-11-24T12:00:00Z');
  const at = (ms: number) => new Date(start.getTime() + ms);

  it('rides from the store to the customer along its leg, and stays near the customer on arrival', () => {
    const going = order('GOING_TO_DESTINATION', start);
    const first = courierPosition(going, store, at(0))!;
    const half = courierPosition(going, store, at(LEG_MS / 2))!;
    const end = courierPosition(going, store, at(LEG_MS * 3))!;
    expect(distance(first, store)).toBeLessThan(0.0005);
    expect(distance(half, customer)).toBeLessThan(distance(first, customer));
    expect(distance(end, customer)).toBeLessThan(0.0005);
    // Never quite still: a few metres further 5 s later.
    expect(courierPosition(going, store, at(LEG_MS * 3 + 5_000))).not.toEqual(end);
  });

  it('is null while no courier rides: allocating, no courier yet, or the delivery ended', () => {
    expect(courierPosition(order('ALLOCATING', start), store, at(0))).toBeNull();
    expect(courierPosition(order('GOING_TO_ORIGIN', start, null), store, at(0))).toBeNull();
    expect(courierPosition(order('COMPLETED', start), store, at(0))).toBeNull();
  });

  describe('in the answers of list-orders and orders/{id}', () => {
    const app = createTestServer();
    afterAll(() => app.close());

    it('comes with every live delivery that has a courier, and moves between two reads', async () => {
      await app.ready();
      const cookie = await signIn(app, DEMO_ACCOUNTS.loja);
      const live = async () =>
        (await app.inject({ method: 'GET', url: '/api/order-hub/list-orders?inprogress=1&last_hours=6&limit=100', headers: { cookie } })).json()
          .data as Order[];
      const riding = (await live()).find((o) => o.delivery?.courier_id && o.delivery.status.code === 'GOING_TO_DESTINATION')!;
      const position = (riding.delivery as unknown as { courier_position: { lat: number; lng: number } }).courier_position;
      expect(position).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
      app.clock.now = new Date(app.clock.now.getTime() + 5_000);
      const one = (await app.inject({ method: 'GET', url: `/api/order-hub/orders/${riding.uuid}`, headers: { cookie } })).json().data;
      expect(one.delivery.courier_position).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
      expect(one.delivery.courier_position).not.toEqual(position);
    });
  });
});

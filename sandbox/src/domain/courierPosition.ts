import type { LatLng, Order } from './model';
import { Random } from './random';

/** How long a leg of a delivery takes in the sandbox (a status lasts 20–40 s): the courier rides along it meanwhile. */
export const LEG_MS = 40_000;

/** A courier is never quite still (a turn round the block, a place to stop): a few metres, a new place every 5 s. */
const WANDER_STEP_MS = 5_000;
const WANDER_DEGREES = 0.00012;

function along(from: LatLng, to: LatLng, fraction: number, now: Date): LatLng {
  const step = Math.floor(now.getTime() / WANDER_STEP_MS);
  return {
    lat: Math.round((from.lat + (to.lat - from.lat) * fraction + Math.sin(step * 0.9) * WANDER_DEGREES) * 1e6) / 1e6,
    lng: Math.round((from.lng + (to.lng - from.lng) * fraction + Math.cos(step * 0.9) * WANDER_DEGREES) * 1e6) / 1e6,
  };
}

/** Where the courier of a delivery waits when it is called: a few streets from the store, the same for a delivery. */
function courierStart(order: Order, store: LatLng): LatLng {
  const random = new Random(`courier-start:${order.delivery?.id ?? order.uuid}`);
  const angle = random.float(0, Math.PI * 2);
  const radius = random.float(0.003, 0.007);
  return { lat: store.lat + Math.sin(angle) * radius, lng: store.lng + Math.cos(angle) * radius };
}

/**
 * Where a delivery's courier is now (docs/decisions.md, 'Couriers that move'): riding to the store, waiting there,
 * riding to the customer, back to the store, along the leg of the current status as the sandbox clock runs (a few
 * metres more on each read). Null while no courier rides for it (still allocating, or ended).
 */
export function courierPosition(order: Order, store: LatLng, now: Date): LatLng | null {
  const delivery = order.delivery;
  if (!delivery?.courier_id) return null;
  const since = Date.parse(order.status_history.at(-1)?.datetime ?? delivery.dispatched_at ?? now.toISOString());
  const fraction = Math.min(1, Math.max(0, (now.getTime() - since) / LEG_MS));
  const customer = { lat: order.address.lat, lng: order.address.lng };
  switch (delivery.status.code) {
    case 'GOING_TO_ORIGIN':
      return along(courierStart(order, store), store, fraction, now);
    case 'ARRIVED_AT_ORIGIN':
    case 'RETURNED_TO_ORIGIN':
      return along(store, store, 1, now);
    case 'GOING_TO_DESTINATION':
      return along(store, customer, fraction, now);
    case 'ARRIVED_AT_DESTINATION':
      return along(customer, customer, 1, now);
    case 'RETURNING_TO_ORIGIN':
      return along(customer, store, fraction, now);
    default:
      return null;
  }
}

/** The orders as the API answers them: each delivery with its courier's position now (the stored orders untouched). */
export function withCourierPositions<T extends Order>(orders: T[], store: LatLng, now: Date): T[] {
  return orders.map((order) => (order.delivery ? { ...order, delivery: { ...order.delivery, courier_position: courierPosition(order, store, now) } } : order));
}

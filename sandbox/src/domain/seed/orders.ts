import type { Business, Delivery, DeliveryStatusCode, Order } from '../model';
import { trackingUrl, type Sandbox } from '../sandbox';
import { type Random, round2, round6 } from '../random';
import { makeCpf, makeMobile } from '../documents';
import { deliveryPrice } from '../orderBook';
import { formatHubDate, formatOrderAddress } from '../orderPayload';
import { ORDER_PROCESSING, ORDER_WAITING_APPROVAL, statusRef } from '../statuses';
import { SAO_PAULO_STREETS, distanceKm } from '../../data/streets';
import { COMPLEMENTS, MARKETPLACES, MENUS, type Menu, OBSERVATIONS, PAYMENTS } from './menus';
import { personName } from './people';

/** Orders and their deliveries: each store's live list and history, and the simulation's new orders (buildOrder). */

/** A store's live orders, by state: how many of each (the first 3 without delivery yet). */
const LIVE_PLAN: readonly (DeliveryStatusCode | 'PROCESSING')[] = (
  [
    ['PROCESSING', 3],
    ['ALLOCATING', 5],
    ['GOING_TO_ORIGIN', 4],
    ['ARRIVED_AT_ORIGIN', 3],
    ['GOING_TO_DESTINATION', 4],
    ['ARRIVED_AT_DESTINATION', 2],
    ['RETURNING_TO_ORIGIN', 2],
    ['RETURNED_TO_ORIGIN', 1],
  ] as const
).flatMap(([code, count]) => Array<DeliveryStatusCode | 'PROCESSING'>(count).fill(code));

const FLOW: readonly DeliveryStatusCode[] = [
  'ALLOCATING',
  'GOING_TO_ORIGIN',
  'ARRIVED_AT_ORIGIN',
  'GOING_TO_DESTINATION',
  'ARRIVED_AT_DESTINATION',
  'RETURNING_TO_ORIGIN',
  'RETURNED_TO_ORIGIN',
];

/** The menu of a store, by its name (the bench's copy of a store has the same). */
const menuOf = (business: Business): Menu =>
  business.fantasy_name.startsWith('Pizzaria')
    ? 'pizza'
    : business.fantasy_name.startsWith('Burger')
      ? 'burger'
      : business.fantasy_name.startsWith('Sushi')
        ? 'japanese'
        : business.fantasy_name.startsWith('Padaria')
          ? 'bakery'
          : 'pharmacy';

/** Builds a realistic order of `business` created at `at`, its delivery in `code` (or none). */
export function buildOrder(
  sandbox: Sandbox,
  business: Business,
  random: Random,
  at: Date,
  code: DeliveryStatusCode | 'PROCESSING' | 'TO_APPROVE',
  options: { provider?: Delivery['provider']['id']; revision?: boolean } = {},
): Order {
  const store = sandbox.orders(business.uuid);
  const nearby = SAO_PAULO_STREETS.filter((s) => distanceKm(s, business.address) < 7);
  const street = random.pick(nearby.length >= 5 ? nearby : SAO_PAULO_STREETS);
  const number = String(random.int(12, 2800));
  const lat = round6(street.lat + random.float(-0.002, 0.002));
  const lng = round6(street.lng + random.float(-0.002, 0.002));
  const menu = MENUS[menuOf(business)];
  const itemCount = random.int(1, 4);
  const items = Array.from({ length: itemCount }, (_, i) => {
    const item = random.pick(menu);
    return {
      name: item.name,
      price: item.price,
      quantity: random.weighted<number>([
        [1, 6],
        [2, 3],
        [3, 1],
      ]),
      external_id: `SKU-${1000 + menu.indexOf(item)}-${i}`,
    };
  });
  const total = round2(items.reduce((sum, i) => sum + i.price * i.quantity, 0));
  const payment = random.weighted<(typeof PAYMENTS)[number]>([
    [PAYMENTS[0], 5],
    [PAYMENTS[1], 2],
    [PAYMENTS[2], 4],
  ] as const);
  const withReturn =
    code === 'RETURNING_TO_ORIGIN' || code === 'RETURNED_TO_ORIGIN' || payment.code === 'CARD' || (payment.code === 'DIN' && random.chance(0.5));
  const marketplace = random.weighted<(typeof MARKETPLACES)[number]>([
    [MARKETPLACES[0], 5],
    [MARKETPLACES[1], 2],
    [MARKETPLACES[2], 1],
    [MARKETPLACES[3], 1],
    [MARKETPLACES[4], 3],
  ] as const);
  const external = `${marketplace.id.slice(0, 2)}${random.digits(10)}`;
  const customerName = personName(random);
  const complement = random.pick(COMPLEMENTS);
  const iso = at.toISOString();
  const order: Order = {
    uuid: random.uuid(),
    delivery_uuid: null,
    box_id: null,
    merchant_id: business.uuid,
    created_at: { date: formatHubDate(at), timezone_type: 3, timezone: 'UTC' },
    marketplace_name: marketplace.name,
    marketplace_id: marketplace.id,
    external_reference: external,
    short_external_reference: external.slice(-4),
    customer: { name: customerName, document: random.chance(0.4) ? makeCpf(random) : null, phone: makeMobile(random) },
    address: {
      street_name: street.street,
      street_number: number,
      neighborhood: street.neighborhood,
      city: street.city,
      state: street.state,
      country: 'BR',
      postal_code: street.zipCode.replace('-', ''),
      complement,
      lat,
      lng,
      formatted: formatOrderAddress(street.street, number, street.neighborhood, street.city, street.state, street.zipCode),
    },
    complement,
    origin: { name: business.fantasy_name },
    items,
    payments: [{ name: payment.name, code: payment.code, change_for: payment.code === 'DIN' ? Math.ceil((total + 1) / 50) * 50 : null }],
    final_total_price: total,
    observations: random.pick(OBSERVATIONS),
    delivery_mode: business.reverse_logistic_permission === '1' && random.chance(0.05) ? 'REVERSE' : 'DELIVERY',
    with_return: withReturn,
    courier_must_return: withReturn,
    order_created_at: iso,
    preparation_start: iso,
    delivery_at: new Date(at.getTime() + random.int(30, 55) * 60_000).toISOString(),
    status: code === 'TO_APPROVE' ? { ...ORDER_WAITING_APPROVAL } : { ...ORDER_PROCESSING },
    status_history: [{ new_status: code === 'TO_APPROVE' ? 'TO_APPROVE' : 'PROCESSING', datetime: iso }],
    delivery: null,
    to_approve: code === 'TO_APPROVE',
    cancel_reason: null,
  };
  if (code === 'TO_APPROVE' || code === 'PROCESSING') return order;

  const distance = round2(distanceKm(business.address, order.address) * 1.25);
  const deliveryId = random.uuid();
  const provider = options.provider ?? (business.search_type === 'FLEET' ? 'fleet' : 'box');
  order.delivery = {
    id: deliveryId,
    short_id: deliveryId.slice(0, 8).toUpperCase(),
    status: statusRef('ALLOCATING'),
    courier_id: null,
    courier_name: null,
    courier_phone: null,
    trip_distance: distance,
    estimated_price: deliveryPrice(distance, withReturn),
    track_url: null,
    provider: { id: provider },
    order_revision_id: options.revision ? random.int(100, 999) : null,
    debt_removed: false,
    dispatched_at: new Date(at.getTime() + 60_000).toISOString(),
    finished_at: null,
  };
  order.delivery_uuid = deliveryId;
  order.box_id = store.nextBoxIdValue();
  // Walk the flow up to the target status, a few minutes a step.
  const path: DeliveryStatusCode[] = [];
  if (code === 'CANCELLED') path.push('ALLOCATING', ...(random.chance(0.5) ? (['GOING_TO_ORIGIN'] as const) : []), 'CANCELLED');
  else if (code === 'COURIER_NOT_DELIVERED') path.push(...FLOW.slice(0, 5), 'COURIER_NOT_DELIVERED');
  else if (code === 'COMPLETED' || code === 'COURIER_DELIVERED') path.push(...FLOW.slice(0, withReturn ? 7 : 5), code);
  else path.push(...FLOW.slice(0, FLOW.indexOf(code) + 1));
  let t = at.getTime() + 60_000;
  for (const step of path) {
    t += random.int(2, 9) * 60_000;
    const when = new Date(Math.min(t, sandbox.now().getTime() - 30_000));
    order.delivery.status = statusRef(step);
    order.status = statusRef(step);
    order.status_history.push({ new_status: step, datetime: when.toISOString() });
    if (step === 'GOING_TO_ORIGIN' && !order.delivery.courier_id) {
      const courier = sandbox.pickCourier(business);
      if (courier) {
        order.delivery.courier_id = courier.uuid;
        order.delivery.courier_name = courier.name;
        order.delivery.courier_phone = courier.phone;
        order.delivery.track_url = trackingUrl(order.delivery.short_id);
      }
    }
    if (step === 'CANCELLED' || step === 'COMPLETED' || step === 'COURIER_DELIVERED' || step === 'COURIER_NOT_DELIVERED') {
      order.delivery.finished_at = when.toISOString();
    }
  }
  if (code === 'CANCELLED') order.cancel_reason = random.pick(['CUSTOMER_GAVE_UP', 'WRONG_ADDRESS', 'COURIER_DELAY', 'OTHER: Cliente pediu para cancelar']);
  return order;
}

/**
 * A store's orders: 24 live ones within the last 6 hours (3 without delivery yet, the rest in every live status),
 * 8 waiting for approval where approval is on, 52 final ones over the last 10 days and 3 closed today.
 */
export function seedOrders(sandbox: Sandbox, business: Business, random: Random, now: Date): Order[] {
  const store = sandbox.orders(business.uuid);
  const nowMs = now.getTime();
  const orders: Order[] = [];

  // Live orders: within the last 6 hours, later flow steps a little older.
  LIVE_PLAN.forEach((code, i) => {
    const stepIndex = code === 'PROCESSING' ? 0 : FLOW.indexOf(code) + 1;
    const minutesAgo = Math.min(340, 3 + stepIndex * 9 + random.int(0, 12) + (i % 3) * 25);
    orders.push(buildOrder(sandbox, business, random, new Date(nowMs - minutesAgo * 60_000), code));
  });
  // Orders waiting for approval ('Em preparo') when order approval is on.
  if (business.need_approve_orders) {
    for (let i = 0; i < 8; i += 1) {
      orders.push(buildOrder(sandbox, business, random, new Date(nowMs - random.int(2, 40) * 60_000), 'TO_APPROVE'));
    }
  }
  // History: 52 final orders over the last 10 days (today included).
  const finals: [DeliveryStatusCode, number][] = [
    ['COMPLETED', 24],
    ['COURIER_DELIVERED', 12],
    ['CANCELLED', 10],
    ['COURIER_NOT_DELIVERED', 6],
  ];
  let n = 0;
  for (const [code, count] of finals) {
    for (let i = 0; i < count; i += 1, n += 1) {
      const dayOffset = n % 10;
      const at = new Date(nowMs - dayOffset * 86_400_000 - random.int(7, 11 * 60) * 60_000 - (dayOffset === 0 ? 6 * 3_600_000 : 0));
      const cargo = i % 4 === 1;
      orders.push(
        buildOrder(sandbox, business, random, at, code, { provider: cargo ? 'cargo' : undefined, revision: cargo && code === 'CANCELLED' && i % 8 === 1 }),
      );
    }
  }
  // Today's closed orders for the 'Encerrados' counter, a bit more recent than 6 hours ago is fine too.
  for (let i = 0; i < 3; i += 1) {
    orders.push(buildOrder(sandbox, business, random, new Date(nowMs - random.int(20, 120) * 60_000), 'COMPLETED'));
  }
  for (const o of orders) store.insert(o);
  return orders;
}

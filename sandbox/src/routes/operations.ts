import type { Handlers } from '../http/context';
import type { OrderFilters } from '../domain/orders';
import { notFound } from '../domain/errors';
import type { Sandbox } from '../domain/sandbox';
import type { Business } from '../domain/model';
import { Random } from '../domain/random';

const flag = (value: unknown): boolean => value === true || value === 'true' || value === '1' || value === 1;

/** Converts the list-orders query into store filters. */
export function orderFilters(query: Record<string, any>): OrderFilters {
  return {
    to_approve: flag(query.to_approve) || undefined,
    inprogress: flag(query.inprogress) || undefined,
    delivery_status: query.delivery_status ? String(query.delivery_status).split(',') : undefined,
    last_hours: query.last_hours,
    start_in: query.start_in,
    finish_in: query.finish_in,
    dates_default_interval: query.start_in ? undefined : query.dates_default_interval,
    multiple_search: query.multiple_search,
    courier_name: query.courier_name,
    customer_name: query.customer_name,
    customer_address: query.customer_address,
    customer_number: query.customer_number,
    page: query.page,
    limit: query.limit,
    timezone: query.timezone,
  };
}

/** Couriers near a store, moving a little from minute to minute. */
export function nearbyCouriers(sandbox: Sandbox, business: Business) {
  const random = new Random(`nearby:${business.uuid}`);
  const minute = Math.floor(sandbox.now().getTime() / 60_000);
  const pool =
    business.search_type === 'FLEET'
      ? sandbox.fleetCouriers(business.uuid).filter((c) => c.working && c.fleets.some((f) => f.business_uuid === business.uuid && f.status === 2))
      : sandbox.networkCouriers();
  const chosen = pool.slice(0, 10);
  return chosen.map((courier, i) => {
    const angle = random.float(0, Math.PI * 2) + (minute % 60) * 0.05 * (i % 2 ? 1 : -1);
    const radius = random.float(0.0015, 0.009);
    return {
      uuid: courier.uuid,
      name: courier.name,
      lat: Math.round((business.address.lat + Math.sin(angle) * radius) * 1e6) / 1e6,
      lng: Math.round((business.address.lng + Math.cos(angle) * radius) * 1e6) / 1e6,
    };
  });
}

export const handlers: Handlers = {
  listOrders: ({ query, request, sandbox, scope }) => {
    const { business } = scope();
    const [path, search = ''] = request.url.split('?');
    const linkFor = (page: number) => {
      const params = new URLSearchParams(search);
      params.set('page', String(page));
      return `${path}?${params.toString()}`;
    };
    return sandbox.orders(business.uuid).list(orderFilters(query), linkFor);
  },

  getOrder: ({ params, sandbox, scope }) => {
    const { business } = scope();
    const order = sandbox.orders(business.uuid).get(params.orderId);
    if (!order) throw notFound('Pedido não encontrado.');
    return { data: order };
  },

  listActiveBanners: ({ sandbox, scope }) => ({ data: sandbox.banners.get(scope().business.uuid) ?? [] }),

  listNearbyCouriers: ({ sandbox, scope }) => ({ data: nearbyCouriers(sandbox, scope().business) }),
};

import type { components } from 'shared/contract-types/delivery';
import type { Business, Order, OrderAddress, OrderItem, OrderPayment } from './model';
import { type Random, round2 } from './random';
import { ORDER_PROCESSING, ORDER_WAITING_APPROVAL } from './statuses';

/** The order payload of the order hub (docs/spec/part-1-signin-dashboard-delivery.md §3), as sent by the portal. */
export type OrderHubPayload = components['schemas']['OrderHubPayload'];

/** The payload's moments, each an ISO 8601 date and time when sent (the portal sends them with the store's offset). */
const MOMENTS = ['delivery_datetime', 'preparation_start', 'order_created_at'] as const;

/** The moments of a payload that are not a date and time: read as one, they would stop the create halfway. */
export function invalidMoments(payload: Partial<Record<(typeof MOMENTS)[number], string | null>>): string[] {
  return MOMENTS.filter((field) => {
    const value = payload[field];
    return value != null && value !== '' && !(/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(value) && Number.isFinite(Date.parse(value)));
  });
}

export const formatHubDate = (date: Date): string => `${date.toISOString().replace('T', ' ').slice(0, 19)}.000000`;

export function formatOrderAddress(street: string, number: string, neighborhood: string, city: string, state: string, postalCode: string): string {
  const cep = postalCode.replace(/\D/g, '');
  return `${street}, ${number} - ${neighborhood}, ${city} - ${state}, ${cep.length === 8 ? `${cep.slice(0, 5)}-${cep.slice(5)}` : cep}`;
}

/**
 * The order a payload asks for, made at `at`: waiting for approval ('Em preparo') or not yet dispatched
 * ('Processando'); OrderStore.create keeps it and dispatches it.
 */
export function orderFromPayload(business: Business, payload: OrderHubPayload, random: Random, at: Date, toApprove: boolean): Order {
  const items: OrderItem[] = (payload.items ?? []).map((item, i) => ({
    name: item.name,
    price: round2(Number(item.price)),
    quantity: Math.max(1, Math.round(Number(item.quantity))),
    external_id: item.external_id ?? `item-${i + 1}`,
  }));
  const payments: OrderPayment[] = (payload.payments?.length ? payload.payments : [{ name: 'Pagamento Online', code: 'ONLINE' }]).map((p) => ({
    name: p.name,
    code: p.code,
    change_for: p.change_for ?? null,
  }));
  const a = payload.address;
  // What the payload leaves out: the placeholders the order hub fills in.
  const street_number = a.street_number || '000';
  const neighborhood = a.neighborhood ?? '';
  const city = a.city ?? 'São Paulo';
  const state = a.state ?? 'SP';
  const postal_code = a.postal_code || '00000000';
  const address: OrderAddress = {
    street_name: a.street_name,
    street_number,
    neighborhood,
    city,
    state,
    country: a.country ?? 'BR',
    postal_code,
    complement: a.complement ?? null,
    lat: Number(a.lat),
    lng: Number(a.lng),
    formatted: formatOrderAddress(a.street_name, street_number, neighborhood, city, state, postal_code),
  };
  const externalId = payload.external_id || random.uuid();
  const withReturn = !!payload.courier_must_return;
  const order: Order = {
    uuid: random.uuid(),
    delivery_uuid: null,
    box_id: null,
    merchant_id: business.uuid,
    created_at: { date: formatHubDate(at), timezone_type: 3, timezone: 'UTC' },
    marketplace_name: payload.marketplace_name || 'Portal do Comerciante',
    marketplace_id: payload.marketplace_id || 'BOX_LOGISTICX',
    external_reference: externalId,
    short_external_reference: payload.short_external_reference || externalId.slice(0, 6).toUpperCase(),
    customer: {
      name: payload.customer.name,
      document: payload.customer.document ?? null,
      phone: payload.customer.phone || '00000000000',
    },
    address,
    complement: a.complement ?? null,
    origin: { name: business.fantasy_name },
    items,
    payments,
    final_total_price: round2(items.reduce((sum, item) => sum + item.price * item.quantity, 0)),
    observations: payload.observations ?? null,
    delivery_mode: payload.delivery_type === 'REVERSE' ? 'REVERSE' : 'DELIVERY',
    with_return: withReturn,
    courier_must_return: withReturn,
    order_created_at: payload.order_created_at ? new Date(payload.order_created_at).toISOString() : at.toISOString(),
    preparation_start: payload.preparation_start ? new Date(payload.preparation_start).toISOString() : at.toISOString(),
    delivery_at: new Date(at.getTime() + (payload.preparation_time_in_seconds ?? 1200) * 1000 + 25 * 60_000).toISOString(),
    status: toApprove ? { ...ORDER_WAITING_APPROVAL } : { ...ORDER_PROCESSING },
    status_history: [{ new_status: toApprove ? 'TO_APPROVE' : 'PROCESSING', datetime: at.toISOString() }],
    delivery: null,
    to_approve: toApprove,
    cancel_reason: null,
  };
  return order;
}

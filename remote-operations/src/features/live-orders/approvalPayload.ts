import { withOrderOffset } from 'shared';
import type { ApprovalValidationPayload, Order } from '../../api/operations';

/** An order that names no payment goes as the spec's default (part-2 §9). */
const DEFAULT_PAYMENT = { name: 'Pagamento Online', code: 'ONLINE' };

/** Rebuilds the order hub payload of a waiting order for orders/validate/box-logisticx (docs/spec/part-2-operations-account.md §7). */
export function approvalPayload(order: Order, now = new Date()): ApprovalValidationPayload {
  const created = Date.parse(order.order_created_at);
  const start = order.preparation_start ? Date.parse(order.preparation_start) : created;
  const forecast = order.delivery_at ? Date.parse(order.delivery_at) : NaN;
  const preparation = Number.isFinite(forecast) && Number.isFinite(start) ? Math.max(0, Math.round((forecast - start) / 1000)) : 0;
  return {
    external_id: order.external_reference,
    short_external_reference: order.short_external_reference,
    courier_must_return: !!order.courier_must_return,
    address: {
      city: order.address.city,
      country: 'BR',
      lat: order.address.lat,
      lng: order.address.lng,
      neighborhood: order.address.neighborhood,
      postal_code: order.address.postal_code,
      state: order.address.state,
      street_name: order.address.street_name,
      street_number: order.address.street_number,
      complement: order.address.complement ?? order.complement ?? null,
    },
    customer: { document: order.customer.document ?? null, name: order.customer.name, phone: order.customer.phone },
    payments: order.payments?.length ? order.payments.map((p) => ({ name: p.name, code: p.code })) : [DEFAULT_PAYMENT],
    // The current moment with the order hub's fixed offset, as the staging sends it (part-1 §4, §9).
    delivery_datetime: withOrderOffset(now),
    preparation_start: order.preparation_start,
    order_created_at: order.order_created_at,
    preparation_time_in_seconds: preparation,
    marketplace_name: order.marketplace_name,
    marketplace_id: order.marketplace_id,
    items: (order.items ?? []).map((i) => ({ name: i.name, price: i.price, quantity: i.quantity, external_id: i.external_id ?? null })),
    observations: order.observations ?? null,
    delivery_type: order.delivery_mode === 'REVERSE' ? 'REVERSE' : 'DELIVERY',
  };
}

import { parseBRL, withOrderOffset, type StagedOrder } from 'shared';
import type { OrderHubPayload, ReverseTaskBody } from '../../api/delivery';
import { changeFor, filledItems, itemQuantity, itemsTotal, paymentTypeOf } from './deliveryRules';

/**
 * The order-hub payload (docs/spec/part-1-signin-dashboard-delivery.md §3 'Order payload sent to the order hub') and
 * the reverse task's body, built from a staged order. Pure: the moment and the ids come from the caller.
 */

/** Defaults when absent (§5). */
export const PAYLOAD_DEFAULTS = { postalCode: '00000000', number: '000', phone: '00000000000' } as const;

/** The marketplace the portal's own orders come from. */
export const PORTAL_MARKETPLACE = { name: 'Portal do Comerciante', id: 'BOX_LOGISTICX' } as const;

const digits = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value).replace(/\D/g, '') : '');

/** 10 or 11 digits without the 55 country code; the default when the order has no phone. */
export function payloadPhone(phone: unknown): string {
  let d = digits(phone);
  if (d.length > 11 && d.startsWith('55')) d = d.slice(2);
  return d || PAYLOAD_DEFAULTS.phone;
}

const text = (value: unknown, max: number): string => (typeof value === 'string' ? value.trim().slice(0, max) : '');
const optionalText = (value: unknown, max: number): string | null => text(value, max) || null;

/** A short reference people can read out ('A1B2C3'): the external id's first 6 letters and digits. */
export const shortReference = (externalId: string): string =>
  externalId
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 6)
    .toUpperCase();

/**
 * `fallbackId`: the external id when the order has no verifyId of its own (the panel's validation id, kept so the order
 * hub sees one id for one order), the same for the validation and the create.
 */
export function buildOrderPayload(
  order: StagedOrder,
  { withReturn, reverse, now, externalId: fallbackId }: { withReturn: boolean; reverse: boolean; now: Date; externalId: string },
): OrderHubPayload {
  const externalId = typeof order.verifyId === 'string' && order.verifyId.trim() ? order.verifyId.trim().slice(0, 100) : fallbackId;
  const address = order.address ?? ({} as StagedOrder['address']);
  const payment = paymentTypeOf(order);
  const moment = withOrderOffset(now);
  const payload: OrderHubPayload = {
    external_id: externalId,
    short_external_reference: shortReference(externalId),
    courier_must_return: withReturn,
    address: {
      city: text(address.city, 100),
      country: 'BR',
      lat: Number(address.lat),
      lng: Number(address.lng),
      neighborhood: text(address.neighborhood, 100),
      postal_code: digits(address.zipCode).slice(0, 8) || PAYLOAD_DEFAULTS.postalCode,
      state: text(address.state, 50),
      street_name: text(address.street, 200),
      street_number: text(address.number, 20) || PAYLOAD_DEFAULTS.number,
      complement: optionalText(order.complement, 100),
    },
    customer: {
      document: null,
      name: text(order.client_name, 100),
      phone: payloadPhone(order.phone),
    },
    payments: [{ name: payment.label, code: payment.code, change_for: payment.code === 'DIN' && changeFor(order) > 0 ? changeFor(order) : null }],
    delivery_datetime: moment,
    preparation_start: moment,
    order_created_at: moment,
    preparation_time_in_seconds: 0,
    marketplace_name: PORTAL_MARKETPLACE.name,
    marketplace_id: PORTAL_MARKETPLACE.id,
    items: filledItems(order)
      .slice(0, 10)
      .map((item, i) => ({
        name: text(item.name, 100),
        price: parseBRL(item.value),
        quantity: itemQuantity(item.qntd),
        external_id: `${externalId}-${i + 1}`,
      })),
    observations: optionalText(order.obs, 500),
    delivery_type: reverse ? 'REVERSE' : 'DELIVERY',
  };
  if (typeof order.verifyId === 'string' && order.verifyId) payload.verify_id = order.verifyId;
  return payload;
}

/**
 * POST v2/default-edp/task (reverse mode): the courier collects at the customer (origin) and brings it to the
 * store (destination 'business'); never with return.
 */
export function buildReverseTaskBody(order: StagedOrder, fallbackId: string): ReverseTaskBody {
  const payload = buildOrderPayload(order, { withReturn: false, reverse: true, now: new Date(0), externalId: fallbackId });
  const a = payload.address;
  const externalId = payload.external_id ?? fallbackId;
  return {
    externalId,
    totalAmount: itemsTotal(order),
    needReturn: false,
    reverse_logistic: true,
    origin: {
      name: payload.customer.name,
      phone: payload.customer.phone,
      address: {
        street: a.street_name,
        number: a.street_number,
        neighborhood: a.neighborhood,
        city: a.city,
        state: a.state,
        zipCode: a.postal_code,
        complement: a.complement ?? null,
        lat: a.lat,
        lng: a.lng,
      },
    },
    destination: 'business',
    items: payload.items,
    observations: payload.observations ?? null,
    payments: payload.payments,
  };
}

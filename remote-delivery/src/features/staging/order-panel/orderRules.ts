import { parseBRL, type GeocodedPlace, type Quote, type StagedOrder } from 'shared';
import { maskPhone, onlyDigits } from 'shared/masks';
import { VALIDATION_STATUS, type OrderHubPayload, type OrderValidation, type QuotePair } from '../../../api/delivery';
import { COUNTRY_CODE, MAX_ITEMS_PER_ORDER } from '../../../domain/constants';
import { sumMoney } from '../../../domain/money';
import { buildOrderPayload } from '../orderPayload';
import { orderPanelMessages as m } from './messages';
import {
  DEFAULT_NUMBER,
  DEFAULT_PHONE,
  DEFAULT_ZIP_CODE,
  digitsOnly,
  emptyItem,
  filledItems,
  itemsTotal,
  PAYMENT_TYPES,
  type ItemRow,
  type OrderFormValues,
  type OrderPlace,
  type PaymentCode,
} from './orderForm';

/**
 * What the 'Novo pedido' panel makes of its values (docs/spec/part-1-signin-dashboard-delivery.md §3, §4): the geocoded place, the quotes by payment
 * type, the staged order it saves (and back, for an edit) and the reading of the order hub's validation. The
 * order-hub payload is the staging page's (one shape for validation and creation).
 */

const isPaymentCode = (code: unknown): code is PaymentCode => PAYMENT_TYPES.some((p) => p.code === code);

/** A place id may carry the searched number ('street:123'); a new number is geocoded from the street. */
export const streetPlaceId = (placeId: string): string => placeId.split(':')[0];

export function toOrderPlace(g: GeocodedPlace): OrderPlace {
  return {
    placeId: g.place_id,
    lat: g.lat,
    lng: g.lng,
    street: g.address,
    neighborhood: g.neighborhood,
    city: g.city,
    state: g.state,
    country: g.country || COUNTRY_CODE,
    zipCode: onlyDigits(g.postal_code) || DEFAULT_ZIP_CODE,
    formattedAddress: g.formatted_address,
  };
}

const hasChange = (values: Pick<OrderFormValues, 'order_payment_type' | 'change_for'>): boolean =>
  values.order_payment_type === 'DIN' && !!values.change_for && values.change_for > 0;

/** The courier returns for a card payment or a cash payment with change (§4). */
export const mustReturn = (values: Pick<OrderFormValues, 'order_payment_type' | 'change_for'>): boolean =>
  values.order_payment_type === 'CARD' || hasChange(values);

/** Which quotes the panel shows: card only with return, cash both, online only without (§4). */
export function visibleQuotes(payment: PaymentCode | ''): { withReturn: boolean; withoutReturn: boolean } {
  if (payment === 'CARD') return { withReturn: true, withoutReturn: false };
  if (payment === 'ONLINE') return { withReturn: false, withoutReturn: true };
  return { withReturn: true, withoutReturn: true };
}

/** What a quote costs: suggested value plus its taxes (delivery tax and high-demand flag tax). */
export function quoteCost(quote: Quote): number {
  const tax = quote.tax.tax ?? sumMoney([quote.tax.delivery_tax, quote.tax.flag_tax ?? 0]);
  return sumMoney([quote.suggested_value, tax]);
}

/** The phone sent and stored: its digits, or 00000000000 when the client has none. */
export const phoneDigits = (values: Pick<OrderFormValues, 'phone' | 'withoutPhone'>): string =>
  values.withoutPhone ? DEFAULT_PHONE : onlyDigits(values.phone) || DEFAULT_PHONE;

export const streetNumber = (values: Pick<OrderFormValues, 'number' | 'withoutNumber'>): string =>
  values.withoutNumber ? DEFAULT_NUMBER : values.number.trim() || DEFAULT_NUMBER;

/** 16 random alphanumeric characters that tie the order to its validation. */
export function newVerifyId(random: () => number = Math.random): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  let id = '';
  for (let i = 0; i < 16; i += 1) id += chars[Math.floor(random() * chars.length) % chars.length];
  return id;
}

/** The staged order the panel saves to the shared orders store (§3 'Staged order'). */
export function toStagedOrder(values: OrderFormValues, place: OrderPlace, quotes: QuotePair | null, verifyId: string): StagedOrder {
  const number = streetNumber(values);
  const items = filledItems(values.items).map((r) => ({ name: r.name.trim(), value: parseBRL(r.value ?? 0), qntd: Number(r.qntd) }));
  // With return when the courier must return and a return is offered.
  const quote = quotes ? (mustReturn(values) && quotes.withReturn) || quotes.withoutReturn : null;
  const complement = values.complement.trim();
  return {
    client_name: values.client_name.trim(),
    phone: phoneDigits(values),
    address: {
      lat: place.lat,
      lng: place.lng,
      street: place.street,
      number,
      neighborhood: place.neighborhood,
      city: place.city,
      state: place.state,
      country: place.country || COUNTRY_CODE,
      zipCode: place.zipCode || DEFAULT_ZIP_CODE,
    },
    complement,
    client_address: `${place.street}, ${number}${complement ? ` - ${complement}` : ''}`,
    formatted_address: place.formattedAddress,
    order_payment_type: values.order_payment_type,
    change_for: values.order_payment_type === 'DIN' && values.change_for ? values.change_for : null,
    delivery_items: items,
    obs: values.obs.trim(),
    items_total_price: itemsTotal(values.items),
    ...(quote && quotes
      ? {
          suggested_value: quote.suggested_value,
          tax: quote.tax,
          distance: quotes.distance,
          withReturn: quotes.withReturn ?? null,
          withoutReturn: quotes.withoutReturn,
        }
      : {}),
    selected: false,
    verifyId,
    placeId: place.placeId,
  };
}

/** The form values of a stored order (edit mode). */
export function toFormValues(order: StagedOrder): OrderFormValues {
  const a = order.address;
  const withoutPhone = !order.phone || onlyDigits(order.phone) === DEFAULT_PHONE;
  const withoutNumber = !a.number || a.number === DEFAULT_NUMBER;
  const items: ItemRow[] = (order.delivery_items ?? []).slice(0, MAX_ITEMS_PER_ORDER).map((i) => ({
    name: String(i.name ?? ''),
    value: parseBRL(i.value) || null,
    qntd: digitsOnly(String(i.qntd ?? '')),
  }));
  return {
    client_name: order.client_name ?? '',
    phone: withoutPhone ? '' : maskPhone(order.phone),
    withoutPhone,
    addressText: order.formatted_address ?? '',
    // Staged offline with a typed address: nothing was chosen from the search yet.
    place:
      order.pending === 'address'
        ? null
        : {
            placeId: typeof order.placeId === 'string' ? order.placeId : '',
            lat: a.lat,
            lng: a.lng,
            street: a.street,
            neighborhood: a.neighborhood,
            city: a.city,
            state: a.state,
            country: a.country || COUNTRY_CODE,
            zipCode: a.zipCode || DEFAULT_ZIP_CODE,
            formattedAddress: order.formatted_address ?? '',
          },
    number: withoutNumber ? '' : a.number,
    withoutNumber,
    complement: order.complement ?? '',
    order_payment_type: isPaymentCode(order.order_payment_type) ? order.order_payment_type : '',
    change_for: order.change_for ?? null,
    items: items.length ? items : [emptyItem()],
    obs: order.obs ?? '',
  };
}

/** The quotes a stored order carries (edit mode starts from them). */
export function storedQuotes(order: StagedOrder): QuotePair | null {
  if (!order.withoutReturn) return null;
  return { distance: order.distance ?? 0, withoutReturn: order.withoutReturn, withReturn: order.withReturn ?? null } as QuotePair;
}

/** The payload the order hub validates: the staging page's builder, so validation and creation send one shape. */
export function validationPayload(order: StagedOrder, now: Date = new Date()): OrderHubPayload {
  const payment = isPaymentCode(order.order_payment_type) ? order.order_payment_type : '';
  const withReturn = mustReturn({ order_payment_type: payment, change_for: order.change_for ?? null });
  return buildOrderPayload(order, { withReturn, reverse: false, now, externalId: order.verifyId ?? newVerifyId() });
}

export type ValidationOutcome = { accepted: true } | { accepted: false; message: string };

/** The order hub's answer read as the panel shows it (§4, §8). */
export function readValidation(result: OrderValidation | null | undefined): ValidationOutcome {
  if (result?.status === VALIDATION_STATUS.accepted && result.success !== false) return { accepted: true };
  if (result?.status === VALIDATION_STATUS.tooFar) return { accepted: false, message: m.tooFar };
  if (result?.status === VALIDATION_STATUS.noCredit) return { accepted: false, message: m.noCredit };
  return { accepted: false, message: m.fallback };
}

/**
 * An order saved offline (docs/decisions.md D13): what was typed, and what the server would have added only when it is
 * already known. No chosen place: the typed address waits ('address'); a new number not located yet ('locate'); no
 * quotes for the point ('quote'). With the point's quotes at hand (an edit that kept its address, or quotes asked
 * before the network dropped) the order is complete: 'Criar entrega' validates every order before it creates.
 */
export function toOfflineOrder(
  values: OrderFormValues,
  known: { quotes: QuotePair | null; locatePending: boolean },
  verifyId: string,
): StagedOrder & { pending?: OfflinePending } {
  if (!values.place) {
    const typed = values.addressText.trim();
    const place: OrderPlace = {
      placeId: '',
      lat: 0,
      lng: 0,
      street: typed,
      neighborhood: '',
      city: '',
      state: '',
      country: COUNTRY_CODE,
      zipCode: DEFAULT_ZIP_CODE,
      formattedAddress: typed,
    };
    return { ...toStagedOrder(values, place, null, verifyId), pending: 'address' };
  }
  if (known.locatePending) return { ...toStagedOrder(values, values.place, null, verifyId), pending: 'locate' };
  if (!known.quotes) return { ...toStagedOrder(values, values.place, null, verifyId), pending: 'quote' };
  const { pending: _none, ...complete } = toStagedOrder(values, values.place, known.quotes, verifyId);
  return complete;
}

export type OfflinePending = 'address' | 'locate' | 'quote';

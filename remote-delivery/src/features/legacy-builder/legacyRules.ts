import { MAX_ORDERS_PER_DELIVERY, MAX_ORDERS_REVERSE } from '../../domain/constants';
import { sumMoney } from '../../domain/money';
import type { LegacyOrder, LegacyPaymentTypeId, LegacyPlatform, QuotePair, ReverseTaskBody, ShippingType } from '../../api/delivery';
import { phoneWithCountryCode } from 'shared/masks';
import { legacyMessages as m } from './messages';

/**
 * The legacy builder's rules (docs/spec/part-1-signin-dashboard-delivery.md §4, §5, §9): the checks in their exact
 * order, the duplicate-address warning, the return/reverse locks and the POST v2/orders body.
 */

/** A geocoded address chosen in the place search. */
export interface LegacyPlace {
  placeId: string;
  street: string;
  neighborhood: string;
  city: string;
  state: string;
  zipCode: string;
  lat: number;
  lng: number;
  formattedAddress: string;
}

/** What the user typed in the 'Adicionar pedido' form. */
export interface LegacyDraft {
  storeName: string;
  /** The platform ('' = none) once chosen; null while not chosen. */
  creationType: LegacyPlatform | null;
  platformOrderId: string;
  clientName: string;
  /** Masked, e.g. '(11) 98765-4321'. */
  phone: string;
  withoutPhone: boolean;
  addressText: string;
  place: LegacyPlace | null;
  number: string;
  complement: string;
  /** YYYY-MM-DD */
  orderDate: string | null;
  shippingType: ShippingType | null;
  orderValue: number;
  paymentTypeId: LegacyPaymentTypeId | null;
  exchange: number;
  obs: string;
}

/** An order in the list: a complete draft and its quotes. */
export interface ListedOrder extends LegacyDraft {
  id: string;
  place: LegacyPlace;
  paymentTypeId: LegacyPaymentTypeId;
  shippingType: ShippingType;
  creationType: LegacyPlatform;
  orderDate: string;
  quote: QuotePair;
}

export const emptyDraft = (storeName = ''): LegacyDraft => ({
  storeName,
  creationType: null,
  platformOrderId: '',
  clientName: '',
  phone: '',
  withoutPhone: false,
  addressText: '',
  place: null,
  number: '',
  complement: '',
  orderDate: null,
  shippingType: null,
  orderValue: 0,
  paymentTypeId: null,
  exchange: 0,
  obs: '',
});

const LETTERS_AND_SPACES = /^[\p{L} ]+$/u;
const HOUSE_NUMBER = /^\d{1,6}[A-Za-z]?$/;

/** Masked phone of 10 digits is 14 characters, of 11 digits 15 ('(11) 98765-4321'). */
export const isValidMaskedPhone = (masked: string): boolean => masked.length === 14 || masked.length === 15;

/** Payments other than online (5) and cash (3) lock the return on (§4). */
export const paymentNeedsReturn = (id: LegacyPaymentTypeId | null): boolean => id !== null && id !== 3 && id !== 5;

export const maxOrders = (reverse: boolean): number => (reverse ? MAX_ORDERS_REVERSE : MAX_ORDERS_PER_DELIVERY);

/**
 * The first failing check of §5, in its exact order: order limit, store name, creation type,
 * client name (letters and spaces), phone (14 or 15 characters unless without phone), address (and its
 * neighbourhood), number, order date, shipping type, order value (non-zero), change (cash), payment type.
 */
export function firstLegacyError(draft: LegacyDraft, listLength: number, reverse: boolean): string | null {
  if (listLength >= maxOrders(reverse)) return m.limitReached;
  if (!draft.storeName.trim()) return m.storeNameRequired;
  if (draft.creationType === null) return m.creationTypeRequired;
  if (!LETTERS_AND_SPACES.test(draft.clientName.trim())) return m.clientNameRequired;
  if (!draft.withoutPhone && !isValidMaskedPhone(draft.phone)) return m.phoneInvalid;
  if (!draft.place) return m.addressRequired;
  if (!draft.place.neighborhood.trim()) return m.neighborhoodInvalid;
  if (!HOUSE_NUMBER.test(draft.number.trim())) return m.numberInvalid;
  if (!draft.orderDate) return m.orderDateRequired;
  if (!draft.shippingType) return m.shippingTypeRequired;
  if (!(draft.orderValue > 0)) return m.orderValueRequired;
  if (draft.paymentTypeId === 3 && draft.exchange > 0 && draft.exchange < draft.orderValue) return m.exchangeTooLow;
  if (draft.paymentTypeId === null) return m.paymentTypeRequired;
  return null;
}

const normalise = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** Another order of the list has the same street and number (the duplicate-address warning). */
export function hasSameAddress(orders: ListedOrder[], draft: LegacyDraft): boolean {
  if (!draft.place) return false;
  const street = normalise(draft.place.street);
  const number = draft.number.trim();
  return orders.some((o) => normalise(o.place.street) === street && o.number.trim() === number);
}

/**
 * 'Com retorno' and 'Reversa' of the legacy builder (§4, §6): reverse_logistic_permission '1'
 * enables both; a card or meal-voucher order locks the return on; a cash order with change unlocks the return
 * (even without the permission); reverse mode needs at most 1 order and excludes the return.
 */
export function deliveryLocks(
  orders: Pick<ListedOrder, 'paymentTypeId' | 'exchange'>[],
  options: { permission: boolean; returnChosen: boolean; reverseChosen: boolean },
) {
  const forcedOn = orders.some((o) => paymentNeedsReturn(o.paymentTypeId));
  const unlockedByExchange = orders.some((o) => o.paymentTypeId === 3 && o.exchange > 0);
  const reverseAllowed = options.permission && orders.length <= MAX_ORDERS_REVERSE && !forcedOn;
  const reverseChecked = options.reverseChosen && reverseAllowed;
  const returnAllowed = !forcedOn && !reverseChecked && (options.permission || unlockedByExchange);
  return {
    returnChecked: forcedOn || (returnAllowed && options.returnChosen),
    returnDisabled: !returnAllowed,
    // Why the return is locked on, or unlocked: shown under the option.
    returnHint: forcedOn ? m.returnLockedByPayment : unlockedByExchange && !reverseChecked ? m.returnUnlockedByExchange : null,
    reverseChecked,
    reverseDisabled: !reverseAllowed,
    maxOrders: maxOrders(reverseChecked),
  };
}

/** What one order's delivery costs: the quote for the return mode plus its taxes. */
export function deliveryCost(quote: QuotePair, withReturn: boolean): number {
  const chosen = withReturn && quote.withReturn ? quote.withReturn : quote.withoutReturn;
  return sumMoney([chosen.suggested_value, chosen.tax.tax]);
}

export const ordersTotal = (orders: ListedOrder[]): number => sumMoney(orders.map((o) => o.orderValue));
export const deliveriesTotal = (orders: ListedOrder[], withReturn: boolean): number => sumMoney(orders.map((o) => deliveryCost(o.quote, withReturn)));

/** One order of the POST v2/orders body. */
export function toLegacyOrder(order: ListedOrder, withReturn: boolean): LegacyOrder {
  const cost = deliveryCost(order.quote, withReturn);
  return {
    client_name: order.clientName.trim(),
    phone: order.withoutPhone ? '' : phoneWithCountryCode(order.phone),
    total_value: order.orderValue,
    delivery_value: cost,
    order_payment_type_id: order.paymentTypeId,
    exchange: order.paymentTypeId === 3 && order.exchange > 0 ? order.exchange : null,
    marketplace_name: order.storeName.trim(),
    business_platform: order.creationType,
    business_order_id: order.creationType && order.platformOrderId.trim() ? order.platformOrderId.trim() : null,
    business_order_date: order.orderDate,
    shipping_type: order.shippingType,
    obs: order.obs.trim() || null,
    cotation: cost,
    address: {
      street: order.place.street,
      number: order.number.trim(),
      neighborhood: order.place.neighborhood,
      city: order.place.city,
      state: order.place.state,
      zipCode: order.place.zipCode,
      complement: order.complement.trim() || null,
      lat: order.place.lat,
      lng: order.place.lng,
    },
  };
}

/**
 * Reverse mode (one order): POST v2/default-edp/task, the call §7 names for reverse creation, as the
 * staging page sends it. The courier collects at the customer (origin) and brings it to the store
 * ('business'); never with return.
 */
export function toLegacyReverseTask(order: ListedOrder, externalId: string): ReverseTaskBody {
  const { address } = toLegacyOrder(order, false);
  return {
    externalId,
    totalAmount: order.orderValue,
    needReturn: false,
    reverse_logistic: true,
    origin: { name: order.clientName.trim(), phone: order.withoutPhone ? '' : phoneWithCountryCode(order.phone), address },
    destination: 'business',
    observations: order.obs.trim() || null,
  };
}

import * as yup from 'yup';
import { DEFAULT_MAX_LENGTH, parseBRL, type GeocodedPlace, type Quote, type StagedOrder } from 'shared';
import { COUNTRY_CODE, MAX_ITEMS_PER_ORDER, MAX_ITEMS_TOTAL } from '../../../domain/constants';
import { VALIDATION_STATUS, type OrderHubPayload, type OrderValidation, type QuotePair } from '../../../api/delivery';
import { sumMoney } from '../../../domain/money';
import { isValidPhone, maskPhone, onlyDigits } from 'shared/masks';
import { PAYMENT_TYPES, type PaymentCode } from '../deliveryRules';
import { buildOrderPayload } from '../orderPayload';
import { orderPanelMessages as m } from './messages';

/**
 * The pure rules of the 'Novo pedido' side panel (spec part-1 §3, §4, §5, §9): form values, defaults,
 * the yup schema, quotes per payment type and the reading of the order hub's validation. The payment
 * types and the order-hub payload are the staging page's (one definition for the page and its panel).
 */

export { PAYMENT_TYPES, type PaymentCode };

const isPaymentCode = (code: unknown): code is PaymentCode => PAYMENT_TYPES.some((p) => p.code === code);

/** Defaults when absent (spec part-1 §5). */
export const DEFAULT_PHONE = '00000000000';
export const DEFAULT_NUMBER = '000';
export const DEFAULT_ZIP_CODE = '00000000';

/** Client name and the other text fields: the portal's default maximum length (spec part-1 §2, §9). */
export const CLIENT_NAME_MAX = DEFAULT_MAX_LENGTH;

/** The geocoded address of the order (the answer of places/{id}/geocode). */
export interface OrderPlace {
  placeId: string;
  lat: number;
  lng: number;
  street: string;
  neighborhood: string;
  city: string;
  state: string;
  country: string;
  zipCode: string;
  formattedAddress: string;
}

export interface ItemRow {
  name: string;
  /** Reais; null while empty. */
  value: number | null;
  /** Digits only. */
  qntd: string;
}

export interface OrderFormValues {
  client_name: string;
  /** Masked '(11) 98765-4321'. */
  phone: string;
  withoutPhone: boolean;
  /** The text of the address search box. */
  addressText: string;
  place: OrderPlace | null;
  number: string;
  withoutNumber: boolean;
  complement: string;
  order_payment_type: PaymentCode | '';
  change_for: number | null;
  items: ItemRow[];
  obs: string;
}

export const emptyItem = (): ItemRow => ({ name: '', value: null, qntd: '' });

export const emptyValues = (): OrderFormValues => ({
  client_name: '',
  phone: '',
  withoutPhone: false,
  addressText: '',
  place: null,
  number: '',
  withoutNumber: false,
  complement: '',
  order_payment_type: '',
  change_for: null,
  items: [emptyItem()],
  obs: '',
});

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

/** Quantity accepts digits only (spec part-1 §5). */
export const digitsOnly = (text: string): string => onlyDigits(text).slice(0, 4);

/** A row with nothing typed is ignored (item rows are optional). */
export const isBlankItem = (row: ItemRow): boolean => !row.name.trim() && !row.value && !row.qntd;
export const filledItems = (rows: ItemRow[]): ItemRow[] => rows.filter((r) => !isBlankItem(r));

/** Sum of value × quantity of the filled rows, in reais. */
export function itemsTotal(rows: ItemRow[]): number {
  return sumMoney(filledItems(rows).map((r) => parseBRL(r.value ?? 0) * (Number(r.qntd) || 0)));
}

/** Orders above R$ 1500,00 of items cannot be selected for a delivery (spec part-1 §5, §9). */
export const exceedsItemsLimit = (total: number): boolean => total > MAX_ITEMS_TOTAL;

const hasChange = (values: Pick<OrderFormValues, 'order_payment_type' | 'change_for'>): boolean =>
  values.order_payment_type === 'DIN' && !!values.change_for && values.change_for > 0;

/** The courier returns for a card payment or a cash payment with change (spec part-1 §4). */
export const mustReturn = (values: Pick<OrderFormValues, 'order_payment_type' | 'change_for'>): boolean =>
  values.order_payment_type === 'CARD' || hasChange(values);

/** Which quotes the panel shows: card only with return, cash both, online only without (spec part-1 §4). */
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

const itemSchema = yup
  .object({
    name: yup.string().default(''),
    value: yup.number().nullable().default(null),
    qntd: yup.string().default(''),
  })
  .test('item-row', '', function checkRow(row) {
    const r = row as ItemRow;
    if (isBlankItem(r)) return true;
    const errors: yup.ValidationError[] = [];
    if (!r.name.trim()) errors.push(this.createError({ path: `${this.path}.name`, message: m.itemNameRequired }));
    if (!r.value || r.value <= 0) errors.push(this.createError({ path: `${this.path}.value`, message: m.itemValueRequired }));
    if (!r.qntd || Number(r.qntd) < 1) errors.push(this.createError({ path: `${this.path}.qntd`, message: m.itemQuantityRequired }));
    return errors.length ? new yup.ValidationError(errors) : true;
  });

/** The form's checks (spec part-1 §5), with the pt-BR messages of the panel. */
export const orderSchema = yup.object({
  client_name: yup.string().trim().required(m.clientNameRequired).max(CLIENT_NAME_MAX),
  withoutPhone: yup.boolean().default(false),
  phone: yup
    .string()
    .when('withoutPhone', ([withoutPhone], s) =>
      withoutPhone === true ? s.notRequired() : s.required(m.phoneRequired).test('phone', m.phoneInvalid, (v) => !v || isValidPhone(v)),
    ),
  place: yup
    .mixed<OrderPlace>()
    .nullable()
    .test('place', m.addressRequired, (v) => !!v),
  withoutNumber: yup.boolean().default(false),
  number: yup.string().when('withoutNumber', ([withoutNumber], s) => (withoutNumber === true ? s.notRequired() : s.trim().required(m.numberRequired))),
  order_payment_type: yup.string().required(m.paymentTypeRequired),
  items: yup.array().of(itemSchema).max(MAX_ITEMS_PER_ORDER, m.itemsLimit),
  change_for: yup
    .number()
    .nullable()
    .test('change-for', '', function checkChange(value) {
      const parent = this.parent as OrderFormValues;
      if (parent.order_payment_type !== 'DIN' || !value) return true;
      const total = itemsTotal(parent.items ?? []);
      if (value < total) return this.createError({ message: m.changeForTooLow });
      if (value === total && total > 0) return this.createError({ message: m.changeForEqual });
      return true;
    }),
});

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

/** The chosen quote of an order: with return when the courier must return and a return is offered. */
export function chosenQuote(quotes: QuotePair, withReturn: boolean): Quote {
  return withReturn && quotes.withReturn ? quotes.withReturn : quotes.withoutReturn;
}

/** The staged order the panel saves to the shared orders store (spec part-1 §3 'Staged order'). */
export function toStagedOrder(values: OrderFormValues, place: OrderPlace, quotes: QuotePair | null, verifyId: string): StagedOrder {
  const number = streetNumber(values);
  const items = filledItems(values.items).map((r) => ({ name: r.name.trim(), value: parseBRL(r.value ?? 0), qntd: Number(r.qntd) }));
  const quote = quotes ? chosenQuote(quotes, mustReturn(values)) : null;
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
    place: {
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

/** The order hub's answer read as the panel shows it (spec part-1 §4, §8). */
export function readValidation(result: OrderValidation | null | undefined): ValidationOutcome {
  if (result?.status === VALIDATION_STATUS.accepted && result.success !== false) return { accepted: true };
  if (result?.status === VALIDATION_STATUS.tooFar) return { accepted: false, message: m.tooFar };
  if (result?.status === VALIDATION_STATUS.noCredit) return { accepted: false, message: m.noCredit };
  return { accepted: false, message: m.fallback };
}

import * as yup from 'yup';
import { DEFAULT_MAX_LENGTH, isOnline, parseBRL, PLACE_SEARCH_MIN_CHARS } from 'shared';
import { isValidPhone, onlyDigits } from 'shared/masks';
import { MAX_ITEMS_PER_ORDER, MAX_ITEMS_TOTAL } from '../../../domain/constants';
import { sumMoney } from '../../../domain/money';
import { PAYMENT_TYPES, type PaymentCode } from '../deliveryRules';
import { orderPanelMessages as m } from './messages';

/** The 'Novo pedido' form's values, defaults and checks (docs/spec/part-1-signin-dashboard-delivery.md §5, §9), with the panel's pt-BR messages. */

export { PAYMENT_TYPES, type PaymentCode };

/** Defaults when absent (§5). */
export const DEFAULT_PHONE = '00000000000';
export const DEFAULT_NUMBER = '000';
export const DEFAULT_ZIP_CODE = '00000000';

/** Client name and the other text fields: the portal's default maximum length (§2, §9). */
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

/** Quantity accepts digits only (§5). */
export const digitsOnly = (text: string): string => onlyDigits(text).slice(0, 4);

/** A row with nothing typed is ignored (item rows are optional). */
export const isBlankItem = (row: ItemRow): boolean => !row.name.trim() && !row.value && !row.qntd;
export const filledItems = (rows: ItemRow[]): ItemRow[] => rows.filter((r) => !isBlankItem(r));

/** Sum of value × quantity of the filled rows, in reais. */
export function itemsTotal(rows: ItemRow[]): number {
  return sumMoney(filledItems(rows).map((r) => parseBRL(r.value ?? 0) * (Number(r.qntd) || 0)));
}

/** Orders above R$ 1500,00 of items cannot be selected for a delivery (§5, §9). */
export const exceedsItemsLimit = (total: number): boolean => total > MAX_ITEMS_TOTAL;

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

/** The form's checks (§5), with the pt-BR messages of the panel. */
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
    // Offline the search cannot run: the typed address is saved and chosen from the list once the network is back.
    .test('place', m.addressRequired, function checkPlace(v) {
      const typed = String((this.parent as OrderFormValues).addressText ?? '').trim();
      return !!v || (!isOnline() && typed.length >= PLACE_SEARCH_MIN_CHARS);
    }),
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

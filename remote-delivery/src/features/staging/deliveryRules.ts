import { parseBRL, type Quote, type StagedOrder } from 'shared';
import { MAX_ITEMS_TOTAL, MAX_ORDERS_PER_DELIVERY, MAX_ORDERS_REVERSE } from '../../domain/constants';
import { sumMoney } from '../../domain/money';
import { paymentTypeLabels } from './messages';

/**
 * The staged delivery's rules (docs/spec/part-1-signin-dashboard-delivery.md §4, §5, §9): payment types of the new
 * form, the item-total rule, the selection limit, 'Com retorno' / 'Reversa' and the totals.
 */

export type PaymentCode = 'CARD' | 'DIN' | 'ONLINE';

export const PAYMENT_TYPES: readonly { code: PaymentCode; label: string }[] = [
  { code: 'CARD', label: paymentTypeLabels.CARD },
  { code: 'DIN', label: paymentTypeLabels.DIN },
  { code: 'ONLINE', label: paymentTypeLabels.ONLINE },
];

/** The payment type of an order, whether it stores the code ('CARD') or the label. Unknown: online payment. */
export function paymentTypeOf(order: Pick<StagedOrder, 'order_payment_type'>): { code: PaymentCode; label: string } {
  const raw = String(order.order_payment_type ?? '')
    .trim()
    .toLowerCase();
  return PAYMENT_TYPES.find((p) => p.code.toLowerCase() === raw || p.label.toLowerCase() === raw) ?? PAYMENT_TYPES[2];
}

/** Change asked for (cash only); 0 when none. */
export function changeFor(order: StagedOrder): number {
  if (paymentTypeOf(order).code !== 'DIN') return 0;
  return parseBRL(order.change_for ?? 0);
}

/** Quantity of an item row (digits only; at least 1 when the row has a name). */
export function itemQuantity(qntd: number | string): number {
  const n = Math.trunc(Number(String(qntd).replace(/\D/g, '')));
  return Number.isFinite(n) && n > 0 ? n : 1;
}

/** The rows that carry an item (a name). */
export const filledItems = (order: StagedOrder) => (order.delivery_items ?? []).filter((item) => String(item?.name ?? '').trim());

/** Item total of an order: items_total_price, else the rows' value × quantity. */
export function itemsTotal(order: StagedOrder): number {
  const stored = order.items_total_price as unknown;
  if (typeof stored === 'number' && Number.isFinite(stored)) return stored;
  if (typeof stored === 'string' && stored.trim()) return parseBRL(stored);
  return sumMoney(filledItems(order).map((item) => parseBRL(item.value) * itemQuantity(item.qntd)));
}

/** Orders with an item total over R$1500,00 cannot be selected (§5). */
export const exceedsItemsLimit = (order: StagedOrder): boolean => itemsTotal(order) > MAX_ITEMS_TOTAL;

/** Up to 4 orders a delivery, 1 in reverse mode (§9). */
export const maxSelectable = (reverse: boolean): number => (reverse ? MAX_ORDERS_REVERSE : MAX_ORDERS_PER_DELIVERY);

/**
 * 'Com retorno' is forced on when any order pays by card or asks for change, forced off when any order lacks a
 * with-return quote. 'Reversa' needs the permission, at most 1 order, and excludes the return (so it is not
 * offered while a card or change order forces the return).
 */
export function deliveryOptions({
  selected,
  reversePermission,
  returnChosen,
  reverseChosen,
}: {
  selected: StagedOrder[];
  /** reverse_logistic_permission '1' of the store (or the user). */
  reversePermission: boolean;
  returnChosen: boolean;
  reverseChosen: boolean;
}) {
  const forcedOn = selected.some((o) => paymentTypeOf(o).code === 'CARD' || changeFor(o) > 0);
  const forcedOff = selected.some((o) => !o.withReturn);
  const reverseLock = selected.length > 1 ? 'count' : forcedOn ? 'return' : null;
  const reverseDisabled = !reversePermission || reverseLock !== null;
  const reverseChecked = reversePermission && reverseChosen && !reverseDisabled;
  // Why the return is locked, if it is.
  const returnLock = reverseChecked ? 'reverse' : forcedOff ? 'forcedOff' : forcedOn ? 'forcedOn' : null;
  return {
    returnChecked: returnLock === null ? returnChosen : returnLock === 'forcedOn',
    returnDisabled: returnLock !== null,
    returnLock,
    // A card or change order needs the return and another order has no return quote: the delivery cannot go.
    conflict: forcedOn && forcedOff && !reverseChecked,
    reverseAvailable: reversePermission,
    reverseChecked,
    reverseDisabled,
    reverseLock: reversePermission ? reverseLock : null,
    maxOrders: maxSelectable(reverseChecked),
  } as const;
}

/** The quote an order is charged in the chosen return mode (the stored suggested_value/tax when it has no pair). */
export function chosenQuote(order: StagedOrder, withReturn: boolean): Quote {
  const pair = withReturn ? order.withReturn : order.withoutReturn;
  if (pair) return pair;
  return { suggested_value: Number(order.suggested_value ?? 0) || 0, tax: order.tax ?? { delivery_tax: 0 } };
}

/** Σ suggested_value + Σ delivery_tax + Σ high-demand flag tax, the flag taxes grouped by flag (§4). */
export function deliveryTotals(orders: StagedOrder[], withReturn: boolean) {
  const quotes = orders.map((o) => chosenQuote(o, withReturn));
  const flags: { key: string; name: string | null; total: number }[] = [];
  for (const { tax } of quotes) {
    const amount = Number(tax?.flag_tax ?? 0) || 0;
    if (amount <= 0) continue;
    const key = tax.flag_id != null ? `id:${tax.flag_id}` : `name:${tax.flag_name ?? ''}`;
    const found = flags.find((f) => f.key === key);
    if (found) found.total = sumMoney([found.total, amount]);
    else flags.push({ key, name: tax.flag_name ?? null, total: sumMoney([amount]) });
  }
  const deliveries = sumMoney(quotes.map((q) => q.suggested_value));
  const deliveryTax = sumMoney(quotes.map((q) => q.tax?.delivery_tax ?? 0));
  return {
    items: sumMoney(orders.map(itemsTotal)),
    deliveries,
    deliveryTax,
    flags,
    total: sumMoney([deliveries, deliveryTax, ...flags.map((f) => f.total)]),
  };
}

import type { Business, Courier, Order } from './model';
import type { OrderHubPayload } from './orders';
import type { Sandbox } from './sandbox';
import { ApiError, forbidden, unprocessable } from './errors';
import { checkRange, OUT_OF_RANGE_MESSAGE } from './geo';
import { quoteFor, quoteTotal, type Quote, type QuotePair } from './quotes';
import { requireFleetCourier } from './fleet';
import { CATEGORY } from './wallet';
import { round2 } from './random';

/**
 * Creating deliveries: the order hub's validate, orders/multiple, the legacy v2/orders and the reverse
 * default-edp/task. Each checks the operating radius and (prepaid stores) the balance against the quotes,
 * creates live orders through the store's OrderStore (which debits the price) and debits the taxes.
 */

export type ValidationStatus = 'IMMEDIATE_DELIVERY' | 'ORDER_DISTANCE_VALIDATION' | 'BUSINESS_WITHOUT_BALANCE';

export interface ValidationResult {
  success: boolean;
  status: ValidationStatus;
  message: string;
  estimated_price: { withoutReturn: Quote; withReturn: Quote | null };
  distance: number;
  verify_id: string | null;
}

/** The payload as the contract accepts it (preparation_start may be null). */
export type WireOrderPayload = Omit<OrderHubPayload, 'preparation_start'> & { preparation_start?: string | null };

const fromWire = ({ preparation_start, ...rest }: WireOrderPayload): OrderHubPayload => ({ ...rest, preparation_start: preparation_start ?? undefined });

export const NO_CREDIT_MESSAGE = 'Para montar essa entrega, é necessário efetuar uma recarga.';
export const NO_RETURN_QUOTE_MESSAGE = 'Entrega com retorno indisponível para este endereço.';

/** The quote a delivery is charged: with return when the courier must return. */
function chargedQuote(pair: QuotePair, withReturn: boolean): Quote | null {
  return withReturn ? pair.withReturn : pair.withoutReturn;
}

export function validateOrder(sandbox: Sandbox, business: Business, payload: WireOrderPayload): ValidationResult {
  const now = sandbox.now();
  const point = { lat: payload.address.lat, lng: payload.address.lng };
  const range = checkRange(business, point);
  const pair = quoteFor(business, point, now);
  const base = { estimated_price: { withoutReturn: pair.withoutReturn, withReturn: pair.withReturn }, distance: pair.distance, verify_id: payload.verify_id ?? null };
  if (!range.in_range) {
    return { ...base, success: false, status: 'ORDER_DISTANCE_VALIDATION', message: OUT_OF_RANGE_MESSAGE };
  }
  const quote = chargedQuote(pair, !!payload.courier_must_return) ?? pair.withoutReturn;
  if (!sandbox.wallet(business.uuid).canSpend(quoteTotal(quote))) {
    return { ...base, success: false, status: 'BUSINESS_WITHOUT_BALANCE', message: NO_CREDIT_MESSAGE };
  }
  return { ...base, success: true, status: 'IMMEDIATE_DELIVERY', message: 'Pedido validado.' };
}

interface PlannedOrder {
  payload: OrderHubPayload;
  quote: Quote;
  /** Sets fields the order-hub payload has no place for (legacy total value). */
  finish?: (order: Order) => void;
}

/** An accepted courier of the store's own fleet (invite status 2). */
function acceptedFleetCourier(sandbox: Sandbox, business: Business, courierId: string): Courier {
  const courier = requireFleetCourier(sandbox, business, courierId);
  if (!courier.fleets.some((f) => f.business_uuid === business.uuid && f.status === 2)) {
    throw unprocessable('Entregador indisponível.', ['O entregador escolhido não está ativo na sua frota.']);
  }
  return courier;
}

/** Checks every order (range, return quote) and the balance for the sum; creates nothing on failure. */
function plan(sandbox: Sandbox, business: Business, payloads: { payload: OrderHubPayload; finish?: (order: Order) => void }[]): PlannedOrder[] {
  const now = sandbox.now();
  const planned = payloads.map(({ payload, finish }, index) => {
    const point = { lat: payload.address.lat, lng: payload.address.lng };
    const label = payloads.length > 1 ? `Pedido ${index + 1}: ` : '';
    if (!checkRange(business, point).in_range) {
      throw unprocessable('Não foi possível criar o pedido.', [`${label}${OUT_OF_RANGE_MESSAGE}`]);
    }
    const quote = chargedQuote(quoteFor(business, point, now), !!payload.courier_must_return);
    if (!quote) throw unprocessable('Não foi possível criar o pedido.', [`${label}${NO_RETURN_QUOTE_MESSAGE}`]);
    return { payload, quote, finish };
  });
  const total = round2(planned.reduce((sum, p) => sum + quoteTotal(p.quote), 0));
  if (!sandbox.wallet(business.uuid).canSpend(total)) throw unprocessable('Saldo insuficiente.', [NO_CREDIT_MESSAGE]);
  return planned;
}

/** Creates the planned orders as live deliveries, debits their taxes and puts the chosen courier on them. */
function execute(sandbox: Sandbox, business: Business, planned: PlannedOrder[], courier: Courier | null): { data: Order[]; total: number } {
  const store = sandbox.orders(business.uuid);
  const wallet = sandbox.wallet(business.uuid);
  const at = sandbox.now();
  const data: Order[] = [];
  let total = 0;
  for (const { payload, quote, finish } of planned) {
    const order = store.create(payload, { toApprove: false, at });
    finish?.(order);
    const delivery = order.delivery!;
    if (quote.tax.tax > 0) {
      wallet.debit(quote.tax.tax, `Taxas da entrega #${delivery.short_id}${quote.tax.flag_name ? ` (${quote.tax.flag_name})` : ''}`, at, CATEGORY.delivery, order.uuid);
    }
    if (courier) store.changeCourier(delivery.id, courier);
    total = round2(total + delivery.estimated_price + quote.tax.tax);
    data.push(order);
  }
  return { data, total };
}

/**
 * The order already created under this external id, if any: creating is idempotent by external id, so a
 * merchant who sends again a create whose answer was lost (a time-out) gets the same orders, not new ones.
 */
function alreadyCreated(sandbox: Sandbox, business: Business, externalId: string | null | undefined): Order | undefined {
  if (!externalId) return undefined;
  return sandbox.orders(business.uuid).all().find((o) => o.external_reference === externalId);
}

export function createMultiple(sandbox: Sandbox, business: Business, payloads: WireOrderPayload[], courierId?: string) {
  const courier = courierId ? acceptedFleetCourier(sandbox, business, courierId) : null;
  const existing = payloads.map((payload) => alreadyCreated(sandbox, business, payload.external_id));
  const fresh = payloads.filter((_, i) => !existing[i]);
  const planned = plan(sandbox, business, fresh.map((payload) => ({ payload: { ...fromWire(payload), delivery_type: payload.delivery_type ?? 'DELIVERY' } })));
  const created = execute(sandbox, business, planned, courier);
  const data = payloads.map((_, i) => existing[i] ?? created.data[i - existing.slice(0, i).filter(Boolean).length]!);
  return { success: true, message: data.length > 1 ? 'Pedidos criados com sucesso!' : 'Pedido criado com sucesso!', data, total: created.total };
}

// ---- legacy builder (POST v2/orders) ----

export const LEGACY_PAYMENT_TYPES: Record<number, { name: string; code: string }> = {
  1: { name: 'Cartão de Crédito', code: 'CREDIT' },
  2: { name: 'Cartão de Débito', code: 'DEBIT' },
  3: { name: 'Dinheiro', code: 'DIN' },
  4: { name: 'Vale Refeição', code: 'VR' },
  5: { name: 'Pagamento Online', code: 'ONLINE' },
};

export interface LegacyOrderInput {
  client_name: string;
  phone: string;
  total_value: number;
  delivery_value?: number | null;
  order_payment_type_id: number;
  exchange?: number | null;
  marketplace_name: string;
  business_platform: string;
  business_order_id?: string | null;
  business_order_date: string;
  shipping_type: string;
  obs?: string | null;
  cotation?: number | null;
  address: {
    street: string;
    number: string;
    neighborhood: string;
    city?: string;
    state?: string;
    zipCode?: string;
    complement?: string | null;
    lat: number;
    lng: number;
  };
}

export interface LegacyCreateInput {
  courier_must_return: boolean;
  reverse_logistic?: boolean;
  courier_id?: string | null;
  multiple: LegacyOrderInput[];
}

/** Payments other than cash (3) and online (5) lock the return on (spec part-1 §4). */
export const legacyPaymentNeedsReturn = (id: number): boolean => id !== 3 && id !== 5;

export function createLegacy(sandbox: Sandbox, business: Business, input: LegacyCreateInput) {
  if (input.reverse_logistic) {
    if (business.reverse_logistic_permission !== '1') throw forbidden('Sua loja não possui permissão para logística reversa.');
    if (input.multiple.length > 1) throw unprocessable('Limite de pedidos atingido!', ['No modo reverso a entrega tem apenas 1 pedido.']);
  }
  input.multiple.forEach((o, i) => {
    if (legacyPaymentNeedsReturn(o.order_payment_type_id) && !input.courier_must_return) {
      throw unprocessable('Não foi possível criar o pedido.', [`Pedido ${i + 1}: pagamentos em cartão ou vale refeição exigem o retorno do entregador.`]);
    }
    if (o.order_payment_type_id === 3 && o.exchange != null && o.exchange > 0 && o.exchange < o.total_value) {
      throw unprocessable('Não foi possível criar o pedido.', [`Pedido ${i + 1}: O troco não pode ser menor que o valor total do pedido!`]);
    }
  });
  const courier = input.courier_id ? acceptedFleetCourier(sandbox, business, input.courier_id) : null;
  const payloads = input.multiple.map((o) => {
    const payment = LEGACY_PAYMENT_TYPES[o.order_payment_type_id];
    const digits = o.phone.replace(/\D/g, '');
    const payload: OrderHubPayload = {
      external_id: o.business_order_id?.trim() || undefined,
      courier_must_return: input.courier_must_return,
      address: {
        street_name: o.address.street,
        street_number: o.address.number,
        neighborhood: o.address.neighborhood,
        city: o.address.city,
        state: o.address.state,
        postal_code: (o.address.zipCode ?? '').replace(/\D/g, '') || undefined,
        complement: o.address.complement ?? null,
        country: 'BR',
        lat: o.address.lat,
        lng: o.address.lng,
      },
      customer: { name: o.client_name, phone: digits || undefined, document: null },
      payments: [{ ...payment, change_for: o.order_payment_type_id === 3 ? (o.exchange ?? null) : null }],
      order_created_at: o.business_order_date,
      marketplace_name: o.business_platform || o.marketplace_name,
      marketplace_id: o.business_platform ? o.business_platform.toUpperCase().replace(/\s+/g, '_') : 'BOX_LOGISTICX',
      items: [],
      observations: [o.shipping_type === 'Malote' ? 'Tipo de envio: Malote' : null, o.obs?.trim() || null].filter(Boolean).join(' — ') || null,
      delivery_type: input.reverse_logistic ? 'REVERSE' : 'DELIVERY',
    };
    const finish = (order: Order) => {
      order.final_total_price = round2(o.total_value);
      order.origin = { name: o.marketplace_name };
    };
    return { payload, finish };
  });
  const { data, total } = execute(sandbox, business, plan(sandbox, business, payloads), courier);
  return { success: true, message: data.length > 1 ? 'Pedidos criados com sucesso!' : 'Pedido criado com sucesso!', data, total };
}

// ---- reverse logistics (POST v2/default-edp/task) ----

export interface ReverseTaskInput {
  externalId: string;
  totalAmount: number;
  needReturn: boolean;
  origin: {
    name: string;
    phone?: string;
    address: { street: string; number?: string; neighborhood?: string; city?: string; state?: string; zipCode?: string; complement?: string | null; lat: number; lng: number };
  };
  items?: { name: string; price: number; quantity: number; external_id?: string | null }[];
  observations?: string | null;
  payments?: { name: string; code: string; change_for?: number | null }[];
}

export function createReverseTask(sandbox: Sandbox, business: Business, input: ReverseTaskInput) {
  if (business.reverse_logistic_permission !== '1') throw forbidden('Sua loja não possui permissão para logística reversa.');
  const existing = alreadyCreated(sandbox, business, input.externalId);
  if (existing) return { success: true, message: 'Pedido criado com sucesso!', data: existing };
  const a = input.origin.address;
  const payload: OrderHubPayload = {
    external_id: input.externalId,
    courier_must_return: input.needReturn,
    address: {
      street_name: a.street,
      street_number: a.number,
      neighborhood: a.neighborhood,
      city: a.city,
      state: a.state,
      postal_code: (a.zipCode ?? '').replace(/\D/g, '') || undefined,
      complement: a.complement ?? null,
      country: 'BR',
      lat: a.lat,
      lng: a.lng,
    },
    customer: { name: input.origin.name, phone: input.origin.phone?.replace(/\D/g, '') || undefined, document: null },
    payments: input.payments,
    items: input.items,
    observations: input.observations ?? null,
    delivery_type: 'REVERSE',
  };
  const finish = (order: Order) => {
    if (!order.items.length) order.final_total_price = round2(input.totalAmount);
  };
  const { data } = execute(sandbox, business, plan(sandbox, business, [{ payload, finish }]), null);
  return { success: true, message: 'Pedido criado com sucesso!', data: data[0] };
}

/** can-spend: 202 when allowed; a prepaid store short of balance gets 422. */
export function canSpend(sandbox: Sandbox, business: Business, amount: number) {
  const wallet = sandbox.wallet(business.uuid);
  if (!wallet.canSpend(amount)) throw new ApiError(422, 'Saldo insuficiente para adicionar o pedido!', [NO_CREDIT_MESSAGE]);
  return { can_spend: true as const, balance: wallet.balance, amount: round2(amount), postpaid: business.postpaid };
}

import type { components } from 'shared/contract-types/delivery';
import type { Business, Courier, Order } from './model';
import { deliveryPrice } from './orderBook';
import { invalidMoments, type OrderHubPayload } from './orderPayload';
import type { Sandbox } from './sandbox';
import { ApiError, badRequest, forbidden, unprocessable } from './errors';
import { createdAnswer, createOnce, labelOf, type MadeOrder } from './deliveryIdempotency';
import { fingerprint } from './idempotency';
import { INVALID_DATA_MESSAGE } from './money';
import { checkRange, OUT_OF_RANGE_MESSAGE } from './geo';
import { quoteFor, quoteTotal, type Quote, type QuotePair } from './quotes';
import { requireFleetCourier } from './fleet';
import { requireManualCreate } from './features';
import { CATEGORY } from './wallet';
import { round2 } from './random';
import { distanceKm } from '../data/streets';

/**
 * Creating deliveries: the order hub's validate, orders/multiple, the legacy v2/orders (legacyBuilder.ts) and the
 * reverse default-edp/task. Each checks the operating radius and (prepaid stores) the balance against the quotes,
 * creates live orders through the store's OrderStore (which debits the price) and debits the taxes.
 */

export type ValidationResult = components['schemas']['ValidationResult'];

export const NO_CREDIT_MESSAGE = 'Para montar essa entrega, é necessário efetuar uma recarga.';
export const NO_RETURN_QUOTE_MESSAGE = 'Entrega com retorno indisponível para este endereço.';

/** The quote a delivery is charged: with return when the courier must return. */
function chargedQuote(pair: QuotePair, withReturn: boolean): Quote | null {
  return withReturn ? pair.withReturn : pair.withoutReturn;
}

export function validateOrder(sandbox: Sandbox, business: Business, payload: OrderHubPayload): ValidationResult {
  const now = sandbox.now();
  const point = { lat: payload.address.lat, lng: payload.address.lng };
  const range = checkRange(business, point);
  const pair = quoteFor(business, point, now);
  const base = {
    estimated_price: { withoutReturn: pair.withoutReturn, withReturn: pair.withReturn },
    distance: pair.distance,
    verify_id: payload.verify_id ?? null,
  };
  if (!range.in_range) {
    return { ...base, success: false, status: 'ORDER_DISTANCE_VALIDATION', message: OUT_OF_RANGE_MESSAGE };
  }
  const quote = chargedQuote(pair, !!payload.courier_must_return) ?? pair.withoutReturn;
  if (!sandbox.wallet(business.uuid).canSpend(quoteTotal(quote))) {
    return { ...base, success: false, status: 'BUSINESS_WITHOUT_BALANCE', message: NO_CREDIT_MESSAGE };
  }
  return { ...base, success: true, status: 'IMMEDIATE_DELIVERY', message: 'Pedido validado.' };
}

/** Texts of the per-order failures (orders/failures/validation). */
export const FAILURE_TEXTS = {
  outOfRange: 'Endereço do cliente fora do raio de atuação da loja.',
  noBalance: 'Saldo insuficiente para criar a entrega. Para montar essa entrega, é necessário efetuar uma recarga.',
} as const;

/**
 * Why each asked-about order of the store has not become a delivery: an address outside the operating
 * radius, or a prepaid balance that does not cover the delivery (the simulation keeps such orders in
 * 'Processando'). Orders with a delivery, waiting for approval, unknown or of another store are left out.
 */
export function orderFailures(sandbox: Sandbox, business: Business, uuids: string[]): Record<string, string> {
  const store = sandbox.orders(business.uuid);
  const wallet = sandbox.wallet(business.uuid);
  const out: Record<string, string> = {};
  for (const uuid of new Set(uuids)) {
    const order = store.get(uuid);
    if (!order || order.delivery || order.to_approve || order.status.code === 'CANCELLED') continue;
    const distance = distanceKm(business.address, order.address);
    if (distance > business.operating_radius_km) {
      out[uuid] = FAILURE_TEXTS.outOfRange;
      continue;
    }
    const price = deliveryPrice(round2(distance * 1.25), order.with_return);
    if (!wallet.canSpend(price)) out[uuid] = FAILURE_TEXTS.noBalance;
  }
  return out;
}

export interface PlannedOrder {
  payload: OrderHubPayload;
  quote: Quote;
  /** Sets fields the order-hub payload has no place for (legacy total value). */
  finish?: (order: Order) => void;
}

/** An accepted courier of the store's own fleet (invite status 2). */
export function acceptedFleetCourier(sandbox: Sandbox, business: Business, courierId: string): Courier {
  if (business.search_type !== 'FLEET') throw unprocessable('Entregador indisponível.', ['Disponível apenas para lojas com Frota Própria.']);
  const courier = requireFleetCourier(sandbox, business, courierId);
  if (!courier.fleets.some((f) => f.business_uuid === business.uuid && f.status === 2)) {
    throw unprocessable('Entregador indisponível.', ['O entregador escolhido não está ativo na sua frota.']);
  }
  return courier;
}

/** Checks every order (range, return quote) and the balance for the sum; creates nothing on failure. */
export function plan(sandbox: Sandbox, business: Business, payloads: { payload: OrderHubPayload; finish?: (order: Order) => void }[]): PlannedOrder[] {
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
export function execute(sandbox: Sandbox, business: Business, planned: PlannedOrder[], courier: Courier | null): MadeOrder[] {
  const store = sandbox.orders(business.uuid);
  const wallet = sandbox.wallet(business.uuid);
  const at = sandbox.now();
  return planned.map(({ payload, quote, finish }) => {
    const order = store.create(payload, { toApprove: false, at });
    finish?.(order);
    const delivery = order.delivery!;
    if (quote.tax.tax > 0) {
      wallet.debit(
        quote.tax.tax,
        `Taxas da entrega #${delivery.short_id}${quote.tax.flag_name ? ` (${quote.tax.flag_name})` : ''}`,
        at,
        CATEGORY.delivery,
        order.uuid,
      );
    }
    if (courier) store.changeCourier(delivery.id, courier);
    return { order, charged: round2(delivery.estimated_price + quote.tax.tax) };
  });
}

/**
 * The moment of sending: the portal stamps a create with the time it sends it, so a create sent again after a lost
 * answer carries other stamps for the same order. They are not part of what the order asks for.
 */
const SENDING_MOMENT: readonly string[] = ['delivery_datetime', 'preparation_start', 'order_created_at'];

const withoutSendingMoment = (payload: OrderHubPayload) => Object.fromEntries(Object.entries(payload).filter(([key]) => !SENDING_MOMENT.includes(key)));

export const REVERSE_MESSAGES = {
  tooMany: 'No modo reverso a entrega tem apenas 1 pedido.',
  withReturn: 'A entrega reversa não pode ter retorno ao estabelecimento.',
  withCourier: 'Na entrega reversa não é possível escolher o entregador.',
} as const;

/**
 * What a call's orders must hold before anything is created: dates that read as dates, and reverse mode's rules
 * (docs/spec/part-1-signin-dashboard-delivery.md §4: the store's permission, one order, no return, no chosen courier).
 */
function requireCreatable(business: Business, payloads: OrderHubPayload[], courierId: string | undefined): void {
  const wrongDates = payloads.flatMap((payload, i) =>
    invalidMoments(payload).map((field) => `${labelOf(i, payloads.length)}${field} não é uma data e hora válida.`),
  );
  if (wrongDates.length) throw badRequest(INVALID_DATA_MESSAGE, wrongDates);
  const reverse = payloads.some((p) => p.delivery_type === 'REVERSE');
  requireReversePermission(business, reverse);
  if (!reverse) return;
  if (payloads.length > 1) throw unprocessable('Limite de pedidos atingido!', [REVERSE_MESSAGES.tooMany]);
  if (payloads[0].courier_must_return) throw unprocessable('Não foi possível criar o pedido.', [REVERSE_MESSAGES.withReturn]);
  if (courierId) throw unprocessable('Não foi possível criar o pedido.', [REVERSE_MESSAGES.withCourier]);
}

export function createMultiple(sandbox: Sandbox, business: Business, payloads: OrderHubPayload[], courierId?: string) {
  requireManualCreate(business);
  requireCreatable(business, payloads, courierId);
  const keyed = payloads.map((payload, i) => ({
    externalId: payload.external_id || undefined,
    print: fingerprint({ call: 'orders/multiple', order: withoutSendingMoment(payload), courier_id: courierId }),
    label: labelOf(i, payloads.length),
  }));
  const made = createOnce(sandbox, business, keyed, (fresh) => {
    const courier = courierId ? acceptedFleetCourier(sandbox, business, courierId) : null;
    const planned = plan(
      sandbox,
      business,
      fresh.map((i) => ({ payload: { ...payloads[i], delivery_type: payloads[i].delivery_type ?? 'DELIVERY' } })),
    );
    return execute(sandbox, business, planned, courier);
  });
  return createdAnswer(made);
}

/** Reverse logistics needs the store's permission ('reverse_logistic_permission' '1'). */
export function requireReversePermission(business: Business, reverse: boolean): void {
  if (reverse && business.reverse_logistic_permission !== '1') throw forbidden('Sua loja não possui permissão para logística reversa.');
}

/** can-spend: 202 when allowed; a prepaid store short of balance gets 422. */
export function canSpend(sandbox: Sandbox, business: Business, amount: number) {
  const wallet = sandbox.wallet(business.uuid);
  if (!wallet.canSpend(amount)) throw new ApiError(422, 'Saldo insuficiente para adicionar o pedido!', [NO_CREDIT_MESSAGE]);
  return { can_spend: true as const, balance: wallet.balance, amount: round2(amount), postpaid: business.postpaid };
}

import type { components, operations } from 'shared/contract-types/delivery';
import type { Business, Order } from './model';
import type { Sandbox } from './sandbox';
import type { OrderHubPayload } from './orderPayload';
import type { OrderStore } from './orders';
import { requireManualCreate } from './features';
import { unprocessable } from './errors';
import { conflict, fingerprint, type IdempotencyStore } from './idempotency';
import { round2 } from './random';
import { acceptedFleetCourier, execute, plan, requireReversePermission } from './deliveries';
import { createdAnswer, createOnce, EXTERNAL_ID_MESSAGES, labelOf, type MadeOrder, storeOf } from './deliveryIdempotency';

/**
 * The legacy builder's create (POST v2/orders, docs/spec/part-1-signin-dashboard-delivery.md §3–§5): up to 4 orders
 * of the builder's own shape, made into order-hub orders and created as the staging create's are (deliveries.ts).
 */

/** Per store: the answers of the legacy builder's creates sent with an idempotency key. */
const legacyAnswers = new WeakMap<OrderStore, IdempotencyStore<ReturnType<typeof createdAnswer>>>();

export const LEGACY_PAYMENT_TYPES: Record<number, { name: string; code: string }> = {
  1: { name: 'Cartão de Crédito', code: 'CREDIT' },
  2: { name: 'Cartão de Débito', code: 'DEBIT' },
  3: { name: 'Dinheiro', code: 'DIN' },
  4: { name: 'Vale Refeição', code: 'VR' },
  5: { name: 'Pagamento Online', code: 'ONLINE' },
};

export type LegacyOrderInput = components['schemas']['LegacyOrder'];
export type LegacyCreateInput = operations['createLegacyOrder']['requestBody']['content']['application/json'];

/** Payments other than cash (3) and online (5) lock the return on (docs/spec/part-1-signin-dashboard-delivery.md §4). */
export const legacyPaymentNeedsReturn = (id: number): boolean => id !== 3 && id !== 5;

/**
 * What one legacy order asks for, to compare a repeated id's body: all of it but its copy of the quote
 * (`cotation`, `delivery_value`: the server prices the delivery itself, and a quote shown at another moment is the
 * same order), with the delivery's options.
 */
function legacyOrderMeaning(input: LegacyCreateInput, order: LegacyOrderInput) {
  const { cotation: _cotation, delivery_value: _value, ...rest } = order;
  return {
    call: 'v2/orders',
    order: rest,
    courier_must_return: input.courier_must_return,
    reverse_logistic: input.reverse_logistic === true,
    courier_id: input.courier_id,
  };
}

/**
 * The legacy builder's create: idempotent by its `idempotency_key` (the whole call) and by each order's
 * business_order_id (its external id), like the order hub's create.
 */
export function createLegacy(sandbox: Sandbox, business: Business, input: LegacyCreateInput) {
  requireManualCreate(business);
  requireReversePermission(business, input.reverse_logistic === true);
  const key = input.idempotency_key;
  const answers = storeOf(legacyAnswers, sandbox.orders(business.uuid));
  const print = key ? fingerprint({ ...input, idempotency_key: undefined, multiple: input.multiple.map((o) => legacyOrderMeaning(input, o)) }) : '';
  if (key) {
    const previous = answers.replay(key, print, sandbox.now().getTime(), () =>
      conflict(EXTERNAL_ID_MESSAGES.keyReused, [EXTERNAL_ID_MESSAGES.keyReusedDetail]),
    );
    if (previous) return previous;
  }
  const answer = createdAnswer(createLegacyOrders(sandbox, business, input));
  if (key) answers.remember(key, print, answer, sandbox.now().getTime());
  return answer;
}

function createLegacyOrders(sandbox: Sandbox, business: Business, input: LegacyCreateInput): MadeOrder[] {
  if (input.reverse_logistic) {
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
  // No order_created_at: the order is stamped with the moment it is created, as the staging create is. The
  // builder's 'Data do pedido' is a calendar day (midnight), and the live list reads the last 6 hours by that stamp, so
  // the order would leave 'Em andamento' early in the day. The contract's Order has no field for that day; it stays
  // part of what the order asks for (legacyOrderMeaning), so the same id with another day is another order.
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
  const keyed = input.multiple.map((o, i) => ({
    externalId: payloads[i].payload.external_id,
    print: fingerprint(legacyOrderMeaning(input, o)),
    label: labelOf(i, input.multiple.length),
  }));
  return createOnce(sandbox, business, keyed, (fresh) => {
    const courier = input.courier_id ? acceptedFleetCourier(sandbox, business, input.courier_id) : null;
    return execute(
      sandbox,
      business,
      plan(
        sandbox,
        business,
        fresh.map((i) => payloads[i]),
      ),
      courier,
    );
  });
}

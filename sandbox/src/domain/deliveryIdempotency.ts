// Creating once: idempotency by external id and key (domain/idempotency.ts).
import type { Business, Order } from './model';
import type { OrderStore } from './orders';
import type { Sandbox } from './sandbox';
import { badRequest } from './errors';
import { conflict, IdempotencyStore } from './idempotency';
import { INVALID_DATA_MESSAGE } from './money';
import { round2 } from './random';

/** An order made by a create call, with what the call charged for it (its delivery's price and taxes). */
export interface MadeOrder {
  order: Order;
  charged: number;
}

export const EXTERNAL_ID_MESSAGES = {
  reused: 'Este ID de pedido já foi usado com outros dados.',
  reusedDetail: (label: string, id: string) =>
    `${label ? `${label}o` : 'O'} ID '${id}' já é de outro pedido desta loja. Para criar um pedido novo, use outro ID.`,
  repeated: (id: string) => `O ID '${id}' aparece em mais de um pedido desta entrega.`,
  keyReused: 'Esta entrega já foi enviada com outros dados.',
  keyReusedDetail:
    'A chave de idempotência (idempotency_key) já foi usada em outra entrega desta loja, com outros pedidos ou opções. Para uma nova entrega, envie uma nova chave.',
} as const;

/** Per store: the orders created under an external id, with the body each was asked with. */
const createdByExternalId = new WeakMap<OrderStore, IdempotencyStore<MadeOrder>>();

export function storeOf<T>(map: WeakMap<OrderStore, IdempotencyStore<T>>, store: OrderStore): IdempotencyStore<T> {
  let found = map.get(store);
  if (!found) {
    found = new IdempotencyStore<T>();
    map.set(store, found);
  }
  return found;
}

/** One order of a create call: its external id (if any) and the fingerprint of what it asks for. */
export interface KeyedOrder {
  externalId: string | undefined;
  print: string;
  /** 'Pedido 2: ' in a call of several orders. */
  label: string;
}

export const labelOf = (index: number, count: number) => (count > 1 ? `Pedido ${index + 1}: ` : '');

/**
 * For each order of a call, the order created before under its external id with the same body, or undefined
 * when it is to be created. An external id that names an order asked for with another body (or an order the store
 * has from elsewhere: a marketplace, an earlier day) refuses the whole call with 409 before anything is created.
 */
function priorOrders(sandbox: Sandbox, store: OrderStore, keyed: KeyedOrder[]): (MadeOrder | undefined)[] {
  const seen = new Set<string>();
  for (const { externalId } of keyed) {
    if (externalId === undefined) continue;
    if (seen.has(externalId)) throw badRequest(INVALID_DATA_MESSAGE, [EXTERNAL_ID_MESSAGES.repeated(externalId)]);
    seen.add(externalId);
  }
  const ids = storeOf(createdByExternalId, store);
  const now = sandbox.now().getTime();
  const conflicts: string[] = [];
  const prior = keyed.map(({ externalId, print, label }) => {
    if (externalId === undefined) return undefined;
    const found = ids.find(externalId, print, now);
    if (found === 'conflict' || (!found && store.all().some((o) => o.external_reference === externalId))) {
      conflicts.push(EXTERNAL_ID_MESSAGES.reusedDetail(label, externalId));
      return undefined;
    }
    return found;
  });
  if (conflicts.length) throw conflict(EXTERNAL_ID_MESSAGES.reused, conflicts);
  return prior;
}

/**
 * The orders of a call, each either made before under its external id with the same body (answered again) or
 * created now by `create` (given the indexes of those to create; all of them or none, as plan() decides).
 */
export function createOnce(sandbox: Sandbox, business: Business, keyed: KeyedOrder[], create: (fresh: number[]) => MadeOrder[]): MadeOrder[] {
  const store = sandbox.orders(business.uuid);
  const prior = priorOrders(sandbox, store, keyed);
  const fresh = keyed.map((_, i) => i).filter((i) => !prior[i]);
  const made = fresh.length ? create(fresh) : [];
  const ids = storeOf(createdByExternalId, store);
  const now = sandbox.now().getTime();
  fresh.forEach((index, i) => {
    const { externalId, print } = keyed[index];
    if (externalId !== undefined) ids.remember(externalId, print, made[i], now);
  });
  return keyed.map((_, i) => prior[i] ?? made[fresh.indexOf(i)]);
}

export function createdAnswer(made: MadeOrder[]) {
  return {
    success: true,
    message: made.length > 1 ? 'Pedidos criados com sucesso!' : 'Pedido criado com sucesso!',
    data: made.map((m) => m.order),
    total: round2(made.reduce((sum, m) => sum + m.charged, 0)),
  };
}

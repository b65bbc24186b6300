import type { Order } from '../../api/operations';
import { orderRef } from '../common/format';

/** What a refresh can bring that the merchant must hear about (docs/decisions.md, 'Order alerts'). */
export type OrderAlertKind = 'toApprove' | 'newLive' | 'cancelled' | 'notDelivered';

export interface OrderAlert {
  kind: OrderAlertKind;
  uuid: string;
  /** '#1234', as the lists show it. */
  reference: string;
  customer: string;
  /** A franchise's alert: the store the order is in, and its name (D14). */
  store?: string;
  storeName?: string;
}

/** The three lists the alerts watch: waiting for approval, live, and recently ended badly. */
export interface WatchedLists {
  toApprove: Order[];
  live: Order[];
  /** Orders whose delivery ended 'Cancelada' or 'Não entregue' in the last hours. */
  endedBadly: Order[];
}

/** What has been seen since the page opened (or the store changed): no alert twice, none for what was there. */
export interface SeenOrders {
  /** Every order seen in any list. */
  orders: Set<string>;
  /** The orders already seen ended badly. */
  endedBadly: Set<string>;
}

/** The delivery statuses that end badly, as the status codes the lists carry. */
export const ENDED_BADLY: Record<string, OrderAlertKind> = { CANCELLED: 'cancelled', COURIER_NOT_DELIVERED: 'notDelivered' };

const alertOf = (kind: OrderAlertKind, order: Order): OrderAlert => ({
  kind,
  uuid: order.uuid,
  reference: orderRef(order),
  customer: order.customer?.name ?? '',
});

/**
 * The alerts a refresh brings. The first look (`seen` null: the page just opened, or another store) only takes note
 * of what is there. Then: an order never seen before waiting for approval ('Em preparo') or live; an order whose
 * delivery turned 'Cancelada' or 'Não entregue' since the last look.
 */
export function alertsFor(seen: SeenOrders | null, lists: WatchedLists): { alerts: OrderAlert[]; seen: SeenOrders } {
  const next: SeenOrders = { orders: new Set(seen?.orders), endedBadly: new Set(seen?.endedBadly) };
  const alerts: OrderAlert[] = [];
  const firstLook = seen === null;
  for (const order of lists.toApprove) {
    if (!firstLook && !next.orders.has(order.uuid)) alerts.push(alertOf('toApprove', order));
    next.orders.add(order.uuid);
  }
  for (const order of lists.live) {
    if (!firstLook && !next.orders.has(order.uuid)) alerts.push(alertOf('newLive', order));
    next.orders.add(order.uuid);
  }
  for (const order of lists.endedBadly) {
    const kind = ENDED_BADLY[order.delivery?.status?.code ?? ''];
    if (!kind) continue;
    if (!firstLook && !next.endedBadly.has(order.uuid)) alerts.push(alertOf(kind, order));
    next.endedBadly.add(order.uuid);
    next.orders.add(order.uuid);
  }
  return { alerts, seen: next };
}

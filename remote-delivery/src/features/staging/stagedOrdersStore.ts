import { ordersAtom, portalStore, type StagedOrder } from 'shared';

/**
 * Changes to the shared orders slice that ordersActions has no action for: flagging the orders whose
 * validation failed (unselected, with the error text the icon copies) and removing the orders a delivery took,
 * by identity (indexes may move while the calls run). Written through the one portal store, so it is persisted
 * and seen by every remote like the actions' changes.
 */
export function patchStagedOrders(change: (orders: StagedOrder[]) => StagedOrder[]): void {
  const state = portalStore.get(ordersAtom);
  const orders = change(state.orders);
  if (orders !== state.orders) portalStore.set(ordersAtom, { ...state, orders });
}

/** Flags failed orders: unselected, with their error text. */
export function flagFailedOrders(failures: Map<StagedOrder, string>): void {
  if (!failures.size) return;
  patchStagedOrders((orders) => orders.map((o) => (failures.has(o) ? { ...o, selected: false, error: failures.get(o) } : o)));
}

/** Clears the error flag of the given orders (a new attempt). Returns nothing: read the orders again after. */
export function clearOrderErrors(targets: StagedOrder[]): void {
  const set = new Set(targets.filter((o) => o.error));
  if (!set.size) return;
  patchStagedOrders((orders) => orders.map((o) => (set.has(o) ? { ...o, error: null } : o)));
}

/** Removes the orders a created delivery took. */
export function removeStagedOrders(taken: StagedOrder[]): void {
  const set = new Set(taken);
  patchStagedOrders((orders) => orders.filter((o) => !set.has(o)));
}

/** Orders sent in a create whose answer never came: 'em processamento', with the external id they were sent under. */
export function markProcessing(sent: Map<StagedOrder, string>): void {
  if (!sent.size) return;
  patchStagedOrders((orders) => orders.map((o) => (sent.has(o) ? { ...o, processing: true, externalId: sent.get(o), error: null } : o)));
}

/** The server answered about these external ids: the created ones leave the list, the others may be sent again (same ids). */
export function settleProcessing(created: string[], notCreated: string[]): void {
  const done = new Set(created);
  const open = new Set(notCreated);
  patchStagedOrders((orders) =>
    orders.filter((o) => !(o.externalId && done.has(o.externalId))).map((o) => (o.externalId && open.has(o.externalId) ? { ...o, processing: false } : o)),
  );
}

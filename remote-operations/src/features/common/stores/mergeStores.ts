import type { UseQueryResult } from '@tanstack/react-query';
import type { Order, OrderList } from '../../../api/operations';

/** One store's part of a board list: the pages it has loaded, merged (D14). */
export interface StoreList {
  store: string;
  orders: Order[];
  /** The store's own total for the list (the server's meta.total). */
  total: number;
  /** Its first page has not answered (failed, or not yet): it is left out of the merge, marked, with a retry. */
  missing: boolean;
  /** It has more orders than it loaded. */
  more: boolean;
  reads: UseQueryResult<OrderList>[];
}

/** The orders of a list's pages, each once (an order may move from one page to the next between two reads). */
export function mergePages(pages: Order[][]): Order[] {
  const seen = new Set<string>();
  return pages.flat().filter((o) => !seen.has(o.uuid) && !!seen.add(o.uuid));
}

/** One store's pages, as read, as a StoreList. */
export function storeList(store: string, reads: UseQueryResult<OrderList>[]): StoreList {
  const orders = mergePages(reads.map((r) => r.data?.data ?? []));
  const total = Number(reads[0]?.data?.meta?.total ?? orders.length);
  return { store, orders, total, missing: !reads[0]?.data, more: orders.length < total, reads };
}

/** When an order came in: the order's own time, else the order hub's. NaN-free (0 when unknown). */
export function createdAt(order: Order): number {
  const at = Date.parse(order.order_created_at || order.created_at?.date || '');
  return Number.isFinite(at) ? at : 0;
}

/**
 * The time down to which every store's list is complete: a store with more orders than it loaded may still have
 * some newer than what lies below its last loaded one. Null when every store loaded all of its orders.
 */
function frontierOf(lists: StoreList[]): number | null {
  let frontier: number | null = null;
  for (const list of lists) {
    if (list.missing || !list.more || list.orders.length === 0) continue;
    const oldest = Math.min(...list.orders.map(createdAt));
    if (frontier === null || oldest > frontier) frontier = oldest;
  }
  return frontier;
}

/**
 * Several stores' lists as one, newest first, as a single store's list reads (docs/decisions.md D14). Only what is
 * certain is shown: orders down to the frontier, where a store with more orders might still have newer ones, so a
 * row never appears above one that is older than it after 'Carregar mais'. The total is the stores' sum; a store that
 * has not answered is left out of both (it is marked on the page). One store's list is shown as the server sent it.
 */
export function mergeStoreLists(lists: StoreList[]): { orders: Order[]; total: number } {
  const present = lists.filter((l) => !l.missing);
  const total = present.reduce((sum, l) => sum + l.total, 0);
  if (lists.length === 1) return { orders: present[0]?.orders ?? [], total };
  const frontier = frontierOf(present);
  const orders = present
    .flatMap((l) => l.orders)
    .filter((o) => frontier === null || createdAt(o) >= frontier)
    .sort((a, b) => createdAt(b) - createdAt(a) || a.uuid.localeCompare(b.uuid));
  return { orders, total };
}

/**
 * The stores whose next page 'Carregar mais' asks for: those that have more and whose every loaded order is already
 * shown (their last one is at the frontier), the ones holding the merged list back. One store: that store.
 */
export function storesToLoadMore(lists: StoreList[]): string[] {
  const present = lists.filter((l) => !l.missing);
  const frontier = frontierOf(present);
  if (frontier === null) return [];
  return present.filter((l) => l.more && l.orders.length > 0 && Math.min(...l.orders.map(createdAt)) >= frontier).map((l) => l.store);
}

import { useEffect, useMemo, useRef } from 'react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useSession } from 'shared';
import { useStoreScope } from 'shared/data';
import type { ListOrdersQuery, Order, OrderList } from '../../api/operations';
import { DASHBOARD_LAST_HOURS, ORDERS_PAGE_SIZE } from '../../domain/constants';
import { liveQuery, ordersListQuery } from '../common/orderQueries';
import { timezone } from '../common/format';
import { alertsFor, ENDED_BADLY, type OrderAlert, type SeenOrders, type WatchedLists } from './alertRules';

/** The deliveries that ended badly in the last hours (the first 20: newest first). */
const endedBadlyQuery = (): ListOrdersQuery => ({
  delivery_status: Object.keys(ENDED_BADLY).join(','),
  last_hours: DASHBOARD_LAST_HOURS,
  page: 1,
  limit: ORDERS_PAGE_SIZE,
  timezone: timezone(),
});

const WATCHED = 3;

/** Each store's three lists once none of them is being read: a refresh that answers list by list is compared once, whole. */
function settledByStore(reads: UseQueryResult<OrderList>[]): (WatchedLists | null)[] {
  const out: (WatchedLists | null)[] = [];
  for (let i = 0; i < reads.length; i += WATCHED) {
    const mine = reads.slice(i, i + WATCHED);
    const [toApprove, live, endedBadly] = mine.map((r) => r.data?.data) as (Order[] | undefined)[];
    out.push(mine.some((r) => r.isFetching) || !toApprove || !live || !endedBadly ? null : { toApprove, live, endedBadly });
  }
  return out;
}

/** The same answers as compared last time (TanStack keeps an unchanged answer's identity): nothing to compare. */
const sameLists = (a: WatchedLists, b: WatchedLists) => a.toApprove === b.toApprove && a.live === b.live && a.endedBadly === b.endedBadly;

/** The stores the bell watches: a franchise main user's every store (D14), else the one the portal works in. */
export function useWatchedStores(): { uuid: string; name: string | null }[] {
  const { isFranchiseAdmin, franchiseStores } = useSession();
  const scope = useStoreScope();
  return useMemo(
    () =>
      isFranchiseAdmin && (franchiseStores?.length ?? 0) > 1 ? franchiseStores!.map((s) => ({ uuid: s.uuid, name: s.name })) : [{ uuid: scope, name: null }],
    [isFranchiseAdmin, franchiseStores, scope],
  );
}

/**
 * Watches the orders for the alerts: of each watched store, the first 20 of the two live lists — the very cache
 * entries the orders page and the dashboard read, so an open orders page and the alerts ask for each list once per
 * refresh — and the deliveries that ended badly, every 60 s, in a background tab too. Each store's refresh is compared
 * with what was seen in that store, so one refresh rings once; a failed one keeps the last answers, so nothing new is
 * compared (and the other stores go on). A store watched afresh starts by taking note: its orders already there raise
 * no alert. A franchise watches every one of its stores, whichever is selected (D14): each alert names its store.
 */
export function useLiveOrdersWatcher(onAlerts: (alerts: OrderAlert[]) => void): void {
  const stores = useWatchedStores();
  const lists = useQueries({
    queries: stores.flatMap((s) => [liveQuery('toApprove'), liveQuery('inProgress'), endedBadlyQuery()].map((query) => ordersListQuery(s.uuid, query))),
    combine: settledByStore,
  });
  const notify = useRef(onAlerts);
  notify.current = onAlerts;
  const seen = useRef(new Map<string, { lists: WatchedLists; orders: SeenOrders }>());

  useEffect(() => {
    const alerts: OrderAlert[] = [];
    const watched = new Set(stores.map((s) => s.uuid));
    for (const uuid of seen.current.keys()) if (!watched.has(uuid)) seen.current.delete(uuid);
    stores.forEach((store, i) => {
      const now = lists[i];
      const before = seen.current.get(store.uuid);
      if (!now || (before && sameLists(before.lists, now))) return;
      const result = alertsFor(before?.orders ?? null, now);
      seen.current.set(store.uuid, { lists: now, orders: result.seen });
      for (const alert of result.alerts) alerts.push(store.name === null ? alert : { ...alert, store: store.uuid, storeName: store.name });
    });
    if (alerts.length) notify.current(alerts);
  }, [stores, lists]);
}

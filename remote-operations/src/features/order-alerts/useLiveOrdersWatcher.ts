import { useEffect, useRef } from 'react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useStoreScope } from 'shared/data';
import type { ListOrdersQuery, OrderList } from '../../api/operations';
import { DASHBOARD_LAST_HOURS, ORDERS_PAGE_SIZE } from '../../domain/constants';
import { liveQuery, ordersListQuery } from '../common/orderQueries';
import { timezone } from '../common/format';
import { alertsFor, ENDED_BADLY, type OrderAlert, type SeenOrders } from './alertRules';

/** The deliveries that ended badly in the last hours (the first 20: newest first). */
const endedBadlyQuery = (): ListOrdersQuery => ({
  delivery_status: Object.keys(ENDED_BADLY).join(','),
  last_hours: DASHBOARD_LAST_HOURS,
  page: 1,
  limit: ORDERS_PAGE_SIZE,
  timezone: timezone(),
});

/** The three lists once none is being read: a refresh that answers list by list is compared once, whole. */
function settledLists(reads: UseQueryResult<OrderList>[]) {
  const [toApprove, live, endedBadly] = reads.map((r) => r.data?.data);
  return reads.some((r) => r.isFetching) || !toApprove || !live || !endedBadly ? null : { toApprove, live, endedBadly };
}

/**
 * Watches the store's orders for the alerts: the first 20 of the two live lists — the very cache entries the orders
 * page and the dashboard read, so an open orders page and the alerts ask for each list once per refresh — and the
 * deliveries that ended badly, every 60 s, in a background tab too. Each refresh is compared with what was seen, so
 * one refresh rings once; a failed one keeps the last answers, so nothing new is compared. Another store starts
 * afresh: its orders already there raise no alert.
 */
export function useLiveOrdersWatcher(onAlerts: (alerts: OrderAlert[]) => void): void {
  const store = useStoreScope();
  const lists = useQueries({
    queries: [liveQuery('toApprove'), liveQuery('inProgress'), endedBadlyQuery()].map((query) => ordersListQuery(store, query)),
    combine: settledLists,
  });
  const notify = useRef(onAlerts);
  notify.current = onAlerts;
  const seen = useRef<{ store: string; orders: SeenOrders | null }>({ store, orders: null });

  useEffect(() => {
    if (!lists) return;
    if (seen.current.store !== store) seen.current = { store, orders: null };
    const result = alertsFor(seen.current.orders, lists);
    seen.current.orders = result.seen;
    if (result.alerts.length) notify.current(result.alerts);
  }, [store, lists]);
}

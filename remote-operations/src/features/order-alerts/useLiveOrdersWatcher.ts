import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStoreScope } from 'shared/data';
import type { ListOrdersQuery } from '../../api/operations';
import { DASHBOARD_LAST_HOURS, ORDERS_PAGE_SIZE } from '../../domain/constants';
import { liveQuery, ordersListQuery } from '../common/orderQueries';
import { timezone } from '../common/time';
import { alertsFor, ENDED_BADLY, type OrderAlert, type SeenOrders } from './alertRules';

/** The deliveries that ended badly in the last hours (the first 20: newest first). */
const endedBadlyQuery = (): ListOrdersQuery => ({
  delivery_status: Object.keys(ENDED_BADLY).join(','),
  last_hours: DASHBOARD_LAST_HOURS,
  page: 1,
  limit: ORDERS_PAGE_SIZE,
  timezone: timezone(),
});

/**
 * Watches the store's orders for the alerts: the first 20 of the two live lists — the very cache entries the orders
 * page and the dashboard read, so an open orders page and the alerts ask for each list once per refresh — and the
 * deliveries that ended badly, every 60 s, in a background tab too. Each new answer is compared with what was seen;
 * a failed refresh keeps the last answer, so nothing is compared until the next one. Another store starts afresh:
 * its orders already there raise no alert.
 */
export function useLiveOrdersWatcher(onAlerts: (alerts: OrderAlert[]) => void): void {
  const store = useStoreScope();
  const toApprove = useQuery(ordersListQuery(store, liveQuery('toApprove'))).data?.data;
  const live = useQuery(ordersListQuery(store, liveQuery('inProgress'))).data?.data;
  const endedBadly = useQuery(ordersListQuery(store, endedBadlyQuery())).data?.data;
  const notify = useRef(onAlerts);
  notify.current = onAlerts;
  const seen = useRef<{ store: string; orders: SeenOrders | null }>({ store, orders: null });

  useEffect(() => {
    if (!toApprove || !live || !endedBadly) return;
    if (seen.current.store !== store) seen.current = { store, orders: null };
    const result = alertsFor(seen.current.orders, { toApprove, live, endedBadly });
    seen.current.orders = result.seen;
    if (result.alerts.length) notify.current(result.alerts);
  }, [store, toApprove, live, endedBadly]);
}

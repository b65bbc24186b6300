import { useEffect, useRef } from 'react';
import { operationsApi, type ListOrdersQuery, type Order } from '../../api/operations';
import { DASHBOARD_LAST_HOURS, ORDERS_REFRESH_MS } from '../../domain/constants';
import { liveOrdersFeed } from '../common/liveOrdersFeed';
import { timezone } from '../common/time';
import { useRefreshWhenBack } from '../common/useRefreshWhenBack';
import { alertsFor, ENDED_BADLY, type OrderAlert, type SeenOrders, type WatchedLists } from './alertRules';

/** The first rows of each list: new orders come first (the lists are newest first). */
const WATCH_LIMIT = 20;

const query = (filter: Partial<ListOrdersQuery>): ListOrdersQuery => ({ page: 1, limit: WATCH_LIMIT, timezone: timezone(), ...filter });
export const WATCH_QUERIES = {
  toApprove: query({ to_approve: true }),
  live: query({ inprogress: 1, last_hours: DASHBOARD_LAST_HOURS }),
  endedBadly: query({ delivery_status: Object.keys(ENDED_BADLY).join(','), last_hours: DASHBOARD_LAST_HOURS }),
} as const;

const rows = async (filter: ListOrdersQuery): Promise<Order[]> => (await operationsApi.listOrders(filter)).data.data ?? [];

/**
 * Watches one store's orders for the alerts, every 60 s like the lists. While the orders page is open it reads
 * that page's own refresh (liveOrdersFeed) instead of asking for the same lists again, and asks only for the
 * deliveries that ended badly. Another store starts afresh: its orders already there raise no alert. A failed
 * look is skipped; the next one compares with the last one that answered.
 */
export function useLiveOrdersWatcher(store: string, onAlerts: (alerts: OrderAlert[]) => void): void {
  const notify = useRef(onAlerts);
  notify.current = onAlerts;
  const look = useRef<() => Promise<void>>(async () => undefined);

  useEffect(() => {
    let seen: SeenOrders | null = null;
    let alive = true;
    const evaluate = (lists: WatchedLists) => {
      if (!alive) return;
      const result = alertsFor(seen, lists);
      seen = result.seen;
      if (result.alerts.length) notify.current(result.alerts);
    };
    const lookForYourself = async () => {
      if (liveOrdersFeed.boardOpen) return;
      try {
        const [toApprove, live, endedBadly] = await Promise.all([rows(WATCH_QUERIES.toApprove), rows(WATCH_QUERIES.live), rows(WATCH_QUERIES.endedBadly)]);
        evaluate({ toApprove, live, endedBadly });
      } catch {
        // The next look tries again.
      }
    };
    look.current = lookForYourself;
    const unsubscribe = liveOrdersFeed.subscribe((snapshot) => {
      if (snapshot.store !== store) return;
      rows(WATCH_QUERIES.endedBadly)
        .then((endedBadly) => evaluate({ toApprove: snapshot.toApprove, live: snapshot.inProgress, endedBadly }))
        .catch(() => undefined);
    });
    void lookForYourself();
    const timer = setInterval(() => void lookForYourself(), ORDERS_REFRESH_MS);
    return () => {
      alive = false;
      clearInterval(timer);
      unsubscribe();
    };
  }, [store]);

  useRefreshWhenBack(() => void look.current(), ORDERS_REFRESH_MS);
}

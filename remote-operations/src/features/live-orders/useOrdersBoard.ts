import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { App } from 'antd';
import dayjs from 'dayjs';
import { DASHBOARD_LAST_HOURS, ORDERS_PAGE_SIZE, ORDERS_REFRESH_MS } from '../../domain/constants';
import { operationsApi, type ListOrdersQuery, type Order } from '../../api/operations';
import { timezone } from '../common/time';
import { liveOrdersFeed } from '../common/liveOrdersFeed';
import { useRefreshWhenBack } from '../common/useRefreshWhenBack';
import { useStoreId } from '../common/useStoreChange';
import { ordersMessages as m } from './messages';

export type OrdersTab = 'toApprove' | 'inProgress';

export interface ListState {
  orders: Order[];
  total: number;
}

const EMPTY: ListState = { orders: [], total: 0 };
const TABS: OrdersTab[] = ['toApprove', 'inProgress'];

/** orders/failures/validation is asked about this many orders per call (the uuids travel in the URL). */
export const FAILURES_CHUNK = 100;

/** list-orders queries of the two tabs (spec part-2 §7). */
export function boardQuery(tab: OrdersTab, limit: number, search: string, page = 1): ListOrdersQuery {
  const base: ListOrdersQuery = { page, limit, multiple_search: search.trim() || undefined, timezone: timezone() };
  return tab === 'toApprove' ? { to_approve: true, ...base } : { inprogress: 1, last_hours: DASHBOARD_LAST_HOURS, ...base };
}

/** Adds a page to a list, keeping each order once (an order may move between pages while they load). */
export function appendPage(list: Order[], page: Order[]): Order[] {
  const seen = new Set(list.map((o) => o.uuid));
  const fresh = page.filter((o) => !seen.has(o.uuid));
  return fresh.length ? [...list, ...fresh] : list;
}

/** The failures of the orders that have no delivery yet, asked in chunks and merged. */
export async function loadFailures(orders: Order[]): Promise<Record<string, string>> {
  const uuids = orders.filter((o) => !o.delivery).map((o) => o.uuid);
  const chunks: string[][] = [];
  for (let i = 0; i < uuids.length; i += FAILURES_CHUNK) chunks.push(uuids.slice(i, i + FAILURES_CHUNK));
  const answers = await Promise.all(
    chunks.map((chunk) => operationsApi.failures(chunk).then(({ data }) => (data?.data && typeof data.data === 'object' ? data.data : {}))),
  );
  return Object.assign({}, ...answers) as Record<string, string>;
}

/**
 * Both order lists of the orders screen: 20 at first, 'Carregar mais' fetches the next 20 and appends
 * them (so a step costs the same at 1,000 rows as at 20), a search narrows both, refreshed every 60 s and
 * on demand (everything loaded so far, in one call per tab), reloaded when the store changes. Failures
 * of orders that did not become deliveries come from orders/failures/validation. A failed refresh keeps
 * the rows and marks them stale; the tab coming back or the network returning refreshes at once.
 */
export function useOrdersBoard(reloadKey: string) {
  const { message } = App.useApp();
  const store = useStoreId();
  const [search, setSearchValue] = useState('');
  const [lists, setLists] = useState<Record<OrdersTab, ListState>>({ toApprove: EMPTY, inProgress: EMPTY });
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState<OrdersTab | null>(null);
  const [failures, setFailures] = useState<Record<string, string>>({});
  const [failuresFailed, setFailuresFailed] = useState(false);
  const [updatedAt, setUpdatedAt] = useState<string | null>(null);
  // The last refresh failed: the rows on screen are the last ones that came, and the page says so.
  const [stale, setStale] = useState(false);
  const loadedOnce = useRef(false);
  const generation = useRef(0);
  // How many rows each tab shows, so a refresh keeps what 'Carregar mais' added.
  const shown = useRef<Record<OrdersTab, number>>({ toApprove: ORDERS_PAGE_SIZE, inProgress: ORDERS_PAGE_SIZE });

  const load = useCallback(async () => {
    const mine = ++generation.current;
    setLoading(true);
    try {
      const [toApprove, inProgress] = await Promise.all(TABS.map((tab) => operationsApi.listOrders(boardQuery(tab, shown.current[tab], search))));
      if (mine !== generation.current) return;
      const next = {
        toApprove: { orders: toApprove.data.data ?? [], total: Number(toApprove.data.meta?.total ?? 0) },
        inProgress: { orders: inProgress.data.data ?? [], total: Number(inProgress.data.meta?.total ?? 0) },
      };
      setLists(next);
      setUpdatedAt(dayjs().format('HH:mm:ss'));
      // The order alerts read this refresh instead of asking again (a search narrows the lists: not published).
      if (!search.trim()) liveOrdersFeed.publish({ store, toApprove: next.toApprove.orders, inProgress: next.inProgress.orders });
      setStale(false);
      loadedOnce.current = true;
      loadFailures([...next.toApprove.orders, ...next.inProgress.orders])
        .then((found) => {
          if (mine !== generation.current) return;
          setFailures(found);
          setFailuresFailed(false);
        })
        .catch(() => {
          if (mine !== generation.current) return;
          setFailures({});
          setFailuresFailed(true);
        });
    } catch {
      if (mine !== generation.current) return;
      // A refresh that fails keeps the rows (never an empty table) with a quiet notice; only a first
      // load that fails has nothing to show, so it says so out loud.
      if (loadedOnce.current) setStale(true);
      else message.error(m.loadError);
    } finally {
      if (mine === generation.current) setLoading(false);
    }
  }, [search, message, store]);

  useEffect(() => liveOrdersFeed.boardOpened(), []);

  useEffect(() => {
    // A new search or another store starts again from the first 20 (and another store's rows are not stale ones).
    loadedOnce.current = false;
    shown.current = { toApprove: ORDERS_PAGE_SIZE, inProgress: ORDERS_PAGE_SIZE };
    void load();
    const timer = setInterval(() => void load(), ORDERS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [load, reloadKey]);

  useRefreshWhenBack(() => void load(), ORDERS_REFRESH_MS);

  const listsRef = useRef(lists);
  listsRef.current = lists;

  const loadMore = useCallback(
    async (tab: OrdersTab) => {
      const mine = generation.current;
      const current = listsRef.current[tab].orders;
      const page = Math.floor(current.length / ORDERS_PAGE_SIZE) + 1;
      setLoadingMore(tab);
      try {
        const { data } = await operationsApi.listOrders(boardQuery(tab, ORDERS_PAGE_SIZE, search, page));
        if (mine !== generation.current) return;
        const added = data.data ?? [];
        setLists((l) => {
          const orders = appendPage(l[tab].orders, added);
          shown.current[tab] = Math.max(ORDERS_PAGE_SIZE, orders.length);
          return { ...l, [tab]: { orders, total: Number(data.meta?.total ?? l[tab].total) } };
        });
        if (added.some((o) => !o.delivery)) {
          loadFailures(added)
            .then((found) => mine === generation.current && Object.keys(found).length && setFailures((f) => ({ ...f, ...found })))
            .catch(() => undefined);
        }
      } catch {
        if (mine === generation.current) message.error(m.loadError);
      } finally {
        setLoadingMore(null);
      }
    },
    [search, message],
  );

  const setSearch = useCallback(
    (value: string) => {
      // Searching the same text again reloads (the 'Buscar' button doubles as a refresh).
      if (value === search) {
        shown.current = { toApprove: ORDERS_PAGE_SIZE, inProgress: ORDERS_PAGE_SIZE };
        void load();
      } else setSearchValue(value);
    },
    [search, load],
  );

  return useMemo(
    () => ({ lists, loading, loadingMore, failures, failuresFailed, updatedAt, stale, search, setSearch, loadMore, refresh: load }),
    [lists, loading, loadingMore, failures, failuresFailed, updatedAt, stale, search, setSearch, loadMore, load],
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { App } from 'antd';
import dayjs from 'dayjs';
import { DASHBOARD_LAST_HOURS, operationsApi, ORDERS_PAGE_SIZE, ORDERS_REFRESH_MS, type ListOrdersQuery, type Order } from 'shared';
import { timezone } from '../common/time';
import { ordersMessages as m } from './messages';

export type OrdersTab = 'toApprove' | 'inProgress';

interface ListState {
  orders: Order[];
  total: number;
}

const EMPTY: ListState = { orders: [], total: 0 };

/** list-orders queries of the two tabs (spec part-2 §7). */
export function boardQuery(tab: OrdersTab, limit: number, search: string): ListOrdersQuery {
  const base: ListOrdersQuery = { page: 1, limit, multiple_search: search.trim() || undefined, timezone: timezone() };
  return tab === 'toApprove' ? { to_approve: true, ...base } : { inprogress: 1, last_hours: DASHBOARD_LAST_HOURS, ...base };
}

/**
 * Both order lists of the orders screen: 20 at first, 'Carregar mais' adds 20, a search narrows both,
 * refreshed every 60 s and on demand, reloaded when the store changes. Failures of validation per order
 * come from orders/failures/validation.
 */
export function useOrdersBoard(reloadKey: string) {
  const { message } = App.useApp();
  const [search, setSearch] = useState('');
  const [limits, setLimits] = useState<Record<OrdersTab, number>>({ toApprove: ORDERS_PAGE_SIZE, inProgress: ORDERS_PAGE_SIZE });
  const [lists, setLists] = useState<Record<OrdersTab, ListState>>({ toApprove: EMPTY, inProgress: EMPTY });
  const [loading, setLoading] = useState(true);
  const [failures, setFailures] = useState<Record<string, string>>({});
  const [updatedAt, setUpdatedAt] = useState<string | null>(null);
  const generation = useRef(0);

  const load = useCallback(async () => {
    const mine = ++generation.current;
    setLoading(true);
    try {
      const [toApprove, inProgress] = await Promise.all([
        operationsApi.listOrders(boardQuery('toApprove', limits.toApprove, search)),
        operationsApi.listOrders(boardQuery('inProgress', limits.inProgress, search)),
      ]);
      if (mine !== generation.current) return;
      const next = {
        toApprove: { orders: toApprove.data.data ?? [], total: Number(toApprove.data.meta?.total ?? 0) },
        inProgress: { orders: inProgress.data.data ?? [], total: Number(inProgress.data.meta?.total ?? 0) },
      };
      setLists(next);
      setUpdatedAt(dayjs().format('HH:mm:ss'));
      const uuids = [...next.toApprove.orders, ...next.inProgress.orders].filter((o) => !o.delivery).map((o) => o.uuid);
      if (uuids.length) {
        operationsApi
          .failures(uuids)
          .then(({ data }) => mine === generation.current && setFailures(data?.data && typeof data.data === 'object' ? data.data : {}))
          .catch(() => mine === generation.current && setFailures({}));
      } else setFailures({});
    } catch {
      if (mine === generation.current) message.error(m.loadError);
    } finally {
      if (mine === generation.current) setLoading(false);
    }
  }, [limits, search, message]);

  useEffect(() => {
    void load();
    const timer = setInterval(() => void load(), ORDERS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [load, reloadKey]);

  return {
    lists,
    loading,
    failures,
    updatedAt,
    search,
    setSearch: (value: string) => {
      setLimits({ toApprove: ORDERS_PAGE_SIZE, inProgress: ORDERS_PAGE_SIZE });
      setSearch(value);
    },
    loadMore: (tab: OrdersTab) => setLimits((l) => ({ ...l, [tab]: l[tab] + ORDERS_PAGE_SIZE })),
    refresh: load,
  };
}

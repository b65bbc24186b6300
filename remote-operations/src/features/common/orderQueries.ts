import { queryOptions } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { fanOut, LIVE_REFRESH_MS } from 'shared/data';
import { operationsApiFor, type ListOrdersQuery } from '../../api/operations';
import { DASHBOARD_LAST_HOURS, ORDERS_PAGE_SIZE } from '../../domain/constants';
import { timezone } from './format';

export type OrdersTab = 'toApprove' | 'inProgress';

/** Every order read of a store sits under this key, so an order action refreshes them all at once. */
export const ordersKey = (store: string) => [store, 'orders'] as const;

/**
 * A live tab's list-orders query (docs/spec/part-2-operations-account.md §7). Without a search, its first page is the one list the orders page,
 * the order alerts and the dashboard's 'Em preparo' all read: one cache entry, asked for once per refresh.
 */
export function liveQuery(tab: OrdersTab, { page = 1, search = '' } = {}): ListOrdersQuery {
  const base = { page, limit: ORDERS_PAGE_SIZE, multiple_search: search.trim() || undefined, timezone: timezone() };
  return tab === 'toApprove' ? { to_approve: 'true', ...base } : { inprogress: '1', last_hours: DASHBOARD_LAST_HOURS, ...base };
}

/**
 * One list-orders read, keyed by its store and query, and asked as that store (its own token: a franchise store's
 * read is the same entry whether it is selected or read by 'Todas as lojas', D14). A live list asks again every 60 s,
 * in a background tab too, so the order alerts still ring there (docs/decisions.md, 'Fresh data'). Reads go out
 * through the fan-out's queue, so many stores never make a burst. An answer other than 200 is a failure.
 */
export const ordersListQuery = (store: string, query: ListOrdersQuery, live = true) =>
  queryOptions({
    queryKey: [...ordersKey(store), 'list', query],
    queryFn: async ({ signal }) => {
      const response = await fanOut(() => operationsApiFor(store).listOrders(query, signal));
      if (response.status !== 200) throw new Error(`list-orders answered ${response.status}`);
      return response.data;
    },
    refetchInterval: live ? LIVE_REFRESH_MS : false,
    refetchIntervalInBackground: true,
  });

/** 'HH:mm:ss' of a read, for the 'Última atualização' notes. */
export const timeOf = (updatedAt: number): string => dayjs(updatedAt).format('HH:mm:ss');

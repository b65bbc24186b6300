import { useCallback, useMemo } from 'react';
import { keepPreviousData, useQueries, useQueryClient } from '@tanstack/react-query';
import { HISTORY_PAGE_SIZE } from '../../domain/constants';
import type { Order } from '../../api/operations';
import { ordersKey, ordersListQuery } from '../common/orderQueries';
import { timezone } from '../common/format';
import { createdAt } from '../common/stores/mergeStores';
import { useBoardStores } from '../common/stores/useBoardStores';
import { historyQuery, type HistoryFilter } from './historyRules';

/** Newest first, as the server lists one store's history; the uuid settles equal times the same way every time. */
const newestFirst = (a: Order, b: Order) => createdAt(b) - createdAt(a) || a.uuid.localeCompare(b.uuid);

/**
 * The history's page. One store: the server's page, as it sends it. With 'Todas as lojas' (D14): every store's
 * history merged newest first, HISTORY_PAGE_SIZE a page as one store's; page p of the merge lies within each store's
 * first p pages, so each store is asked for its first p × HISTORY_PAGE_SIZE rows in one call (through the shared
 * fan-out queue). The total is the stores' sum; a store whose read failed is left out, named with a retry, and the
 * others show.
 */
export function useHistoryList(filter: HistoryFilter, page: number) {
  const { stores, allStores, storeName } = useBoardStores();
  const queryClient = useQueryClient();
  const tz = timezone();
  const query = allStores ? historyQuery(filter, 1, tz, page * HISTORY_PAGE_SIZE) : historyQuery(filter, page, tz);
  const reads = useQueries({
    queries: stores.map((store) => ({ ...ordersListQuery(store, query, false), placeholderData: keepPreviousData })),
  });

  const merged = useMemo(() => {
    const byOrder = new Map<string, string>();
    const rows: Order[] = [];
    let total = 0;
    reads.forEach((read, i) => {
      if (!read.data) return;
      total += Number(read.data.meta?.total ?? 0);
      for (const order of read.data.data ?? []) {
        if (byOrder.has(order.uuid)) continue;
        byOrder.set(order.uuid, stores[i]!);
        rows.push(order);
      }
    });
    const orders = allStores ? rows.sort(newestFirst).slice((page - 1) * HISTORY_PAGE_SIZE, page * HISTORY_PAGE_SIZE) : rows;
    const meta = reads.find((r) => r.data)?.data?.meta;
    return { orders, total, byOrder, start: meta?.start_date, end: meta?.end_date };
  }, [reads, stores, allStores, page]);

  const storeOf = useCallback((order: Order) => merged.byOrder.get(order.uuid), [merged.byOrder]);
  const problems = allStores ? stores.filter((_, i) => reads[i]!.isError && !reads[i]!.data).map((store) => ({ store, name: storeName(store) })) : [];

  return {
    ...merged,
    allStores,
    stores,
    storeOf,
    storeName,
    problems,
    isFetching: reads.some((r) => r.isFetching),
    /** No store answered: the page says the catalogued error. */
    failed: reads.every((r) => r.isError && !r.data),
    retryStore: (store: string) => void queryClient.invalidateQueries({ queryKey: ordersKey(store) }),
  };
}

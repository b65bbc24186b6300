import { useEffect, useState } from 'react';
import { App } from 'antd';
import { keepPreviousData, useQueries, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { LIVE_REFRESH_MS, useStoreScope } from 'shared/data';
import { operationsApi, type Order, type OrderList } from '../../api/operations';
import { liveQuery, ordersKey, ordersListQuery, timeOf, type OrdersTab } from '../common/orderQueries';
import { ordersMessages as m } from './messages';

const TABS: OrdersTab[] = ['toApprove', 'inProgress'];
const NO_FAILURES: Record<string, string> = {};

/** orders/failures/validation is asked about this many orders per call (the uuids travel in the URL). */
export const FAILURES_CHUNK = 100;

/** The orders of a tab's pages, each once (an order may move from one page to the next between two reads). */
export function mergePages(pages: Order[][]): Order[] {
  const seen = new Set<string>();
  return pages.flat().filter((o) => !seen.has(o.uuid) && !!seen.add(o.uuid));
}

/** A tab's pages as one list (a module function, so the list keeps its identity until a read changes). */
function combineTab(reads: UseQueryResult<OrderList>[]) {
  return { orders: mergePages(reads.map((r) => r.data?.data ?? [])), total: Number(reads[0]?.data?.meta?.total ?? 0), reads };
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
 * Both order lists of the orders screen: 20 at first, 'Carregar mais' adds the next 20 (so a step costs the same at
 * 1,000 rows as at 20), a search narrows both. Each page is a live read of the store's cache: refreshed every 60 s,
 * when the tab comes back and when the network does; the first pages without a search are the very lists the order
 * alerts watch. A failed refresh keeps the rows and says they are from the last update; a first load that fails
 * says so out loud. Failures of orders that did not become deliveries come from orders/failures/validation.
 */
export function useOrdersBoard() {
  const { message } = App.useApp();
  const store = useStoreScope();
  const queryClient = useQueryClient();
  const [search, setSearchValue] = useState('');
  // Pages shown per tab; another store or search starts again from one.
  const scope = `${store}\n${search}`;
  const [shown, setShown] = useState({ scope, toApprove: 1, inProgress: 1 });
  const pages = shown.scope === scope ? shown : { scope, toApprove: 1, inProgress: 1 };

  const tabQueries = (tab: OrdersTab) => Array.from({ length: pages[tab] }, (_, i) => ordersListQuery(store, liveQuery(tab, { page: i + 1, search })));
  const lists = {
    toApprove: useQueries({ queries: tabQueries('toApprove'), combine: combineTab }),
    inProgress: useQueries({ queries: tabQueries('inProgress'), combine: combineTab }),
  };
  const reads = [...lists.toApprove.reads, ...lists.inProgress.reads];

  const waiting = [...lists.toApprove.orders, ...lists.inProgress.orders].filter((o) => !o.delivery);
  const failures = useQuery({
    queryKey: [...ordersKey(store), 'failures', waiting.map((o) => o.uuid)],
    queryFn: () => loadFailures(waiting),
    enabled: waiting.length > 0,
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_REFRESH_MS,
  });

  const answered = reads.filter((r) => r.data);
  const failedWithoutRows = reads.some((r) => r.isError && !r.data);
  useEffect(() => {
    if (failedWithoutRows) message.error(m.loadError);
  }, [failedWithoutRows, message]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ordersKey(store) });
  return {
    lists,
    loading: reads.some((r) => r.isFetching),
    loadingMore: TABS.find((tab) => pages[tab] > 1 && lists[tab].reads.at(-1)!.isPending) ?? null,
    failures: failures.data ?? NO_FAILURES,
    failuresFailed: failures.isError,
    updatedAt: answered.length ? timeOf(Math.min(...answered.map((r) => r.dataUpdatedAt))) : null,
    stale: reads.some((r) => r.isError && r.data),
    search,
    refresh,
    /** Searching the same text again reloads (the 'Buscar' button doubles as a refresh). */
    setSearch: (value: string) => {
      setShown({ scope: `${store}\n${value}`, toApprove: 1, inProgress: 1 });
      if (value === search) void refresh();
      else setSearchValue(value);
    },
    /** The next 20 of a tab; a page that failed is asked again first. */
    loadMore: (tab: OrdersTab) => {
      const failed = lists[tab].reads.find((r) => r.isError && !r.data);
      if (failed) void failed.refetch();
      else setShown({ ...pages, [tab]: pages[tab] + 1 });
    },
  };
}

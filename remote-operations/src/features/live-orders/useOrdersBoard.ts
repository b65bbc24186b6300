import { useCallback, useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useQueries, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { usePortalMessage } from 'shared';
import { fanOut, LIVE_REFRESH_MS } from 'shared/data';
import { operationsApiFor, type Order, type OrderList } from '../../api/operations';
import { useBoardStores } from '../common/stores/useBoardStores';
import { mergeStoreLists, storeList, storesToLoadMore, type StoreList } from '../common/stores/mergeStores';
import { ORDERS_PAGE_SIZE } from '../../domain/constants';
import { liveQuery, ordersKey, ordersListQuery, timeOf, type OrdersTab } from '../common/orderQueries';
import { ordersMessages as m } from './messages';

export { mergePages } from '../common/stores/mergeStores';

const TABS: OrdersTab[] = ['toApprove', 'inProgress'];
const NO_FAILURES: Record<string, string> = {};

/** orders/failures/validation is asked about this many orders per call (the uuids travel in the URL). */
export const FAILURES_CHUNK = 100;

/** The failures of the orders that have no delivery yet, asked in chunks (as `store` when given) and merged. */
export async function loadFailures(orders: Order[], store?: string): Promise<Record<string, string>> {
  const uuids = orders.filter((o) => !o.delivery).map((o) => o.uuid);
  const chunks: string[][] = [];
  for (let i = 0; i < uuids.length; i += FAILURES_CHUNK) chunks.push(uuids.slice(i, i + FAILURES_CHUNK));
  const api = operationsApiFor(store);
  const answers = await Promise.all(
    chunks.map((chunk) => fanOut(() => api.failures(chunk)).then(({ data }) => (data?.data && typeof data.data === 'object' ? data.data : {}))),
  );
  return Object.assign({}, ...answers) as Record<string, string>;
}

/** Pages shown per tab and store; another set of stores or another search starts again from one. */
type Shown = { scope: string; rows: Record<OrdersTab, number> } & Record<OrdersTab, Record<string, number>>;
const fresh = (scope: string): Shown => ({ scope, rows: { toApprove: ORDERS_PAGE_SIZE, inProgress: ORDERS_PAGE_SIZE }, toApprove: {}, inProgress: {} });

/**
 * Both order lists of the orders screen, for the selected store or, with 'Todas as lojas', for every store of the
 * franchise merged into one list (docs/decisions.md D14): 20 at first, 'Carregar mais' adds the next 20 of the
 * stores holding the list back (so a step costs the same at 1,000 rows as at 20), a search narrows both. Each page
 * is a live read of its store's cache entry: refreshed every 60 s, when the tab comes back and when the network
 * does; the first pages without a search are the very lists the order alerts watch. A failed refresh keeps the rows
 * and says they are from the last update; a first load that fails says so out loud (with several stores, that store
 * is marked with a retry and the others show). Failures of orders that did not become deliveries come from
 * orders/failures/validation, asked of each order's store.
 */
export function useOrdersBoard() {
  const message = usePortalMessage();
  const { stores, allStores, storeName } = useBoardStores();
  const queryClient = useQueryClient();
  const [search, setSearchValue] = useState('');
  const [storeFilter, setStoreFilter] = useState<string[]>([]);
  const scope = `${stores.join(',')}\n${search}`;
  const [shown, setShown] = useState<Shown>(() => fresh(scope));
  const pages: Shown = shown.scope === scope ? shown : fresh(scope);
  // Several stores: the merged list shows 20 rows, and 20 more a click, as one store's does (one store: all it loaded).
  const rowsOf = (tab: OrdersTab) => (allStores ? pages.rows[tab] : Number.POSITIVE_INFINITY);
  const pagesOf = (tab: OrdersTab, store: string) => pages[tab][store] ?? 1;
  const visible = useMemo(() => {
    const picked = new Set(storeFilter);
    return picked.size ? stores.filter((s) => picked.has(s)) : stores;
  }, [stores, storeFilter]);

  const layout = (tab: OrdersTab) => stores.map((store) => ({ store, pages: pagesOf(tab, store) }));
  const tabQueries = (tab: OrdersTab) =>
    layout(tab).flatMap(({ store, pages: count }) => Array.from({ length: count }, (_, i) => ordersListQuery(store, liveQuery(tab, { page: i + 1, search }))));
  const combineFor = (tab: OrdersTab) => {
    const shape = layout(tab);
    const key = `${shape.map((s) => `${s.store}:${s.pages}`).join('|')}\n${visible.join(',')}\n${rowsOf(tab)}`;
    return { key, shape, rows: rowsOf(tab) };
  };
  const toApproveShape = combineFor('toApprove');
  const inProgressShape = combineFor('inProgress');
  // The combine functions change only with the layout (the key says all of it), so TanStack keeps their result.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the layout and the stores on screen
  const combineToApprove = useCallback(
    (reads: UseQueryResult<OrderList>[]) => combineTab(reads, toApproveShape.shape, visible, toApproveShape.rows),
    [toApproveShape.key],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the layout and the stores on screen
  const combineInProgress = useCallback(
    (reads: UseQueryResult<OrderList>[]) => combineTab(reads, inProgressShape.shape, visible, inProgressShape.rows),
    [inProgressShape.key],
  );
  const lists = {
    toApprove: useQueries({ queries: tabQueries('toApprove'), combine: combineToApprove }),
    inProgress: useQueries({ queries: tabQueries('inProgress'), combine: combineInProgress }),
  };
  const reads = [...lists.toApprove.reads, ...lists.inProgress.reads];

  // Each order's store: the row's actions and details run as it (D14).
  const orderStores = useMemo(() => {
    const map = new Map<string, string>();
    for (const list of [...lists.toApprove.stores, ...lists.inProgress.stores]) for (const o of list.orders) map.set(o.uuid, list.store);
    return map;
  }, [lists.toApprove.stores, lists.inProgress.stores]);

  const storeOf = useCallback((order: Order) => orderStores.get(order.uuid), [orderStores]);

  const waitingByStore = stores
    .map((store) => ({
      store,
      waiting: [...lists.toApprove.stores, ...lists.inProgress.stores].filter((l) => l.store === store).flatMap((l) => l.orders.filter((o) => !o.delivery)),
    }))
    .filter((s) => s.waiting.length > 0);
  const failures = useQueries({
    queries: waitingByStore.map(({ store, waiting }) => ({
      queryKey: [...ordersKey(store), 'failures', waiting.map((o) => o.uuid)],
      queryFn: () => loadFailures(waiting, store),
      placeholderData: keepPreviousData,
      refetchInterval: LIVE_REFRESH_MS,
    })),
    combine: combineFailures,
  });

  const answered = reads.filter((r) => r.data);
  const failedWithoutRows = reads.some((r) => r.isError && !r.data);
  useEffect(() => {
    // One store: said out loud, as always. Several: the failing store is marked on the page (storeProblems).
    if (failedWithoutRows && !allStores) message.error(m.loadError);
  }, [failedWithoutRows, allStores, message]);

  const storeProblems = allStores
    ? stores
        .filter((store) => [...lists.toApprove.stores, ...lists.inProgress.stores].some((l) => l.store === store && l.reads.some((r) => r.isError && !r.data)))
        .map((store) => ({ store, name: storeName(store) }))
    : [];

  const refreshStore = (store: string) => queryClient.invalidateQueries({ queryKey: ordersKey(store) });
  const refresh = () => Promise.all(stores.map(refreshStore));
  return {
    lists,
    allStores,
    stores,
    storeName,
    storeOf,
    storeFilter,
    setStoreFilter,
    storeProblems,
    retryStore: (store: string) => void refreshStore(store),
    loading: reads.some((r) => r.isFetching),
    loadingMore: TABS.find((tab) => lists[tab].stores.some((l) => pagesOf(tab, l.store) > 1 && l.reads.at(-1)!.isPending)) ?? null,
    failures: failures.data,
    failuresFailed: failures.isError,
    updatedAt: answered.length ? timeOf(Math.min(...answered.map((r) => r.dataUpdatedAt))) : null,
    stale: reads.some((r) => r.isError && r.data),
    search,
    refresh,
    /** Searching the same text again reloads (the 'Buscar' button doubles as a refresh). */
    setSearch: (value: string) => {
      setShown(fresh(`${stores.join(',')}\n${value}`));
      if (value === search) void refresh();
      else setSearchValue(value);
    },
    /** The next 20 of a tab, from the stores holding the list back; a page that failed is asked again first. */
    loadMore: (tab: OrdersTab) => {
      const failed = lists[tab].stores.flatMap((l) => l.reads).find((r) => r.isError && !r.data);
      if (failed) {
        void failed.refetch();
        return;
      }
      const rows = { ...pages.rows, [tab]: pages.rows[tab] + ORDERS_PAGE_SIZE };
      const next = { ...pages[tab] };
      // The next pages only when the rows certain to be in order would not fill the next step too.
      if (!allStores || lists[tab].certain < rows[tab] + ORDERS_PAGE_SIZE) {
        for (const store of storesToLoadMore(lists[tab].stores)) next[store] = pagesOf(tab, store) + 1;
      }
      setShown({ ...pages, rows, [tab]: next });
    },
  };
}

/** A tab's reads, grouped by store (in the layout's order), merged into one list of the stores on screen. */
function combineTab(reads: UseQueryResult<OrderList>[], shape: { store: string; pages: number }[], visible: string[], rows: number) {
  const stores: StoreList[] = [];
  let at = 0;
  for (const { store, pages } of shape) {
    stores.push(storeList(store, reads.slice(at, at + pages)));
    at += pages;
  }
  const shownStores = stores.filter((l) => visible.includes(l.store));
  const { orders, total } = mergeStoreLists(shownStores);
  return { orders: orders.length > rows ? orders.slice(0, rows) : orders, certain: orders.length, total, reads, stores: shownStores };
}

function combineFailures(results: UseQueryResult<Record<string, string>>[]) {
  const answered = results.filter((r) => r.data);
  return {
    data: answered.length ? (Object.assign({}, ...answered.map((r) => r.data)) as Record<string, string>) : NO_FAILURES,
    isError: results.some((r) => r.isError),
  };
}

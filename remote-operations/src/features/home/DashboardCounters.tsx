import { Row } from 'antd';
import { useQueries } from '@tanstack/react-query';
import { lazyAtOnce, RevealAtOnce, useAllStores } from 'shared';
import { useStoreScope } from 'shared/data';
import { ordersListQuery } from '../common/orderQueries';
import { useCanSeeOrders } from '../common/canSeeOrders';
import { PermissionNote } from 'shared/ui';
import { commonMessages } from '../common/messages';
import { counterQueries } from './dashboardCounters';
import { countOf } from './sumCounters';
import { COUNTER_TILES as TILES, CounterTile } from './CounterTile';
import { homeMessages as m } from './messages';

/** Only with 'Todas as lojas': a single store's dashboard never fetches it (docs/performance.md). */
const allStoresCounters = lazyAtOnce(() => import('./AllStoresCounters').then((m) => ({ default: m.AllStoresCounters })));

/** The four big numbers of today's orders: the store's, or with 'Todas as lojas' the sums over the stores (D14). */
export function DashboardCounters() {
  const every = useAllStores();
  // Counting orders is reading them: without order.show the note stands where the numbers would.
  if (!useCanSeeOrders()) return <PermissionNote>{commonMessages.noOrdersPermission}</PermissionNote>;
  return every ? (
    <RevealAtOnce arrival={allStoresCounters.arrival()} fallback={null}>
      <allStoresCounters.Component stores={every} />
    </RevealAtOnce>
  ) : (
    <StoreCounters />
  );
}

/** The four big numbers of today's orders, live like the lists, each the store's own (its key starts with the store). */
function StoreCounters() {
  const store = useStoreScope();
  const queries = counterQueries();
  const counts = useQueries({ queries: TILES.map(({ key }) => ordersListQuery(store, queries[key])) });
  return (
    <Row gutter={[16, 16]}>
      {TILES.map(({ key, label }, i) => {
        const { data, isError } = counts[i]!;
        // A failing counter is only logged by the spec (docs/spec/part-1-signin-dashboard-delivery.md §8): the tile says that its number is unavailable.
        const failed = isError && !data;
        return (
          <CounterTile
            key={key}
            label={label}
            value={failed ? '-' : (countOf(data) ?? 0)}
            loading={!data && !failed}
            note={failed ? m.countUnavailable : null}
          />
        );
      })}
    </Row>
  );
}

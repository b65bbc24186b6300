import { Typography } from 'antd';
import { lazyAtOnce, RevealAtOnce, useAllStoresView, useSession } from 'shared';
import { layoutMessages as m } from './messages';

/**
 * antd's Select (~25 KB gzip with its virtual list) only for franchise users, who have stores to choose
 * from: a single store's header shows its name and never fetches it (docs/performance.md).
 */
const storeSelect = lazyAtOnce(() => import('./FranchiseStoreSelect'));

/** The store name, or for franchise users the searchable store selector (with confirmation when orders are staged). */
export function StoreSelector() {
  const { user, franchiseStores, selectedFranchiseStoreUuid, isFranchiseAdmin } = useSession();
  const allStores = useAllStoresView();

  if (!isFranchiseAdmin || !franchiseStores?.length) {
    const store = user?.fantasy_name || user?.company_name || '';
    // One line at every size: a long name ends in '…', the whole of it on hover and focus.
    return (
      <Typography.Text strong ellipsis={{ tooltip: store }} style={{ fontSize: 16, display: 'block' }} data-testid="store-name">
        {store}
      </Typography.Text>
    );
  }

  const selected = franchiseStores.find((s) => s.uuid === selectedFranchiseStoreUuid);
  return (
    <RevealAtOnce
      arrival={storeSelect.arrival()}
      fallback={
        <Typography.Text strong ellipsis style={{ fontSize: 16, display: 'block' }}>
          {allStores ? m.allStores : selected?.name}
        </Typography.Text>
      }
    >
      <storeSelect.Component />
    </RevealAtOnce>
  );
}

import { lazy, Suspense } from 'react';
import { Typography } from 'antd';
import { useSession } from 'shared';

/**
 * antd's Select (~25 KB gzip with its virtual list) only for franchise users, who have stores to choose
 * from: a single store's header shows its name and never fetches it (docs/performance.md).
 */
const FranchiseStoreSelect = lazy(() => import('./FranchiseStoreSelect'));

/** The store name, or for franchise users the searchable store selector (with confirmation when orders are staged). */
export function StoreSelector() {
  const { user, franchiseStores, selectedFranchiseStoreUuid, isFranchiseAdmin } = useSession();

  if (!isFranchiseAdmin || !franchiseStores?.length) {
    return (
      <Typography.Text strong style={{ fontSize: 16 }} data-testid="store-name">
        {user?.fantasy_name || user?.company_name}
      </Typography.Text>
    );
  }

  const selected = franchiseStores.find((s) => s.uuid === selectedFranchiseStoreUuid);
  return (
    <Suspense
      fallback={
        <Typography.Text strong style={{ fontSize: 16 }}>
          {selected?.name}
        </Typography.Text>
      }
    >
      <FranchiseStoreSelect />
    </Suspense>
  );
}

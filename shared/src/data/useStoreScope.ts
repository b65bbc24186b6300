// The package entry, not '../session/hooks': a remote bundles 'shared/data' into its pages, and a relative import
// would bring a second session store there instead of the page's one (the host's 'shared' singleton).
import { useSession } from 'shared';

/**
 * The store whose data a query reads: the selected franchise store, or the signed-in user's own business. Every
 * query key of store data starts with it, so a store switch reads the new store's data and never shows the last one's.
 */
export function useStoreScope(): string {
  const { selectedFranchiseStoreUuid, user } = useSession();
  return selectedFranchiseStoreUuid ?? user?.business_uuid ?? 'anonymous';
}

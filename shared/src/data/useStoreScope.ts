import { useSession } from '../session/hooks';

/**
 * The store whose data a query reads: the selected franchise store, or the signed-in user's own business. Every
 * query key of store data starts with it, so a store switch reads the new store's data and never shows the last one's.
 */
export function useStoreScope(): string {
  const { selectedFranchiseStoreUuid, user } = useSession();
  return selectedFranchiseStoreUuid ?? user?.business_uuid ?? 'anonymous';
}

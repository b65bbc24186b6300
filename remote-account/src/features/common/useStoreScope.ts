import { useSession } from 'shared';

/**
 * The store the account screens act on: the selected franchise store, else the user's own business.
 * Calls carry the selected store's token on their own (shared http client); the uuid is for the calls that
 * name the store in the path, and the key changes when the store does, so screens reload.
 */
export function useStoreScope(): { storeUuid: string | null; isSelectedFranchiseStore: boolean } {
  const { user, selectedFranchiseStoreUuid } = useSession();
  const storeUuid = selectedFranchiseStoreUuid ?? user?.business_uuid ?? null;
  return { storeUuid, isSelectedFranchiseStore: !!selectedFranchiseStoreUuid && selectedFranchiseStoreUuid !== user?.business_uuid };
}

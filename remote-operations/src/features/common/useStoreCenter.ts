import { useSelectedFranchiseStore, useUser } from 'shared';
import { asLatLng, type LatLng } from 'shared/map';

/** Where the store is, for the maps: the selected franchise store, else the user's own (docs/spec/part-1-signin-dashboard-delivery.md §2). */
export function useStoreCenter(): LatLng | null {
  const store = useSelectedFranchiseStore();
  const user = useUser();
  return asLatLng(store?.address) ?? asLatLng(user?.address);
}

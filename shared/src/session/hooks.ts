import { useAtomValue } from 'jotai/react';
import { ordersAtom, portalStore, restoredAtom, sessionAtom } from './store';
import type { FranchiseStore, SessionUser } from './types';

const opts = { store: portalStore };

export const useSession = () => useAtomValue(sessionAtom, opts);
export const useOrders = () => useAtomValue(ordersAtom, opts);
export const useRestored = () => useAtomValue(restoredAtom, opts);

export const useUser = (): SessionUser | null => useSession().user;

export function useSelectedFranchiseStore(): FranchiseStore | null {
  const { franchiseStores, selectedFranchiseStoreUuid } = useSession();
  return franchiseStores?.find((s) => s.uuid === selectedFranchiseStoreUuid) ?? null;
}

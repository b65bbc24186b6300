import { useEffect, useState } from 'react';
import { SELECTED_STORE_EVENT, useSession } from 'shared';

/**
 * A key that changes whenever the selected franchise store changes (the session's
 * selectedFranchiseStoreUuid, or the window event selectedFranchiseStoreUuidChanged fired by the host),
 * so data that depends on the store reloads.
 */
export function useStoreChangeKey(): string {
  const { selectedFranchiseStoreUuid } = useSession();
  const [bumps, setBumps] = useState(0);
  useEffect(() => {
    const onChange = () => setBumps((n) => n + 1);
    window.addEventListener(SELECTED_STORE_EVENT, onChange);
    return () => window.removeEventListener(SELECTED_STORE_EVENT, onChange);
  }, []);
  return `${selectedFranchiseStoreUuid ?? 'own'}:${bumps}`;
}

/** The store being operated: the selected franchise store's uuid, or 'own' (the signed-in user's store). */
export function useStoreId(): string {
  const { selectedFranchiseStoreUuid } = useSession();
  return selectedFranchiseStoreUuid ?? 'own';
}

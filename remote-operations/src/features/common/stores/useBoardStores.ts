import { useCallback, useMemo } from 'react';
import { useAllStores, useSession } from 'shared';
import { useStoreScope } from 'shared/data';

/**
 * The stores a board reads: every franchise store with 'Todas as lojas' (in the selector's order), else the one the
 * page works in. `storeName` names a store for its rows, cards, alerts and messages (D14).
 */
export function useBoardStores() {
  const every = useAllStores();
  const selected = useStoreScope();
  const { franchiseStores } = useSession();
  const stores = useMemo(() => (every ? every.map((s) => s.uuid) : [selected]), [every, selected]);
  const names = useMemo(() => new Map((franchiseStores ?? []).map((s) => [s.uuid, s.name])), [franchiseStores]);
  const storeName = useCallback((uuid: string | undefined) => (uuid ? (names.get(uuid) ?? '') : ''), [names]);
  return { stores, allStores: !!every, storeName };
}

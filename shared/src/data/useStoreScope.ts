// The package entry, not '../session/hooks': a remote bundles 'shared/data' into its pages, and a relative import
// would bring a second session store there instead of the page's one (the host's 'shared' singleton).
import { createContext, createElement, useContext, type ReactNode } from 'react';
import { useSession } from 'shared';

/** A part of a page that works in one named store, not the selected one ('Todas as lojas': a row's dialogs, D14). */
const StoreScopeContext = createContext<string | null>(null);

export function StoreScope({ store, children }: { store: string | null | undefined; children: ReactNode }) {
  return createElement(StoreScopeContext.Provider, { value: store ?? null }, children);
}

/** The store a surrounding StoreScope names, or null: the page works in the selected store. */
export function useStoreOverride(): string | null {
  return useContext(StoreScopeContext);
}

/**
 * The store whose data a query reads: a surrounding StoreScope's, else the selected franchise store, else the
 * signed-in user's own business. Every query key of store data starts with it, so a store switch reads the new
 * store's data and never shows the last one's.
 */
export function useStoreScope(): string {
  const override = useStoreOverride();
  const { selectedFranchiseStoreUuid, user } = useSession();
  return override ?? selectedFranchiseStoreUuid ?? user?.business_uuid ?? 'anonymous';
}

import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from 'shared';
import { StoreScope } from 'shared/data';
import { ORDER_STORE_PARAM } from 'shared/pages';

/**
 * An order opened from 'Todas as lojas' or from an alert names its store in the address (`?loja=`): the page reads
 * and acts as that store, the selection untouched (D14). A uuid that is not one of the session's stores is ignored
 * (the selected store's, as any other address).
 */
export function OrderInItsStore({ children }: { children: ReactNode }) {
  // useLocation, not useSearchParams: the shared router names only what the portal imports (its code is on '/').
  const { search } = useLocation();
  const { franchiseStores } = useSession();
  const asked = new URLSearchParams(search).get(ORDER_STORE_PARAM);
  const store = asked && franchiseStores?.some((s) => s.uuid === asked) ? asked : null;
  return <StoreScope store={store}>{children}</StoreScope>;
}

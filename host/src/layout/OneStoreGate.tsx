import type { ReactNode } from 'react';
import { lazyAtOnce, RevealAtOnce, useAllStoresView } from 'shared';

/** Its code comes only when a page asks for a store. */
const storePicker = lazyAtOnce(() => import('./StorePicker'));

/**
 * A page that works in one store (staging and creating a delivery, the wallet, couriers, profiles and roles, the
 * store's settings and history) with 'Todas as lojas' on: it asks which store, a short searchable list, and switches
 * to it, with the spec's confirmation when staged orders would be cleared (docs/decisions.md D14). Otherwise the page.
 */
export function OneStoreGate({ children }: { children: ReactNode }) {
  const allStores = useAllStoresView();
  return allStores ? (
    <RevealAtOnce arrival={storePicker.arrival()} fallback={null}>
      <storePicker.Component />
    </RevealAtOnce>
  ) : (
    children
  );
}

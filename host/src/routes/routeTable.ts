import { accountPages, authPages, deliveryPages, operationsPages, pageAt } from 'shared/pages';
import type { PageOf } from '../remotes/exposedModules';

/** Which page lives where (docs/decisions.md D1). The host owns the URL map; remotes own the pages. */
export type RemoteName = 'auth' | 'delivery' | 'operations' | 'account';
export type Guard = 'public' | 'anonymous-only' | 'signed-in' | 'manual-create';

/** One route: a page of one remote, which must exist and need no props (checked against the remote's published types). */
export type RemoteRouteEntry = {
  [R in RemoteName]: {
    path: string;
    remote: R;
    /** The exposed module, without './'. */
    module: PageOf<R>;
    guard: Guard;
    /** Pages drawn without the side menu and header. */
    bare?: boolean;
    /** Pages that work in one store: with 'Todas as lojas' they ask for one first (docs/decisions.md D14). */
    oneStore?: boolean;
  };
}[RemoteName];

/**
 * The portal's routes, built from the page addresses of 'shared/pages' (addresses, no behaviour). What the host adds is
 * its own: the guard of each page, and which are bare.
 */
/**
 * The pages that see every store with 'Todas as lojas' (D14): the dashboard, the live orders and an order's details
 * (opened in its store), the history (with a 'Loja' column) and the user's own profile (no store's). Every other
 * signed-in page works in one store.
 */
export const ALL_STORES_PAGES: readonly string[] = [
  operationsPages.home.path,
  operationsPages.orders.path,
  operationsPages.orderDetails.path,
  operationsPages.orderHistory.path,
  accountPages.ownProfile.path,
];

const oneStore = (path: string) => !ALL_STORES_PAGES.includes(path);

export const routeTable: RemoteRouteEntry[] = [
  { path: authPages.signIn.path, remote: 'auth', module: authPages.signIn.page, guard: 'anonymous-only', bare: true },
  { path: authPages.passwordReset.path, remote: 'auth', module: authPages.passwordReset.page, guard: 'public', bare: true },
  ...Object.values(deliveryPages).map(({ path, page }) => ({
    path,
    remote: 'delivery' as const,
    module: page,
    guard: 'manual-create' as const,
    oneStore: true,
  })),
  ...Object.values(operationsPages).map(({ path, page }) => ({
    path,
    remote: 'operations' as const,
    module: page,
    guard: 'signed-in' as const,
    oneStore: oneStore(path),
  })),
  ...Object.values(accountPages).map(({ path, page }) => ({
    path,
    remote: 'account' as const,
    module: page,
    guard: 'signed-in' as const,
    oneStore: oneStore(path),
  })),
];

/** The staged-delivery section remote-delivery lends to the orders page (D1). */
export const STAGED_DELIVERY_SECTION = { remote: 'delivery', module: 'StagedDeliverySection' } as const satisfies {
  remote: RemoteName;
  module: PageOf<'delivery'>;
};

/** The order alerts remote-operations lends to the header of every signed-in page. */
export const ORDER_ALERTS = { remote: 'operations', module: 'OrderAlerts' } as const;

/** Every remote module the host loads (its release.json names them for `npm run release:check`). */
export const hostLoads = (): string[] => [...new Set([...routeTable, STAGED_DELIVERY_SECTION, ORDER_ALERTS].map((entry) => `${entry.remote}/${entry.module}`))];

/** The page of a remote an address shows (shared/pages' pageAt: the host's server reads the same match). */
export function remotePageOf(pathname: string): { remote: RemoteName; module: string } | null {
  const page = pageAt(pathname);
  return page && { remote: page.remote, module: page.page };
}

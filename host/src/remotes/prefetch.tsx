import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { loadHttpClient } from 'shared';
import type { RemoteName } from '../routes/routeTable';
import { loadRemoteComponent } from './registry';
import { operationsPages } from 'shared/pages';
import { whenIdle } from '../idle';

type RemoteModule = { remote: RemoteName; module: string };

/**
 * The page a merchant most likely opens next from each page (docs/performance.md): signing in leads to
 * the dashboard, the dashboard to the live orders, the live orders to an order's details. Only pages
 * whose remote code is not on the current page yet are worth fetching ahead.
 */
const NEXT_LIKELY: Record<string, RemoteModule[]> = {
  '/': [{ remote: 'operations', module: 'HomePage' }],
  [operationsPages.home.path]: [{ remote: 'operations', module: 'OrdersPage' }],
  [operationsPages.orders.path]: [{ remote: 'operations', module: 'OrderDetailsPage' }],
};

/** The host's own code for signed-in pages (side menu, header, store selector), kept off the sign-in page. */
export const loadPortalLayout = () => import('../layout/PortalLayout');

const prefetched = new Set<string>();

/** Forgets what was fetched ahead, so the next visit fetches it again (each test starts afresh). */
export const forgetPrefetched = (): void => prefetched.clear();

/** Loads (and keeps) the next likely page's remote code; a failure is silent, the page itself retries when opened. */
function prefetchModules(modules: RemoteModule[]): void {
  for (const { remote, module } of modules) {
    const id = `${remote}/${module}`;
    if (prefetched.has(id)) continue;
    prefetched.add(id);
    loadRemoteComponent(remote, module).catch(() => prefetched.delete(id));
  }
}

/** Inside the router: after each page settles, fetches the remote code of the next likely page. */
export function PrefetchNextRemote() {
  const { pathname } = useLocation();
  useEffect(() => {
    const modules = (NEXT_LIKELY[pathname] ?? []).filter(({ remote, module }) => !prefetched.has(`${remote}/${module}`));
    const layoutNext = pathname === '/';
    if (!modules.length && !layoutNext) return undefined;
    return whenIdle(() => {
      if (layoutNext) {
        void loadPortalLayout().catch(() => undefined);
        // Signing in is the next call: the HTTP client (axios) is ready before 'Entrar'.
        void loadHttpClient().catch(() => undefined);
      }
      prefetchModules(modules);
    });
  }, [pathname]);
  return null;
}

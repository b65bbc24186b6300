import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemoteName } from '../routes/routeTable';
import { loadRemoteComponent } from './registry';

export interface RemoteModule {
  remote: RemoteName;
  module: string;
}

/**
 * The page a merchant most likely opens next from each page (docs/performance.md): signing in leads to
 * the dashboard, the dashboard to the live orders, the live orders to an order's details. Only pages
 * whose remote code is not on the current page yet are worth fetching ahead.
 */
const NEXT_LIKELY: Record<string, RemoteModule[]> = {
  '/': [{ remote: 'operations', module: 'HomePage' }],
  '/pages/home': [{ remote: 'operations', module: 'OrdersPage' }],
  '/pages/orders': [{ remote: 'operations', module: 'OrderDetailsPage' }],
};

/** Time after the page has gone idle before fetching ahead, so the current page never waits for it. */
export const PREFETCH_DELAY_MS = 2_000;

const prefetched = new Set<string>();

export function nextLikelyModules(pathname: string): RemoteModule[] {
  return (NEXT_LIKELY[pathname] ?? []).filter(({ remote, module }) => !prefetched.has(`${remote}/${module}`));
}

/** Loads (and keeps) the next likely page's remote code; a failure is silent, the page itself retries when opened. */
export function prefetchModules(modules: RemoteModule[]): void {
  for (const { remote, module } of modules) {
    const id = `${remote}/${module}`;
    if (prefetched.has(id)) continue;
    prefetched.add(id);
    loadRemoteComponent(remote, module).catch(() => prefetched.delete(id));
  }
}

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Runs `task` once the browser is idle, PREFETCH_DELAY_MS after the page settled. Returns a cancel function. */
export function whenIdle(task: () => void, delayMs = PREFETCH_DELAY_MS): () => void {
  const w = window as IdleWindow;
  let idleHandle: number | undefined;
  const timer = setTimeout(() => {
    if (w.requestIdleCallback) idleHandle = w.requestIdleCallback(task, { timeout: 5_000 });
    else task();
  }, delayMs);
  return () => {
    clearTimeout(timer);
    if (idleHandle !== undefined) w.cancelIdleCallback?.(idleHandle);
  };
}

/** Inside the router: after each page settles, fetches the remote code of the next likely page. */
export function PrefetchNextRemote() {
  const { pathname } = useLocation();
  useEffect(() => {
    const modules = nextLikelyModules(pathname);
    if (!modules.length) return undefined;
    return whenIdle(() => prefetchModules(modules));
  }, [pathname]);
  return null;
}

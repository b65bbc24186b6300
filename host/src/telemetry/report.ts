import { emitPortalError, portalStore, sessionAtom, type PortalEvent } from 'shared';
import { remotePageOf } from '../routes/routeTable';

/**
 * What the portal reports about its remotes (docs/deployment.md, 'Watch'), kept on the first page as small as it can
 * be: events wait here until the collector (collector.ts, loaded once signed in and idle, or at the first error: startReports.ts) takes them. Each event names
 * the remote, its release, the page (the route's module, never the address: it may carry an id) and the store. Errors
 * go at once to the `onPortalError` hooks (shared), whether or not a collector is named.
 */
const waiting: PortalEvent[] = [];
const MAX_WAITING = 200;
let sink: ((event: PortalEvent) => void) | null = null;
/** Events reported once per visit (a remote's release loaded). */
const seen = new Set<string>();

/** The store signed in (the franchise store chosen, else the user's), or null before sign-in. */
export function currentStore(): string | null {
  const session = portalStore.get(sessionAtom);
  return session.selectedFranchiseStoreUuid ?? (session.user?.business_uuid || null);
}

/** The page an address shows, as the route table names it ('account/WalletPage'); '/' before sign-in. */
export function pageOf(pathname: string): string {
  const page = remotePageOf(pathname);
  return page ? `${page.remote}/${page.module}` : pathname === '/' ? '/' : 'other';
}

export function report(event: Omit<PortalEvent, 'page' | 'store' | 'at'> & { once?: boolean }): void {
  const { once, ...rest } = event;
  const key = `${rest.type}:${rest.remote}:${rest.release}`;
  if (once && seen.has(key)) return;
  seen.add(key);
  const full: PortalEvent = { ...rest, page: pageOf(window.location.pathname), store: currentStore(), at: Date.now() };
  if (full.type !== 'load' && full.type !== 'vital') emitPortalError(full);
  if (sink) sink(full);
  else if (waiting.length < MAX_WAITING) waiting.push(full);
}

/** The collector takes over: the events so far, then each new one. */
export function drainTo(next: (event: PortalEvent) => void): void {
  sink = next;
  for (const event of waiting.splice(0)) next(event);
}

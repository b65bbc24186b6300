import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import type { PortalEvent } from 'shared';
// Not from 'shared' itself: a shared module is never tree-shaken, and only this lazy file reads the collector.
import { collectorOf } from 'shared/runtime-config-shape';
import { remotePageOf } from '../routes/routeTable';
import { releaseOf } from '../remotes/registry';
import { REMOTE_NAMES } from '../remotes/releases';
import { drainTo, report } from './report';

/** A batch goes when it has this many events, or this long after its first one, or when the page is hidden. */
export const BATCH_SIZE = 20;
export const BATCH_MS = 5_000;

/** The remote whose files an error's stack names (a release's scripts are under its manifest's folder). */
export function remoteOfStack(stack: string): (typeof REMOTE_NAMES)[number] | undefined {
  return REMOTE_NAMES.find((name) => {
    const url = releaseOf(name)?.url;
    return url !== undefined && stack.includes(new URL('.', url).href);
  });
}

function reportThrown(error: unknown, fallbackText: string): void {
  const stack = error instanceof Error ? `${error.stack ?? ''}` : fallbackText;
  const remote = remoteOfStack(stack || fallbackText);
  // The host's own errors are not a remote's: the console has them.
  if (!remote) return;
  report({ type: 'error', remote, release: releaseOf(remote)?.release, message: error instanceof Error ? error.message : String(error) });
}

/**
 * Starts the reports (loaded when the page is idle, never on the first screen's path): the events that waited in
 * report.ts and every later one go in batches to the collector portal-config.json names (none named: nothing is
 * sent; the onPortalError hooks still hear every error). Errors thrown in a remote's code outside React (an unhandled
 * rejection in one of its chunks) and the page's web vitals are reported too.
 */
export function startCollector(url = collectorOf(window.__PORTAL_CONFIG__)): void {
  const batch: PortalEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const send = (leaving: boolean) => {
    clearTimeout(timer);
    timer = undefined;
    if (!url || !batch.length) return;
    const body = JSON.stringify({ events: batch.splice(0) });
    if (leaving && navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return;
    void fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true, credentials: 'omit' }).catch(() => undefined);
  };
  drainTo((event) => {
    if (!url) return;
    batch.push(event);
    if (batch.length >= BATCH_SIZE) send(false);
    else timer ??= setTimeout(() => send(false), BATCH_MS);
  });
  window.addEventListener('error', (event) => reportThrown(event.error, event.filename ?? ''));
  window.addEventListener('unhandledrejection', (event) => reportThrown(event.reason, ''));
  const vital = ({ name, value }: Metric) => {
    const page = remotePageOf(window.location.pathname);
    report({ type: 'vital', name, value, remote: page?.remote, release: page ? releaseOf(page.remote)?.release : undefined });
  };
  onLCP(vital);
  onINP(vital);
  onCLS(vital);
  // After web-vitals' own listeners (registered above): the last values go in the same batch.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send(true);
  });
  window.addEventListener('pagehide', () => send(true));
}

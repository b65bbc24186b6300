import type { Workbox } from 'workbox-window';

/** How often an open portal asks whether a new release is live (a counter's tablet stays on one page all day). */
export const UPDATE_CHECK_MS = 30 * 60_000;

/** The worker the host's production build writes beside index.html (tooling/rspack/serviceWorker.ts). */
export const SERVICE_WORKER_URL = '/sw.js';

export interface ServiceWorkerHandle {
  /** Reloads the page into the waiting release: the new worker takes over only now (never a silent swap). */
  update: () => void;
}

/**
 * The files this page loaded before the worker controlled it (the page itself, remotes.json, the remotes' manifests,
 * entries and chunks): the worker files each under its own rule, so the next visit (or an offline reload) finds them.
 */
export function loadedUrls(resources: string[] = performance.getEntriesByType('resource').map((entry) => entry.name)): string[] {
  return [window.location.href, ...resources].filter((url) => /^https?:/.test(url) && !new URL(url).pathname.startsWith('/api/'));
}

/**
 * Registers the portal's service worker (workbox-window, loaded only now: nothing of it is on the first page's path).
 * `onUpdate` is called when a new host release is installed and waiting; the page decides when to reload into it.
 */
export async function registerServiceWorker(onUpdate: (handle: ServiceWorkerHandle) => void): Promise<Workbox | null> {
  if (!('serviceWorker' in navigator)) return null;
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox(SERVICE_WORKER_URL);
  workbox.addEventListener('waiting', () => {
    onUpdate({
      update: () => {
        // Reload once the new worker controls the page: its release, not a mix of two.
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      },
    });
  });
  workbox.addEventListener('activated', (event) => {
    // The first install: what the page already loaded goes into the worker's caches.
    if (!event.isUpdate) void workbox.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: loadedUrls() } });
  });
  await workbox.register();
  window.setInterval(() => void workbox.update(), UPDATE_CHECK_MS);
  return workbox;
}

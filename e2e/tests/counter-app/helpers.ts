import type { Page } from '@playwright/test';

/**
 * Waits until the portal's service worker is active and controls the page (it registers after the page's load and
 * takes the first page at once: tooling/rspack/serviceWorker.ts), then until it has filed what the page loaded before it.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, { timeout: 30_000 });
  await page.waitForFunction(
    async () => {
      const page = await (await caches.open('portal-page')).keys();
      const runtime = await (await caches.open('portal-runtime')).keys();
      return page.length > 0 && runtime.some((request) => request.url.endsWith('/remotes.json'));
    },
    undefined,
    { timeout: 30_000, polling: 500 },
  );
}

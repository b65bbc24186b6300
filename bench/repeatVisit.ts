/**
 * The second day on the mobile network (docs/decisions.md D13): the same person comes back to the portal in the same
 * browser, whose service worker kept the host's shell and the remotes' files. The browser's HTTP cache stays disabled, as
 * in every first load of the bench: what the repeat visit gains is the service worker's cache alone.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { RUNTIME_CACHING } from 'tooling/rspack/serviceWorker';
import { ACCOUNT, PASSWORD, type DeviceProfile } from './config';
import { disableCache, newContext, reason, signInForm, TYPING_MS, waitDashboard, waitUsable } from './journeys';

export interface VisitTimes {
  signInUsableMs: number | null;
  dashboardMs: number | null;
}

export interface RepeatVisitSample {
  first: VisitTimes;
  repeat: VisitTimes;
  errors: string[];
}

/** Navigation → sign-in form usable, then 'Entrar' → dashboard counters, on a new page of the context. */
async function visit(page: Page, times: VisitTimes): Promise<void> {
  const t0 = performance.now();
  await page.goto('/', { waitUntil: 'commit' });
  await waitUsable(page);
  times.signInUsableMs = performance.now() - t0;
  await page.waitForTimeout(TYPING_MS);
  const form = signInForm(page);
  await form.email.fill(ACCOUNT);
  await form.password.fill(PASSWORD);
  const t1 = performance.now();
  await form.submit.click();
  await waitDashboard(page);
  times.dashboardMs = performance.now() - t1;
}

/** The service worker controls the page and has filed the page and the runtime files the visit loaded. */
async function workerReady(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, { timeout: 60_000 });
  await page.waitForFunction(
    async () => (await (await caches.open('portal-page')).keys()).length > 0 && (await (await caches.open('portal-files')).keys()).length > 0,
    undefined,
    { timeout: 60_000, polling: 250 },
  );
}

/** The worker's own rule for the runtime files it asks the network for first (the 'portal-runtime' cache). */
const runtimeRule = RUNTIME_CACHING.find((rule) => rule.options?.cacheName === 'portal-runtime')?.urlPattern;
if (typeof runtimeRule !== 'function') throw new Error("tooling/rspack/serviceWorker.ts has no 'portal-runtime' rule");
// The rule's matcher reads the address alone.
const workerAsksNetworkFirst = (url: URL): boolean => Boolean((runtimeRule as (options: { url: URL }) => unknown)({ url }));

/**
 * Chromium's emulation slows the page's own requests, not those its service worker makes: on the second day the
 * worker's network-first requests (the runtime files) came back in ~20–40 ms where the profile says 150 ms a round trip,
 * and the form read 0.46× the first visit instead of ~0.7×. Here they wait the profile's round trip and their bytes at
 * its speed. The page's requests for the same files (the first visit's) go on untouched.
 */
async function slowWorkerRequests(context: BrowserContext, profile: DeviceProfile): Promise<void> {
  await context.route(workerAsksNetworkFirst, async (route) => {
    if (!route.request().serviceWorker()) return route.fallback();
    const response = await route.fetch();
    const body = await response.body();
    const bytes = Number(response.headers()['content-length']) || body.length;
    await new Promise((resolve) => setTimeout(resolve, profile.latencyMs + (bytes * 8 * 1000) / profile.downloadBitsPerSecond));
    await route.fulfill({ response, body });
  });
}

export async function repeatVisitJourney(browser: Browser, baseURL: string, profile: DeviceProfile): Promise<RepeatVisitSample> {
  const sample: RepeatVisitSample = { first: { signInUsableMs: null, dashboardMs: null }, repeat: { signInUsableMs: null, dashboardMs: null }, errors: [] };
  // The one journey with the service worker: its cache is what the second day measures.
  const context = await newContext(browser, baseURL, 'allow');
  await slowWorkerRequests(context, profile);
  try {
    const first = await context.newPage();
    await disableCache(context, first, profile);
    try {
      await visit(first, sample.first);
      await workerReady(first);
    } catch (error) {
      sample.errors.push(reason('first visit', error));
      return sample;
    }
    // The end of the day: signed out (the session's cookie and stored state go; the worker's cache of code stays).
    await first.evaluate(() => window.localStorage.clear());
    await context.clearCookies();
    await first.close();

    const second = await context.newPage();
    await disableCache(context, second, profile);
    try {
      await visit(second, sample.repeat);
    } catch (error) {
      sample.errors.push(reason('repeat visit', error));
    }
    return sample;
  } finally {
    await context.close();
  }
}

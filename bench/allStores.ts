/**
 * 'Todas as lojas' at 3 and 50 stores (docs/decisions.md D14, docs/performance.md): on the mobile network, the orders
 * board of one store and of every store, and the dashboard's summed counters; how many list reads were in flight at
 * once; and the JS heap over an hour of 60 s refreshes of the 50-store board, on Playwright's clock.
 */
import type { Browser, Page, Request } from '@playwright/test';
import { type FRANCHISES, MOBILE_PROFILE, type DeviceProfile } from './config';
import { disableCache, newContext, reason, signIn } from './journeys';
import { NetworkTracker } from './network';

const STEP_TIMEOUT = 60_000;
const LIST_ORDERS = /\/api\/order-hub\/list-orders\?/;
/** sessionStorage's flag of the view (shared/src/session/allStores.ts). */
const ALL_STORES_KEY = 'portal:all-stores';
export const REFRESH_MS = 60_000;
/** An hour of refreshes. */
export const HOUR_CYCLES = 60;

export interface AllStoresSample {
  stores: number;
  /** Navigation → the board's first rows, one store selected. */
  oneStoreBoardMs: number | null;
  /** Navigation → the merged board's first rows (usable: the stores that answered show, the others follow). */
  allStoresBoardMs: number | null;
  /** Navigation → every store's lists answered. */
  allStoresBoardCompleteMs: number | null;
  /** Navigation → the four summed counters with every store counted. */
  allStoresDashboardMs: number | null;
  /** The most list-orders reads in flight at once while the merged board and the alerts loaded. */
  maxListReadsInFlight: number | null;
  errors: string[];
}

export interface AllStoresHeapSample {
  stores: number;
  afterFirstBytes: number | null;
  afterHourBytes: number | null;
  refreshesObserved: number;
  errors: string[];
}

/** Counts the list-orders reads in flight, and the most at once. */
function trackListReads(page: Page) {
  let inFlight = 0;
  let most = 0;
  let answered = 0;
  const isList = (r: Request) => LIST_ORDERS.test(r.url());
  page.on('request', (r) => {
    if (!isList(r)) return;
    inFlight += 1;
    most = Math.max(most, inFlight);
  });
  const done = (r: Request) => {
    if (!isList(r)) return;
    inFlight = Math.max(0, inFlight - 1);
    answered += 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    reset: () => {
      most = inFlight;
      answered = 0;
    },
    most: () => most,
    answered: () => answered,
  };
}

async function setView(page: Page, allStores: boolean) {
  await page.evaluate(([key, on]) => (on ? window.sessionStorage.setItem(key as string, '1') : window.sessionStorage.removeItem(key as string)), [
    ALL_STORES_KEY,
    allStores,
  ] as const);
}

const firstRow = (page: Page) => page.getByRole('tabpanel').locator('tr.ant-table-row, .ant-card').first();

/** One franchise: the board alone and merged, and the dashboard merged, each from a navigation on the mobile network. */
export async function allStoresJourney(
  browser: Browser,
  baseURL: string,
  franchise: (typeof FRANCHISES)[number],
  profile: DeviceProfile = MOBILE_PROFILE,
): Promise<AllStoresSample> {
  const sample: AllStoresSample = {
    stores: franchise.stores,
    oneStoreBoardMs: null,
    allStoresBoardMs: null,
    allStoresBoardCompleteMs: null,
    allStoresDashboardMs: null,
    maxListReadsInFlight: null,
    errors: [],
  };
  const context = await newContext(browser, baseURL);
  try {
    const page = await context.newPage();
    await signIn(page, franchise.account);
    const reads = trackListReads(page);
    await disableCache(context, page, profile);

    await setView(page, false);
    let start = performance.now();
    await page.goto('/pages/orders');
    await firstRow(page).waitFor({ state: 'visible', timeout: STEP_TIMEOUT });
    sample.oneStoreBoardMs = performance.now() - start;

    await setView(page, true);
    reads.reset();
    start = performance.now();
    await page.goto('/pages/orders');
    await firstRow(page).waitFor({ state: 'visible', timeout: STEP_TIMEOUT });
    sample.allStoresBoardMs = performance.now() - start;
    // Two lists per store for the board (the alerts read the same two, and the ended deliveries: three per store).
    const until = performance.now() + STEP_TIMEOUT;
    while (reads.answered() < franchise.stores * 3 && performance.now() < until) await page.waitForTimeout(20);
    if (reads.answered() < franchise.stores * 3) sample.errors.push(`board: ${reads.answered()} of ${franchise.stores * 3} list reads answered`);
    else sample.allStoresBoardCompleteMs = performance.now() - start;
    sample.maxListReadsInFlight = reads.most();

    start = performance.now();
    await page.goto('/pages/home');
    const tiles = page.getByRole('group', { name: 'Encerrados' });
    await tiles.locator('.ant-statistic-content-value').waitFor({ state: 'visible', timeout: STEP_TIMEOUT });
    const done = performance.now() + STEP_TIMEOUT;
    // Every store counted: the sums no longer say 'Soma de N de M lojas'.
    while ((await tiles.getByText(/^Soma de/).count()) > 0 && performance.now() < done) await page.waitForTimeout(20);
    sample.allStoresDashboardMs = performance.now() - start;
    return sample;
  } catch (error) {
    sample.errors.push(reason(`all stores (${franchise.stores})`, error));
    return sample;
  } finally {
    await context.close();
  }
}

/** The merged board left open for an hour of refreshes (Playwright's clock), the heap after the first and the last. */
export async function allStoresHeapJourney(
  browser: Browser,
  baseURL: string,
  franchise: (typeof FRANCHISES)[number],
  cycles = HOUR_CYCLES,
): Promise<AllStoresHeapSample> {
  const sample: AllStoresHeapSample = { stores: franchise.stores, afterFirstBytes: null, afterHourBytes: null, refreshesObserved: 0, errors: [] };
  const context = await newContext(browser, baseURL);
  try {
    const page = await context.newPage();
    await page.clock.install();
    const net = new NetworkTracker(page);
    const reads = trackListReads(page);
    await signIn(page, franchise.account);
    await setView(page, true);
    await page.goto('/pages/orders');
    await firstRow(page).waitFor({ state: 'visible', timeout: STEP_TIMEOUT });
    await net.quiet(300);
    const cdp = await context.newCDPSession(page);
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    };
    // A few seconds ahead: on a loaded machine the page's clock moves on while this call travels.
    await page.clock.pauseAt(new Date((await page.evaluate<number>('Date.now()')) + 5_000));
    for (let cycle = 1; cycle <= cycles; cycle += 1) {
      reads.reset();
      await page.clock.runFor(REFRESH_MS);
      const until = Date.now() + 15_000;
      while (reads.answered() < franchise.stores * 3 && Date.now() < until) await page.waitForTimeout(20);
      if (reads.answered() >= franchise.stores * 3) sample.refreshesObserved += 1;
      await net.quiet(200);
      if (cycle === 1) sample.afterFirstBytes = await heap();
      if (cycle === cycles) sample.afterHourBytes = await heap();
    }
    if (sample.refreshesObserved < cycles) sample.errors.push(`all stores refresh: every store read again in ${sample.refreshesObserved} of ${cycles} cycles`);
    return sample;
  } catch (error) {
    sample.errors.push(reason(`all stores heap (${franchise.stores})`, error));
    return sample;
  } finally {
    await context.close();
  }
}

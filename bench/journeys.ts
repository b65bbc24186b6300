/**
 * The measured journeys. Each run uses a fresh browser context; first loads run with the browser
 * cache disabled. A step that cannot run (a screen not there yet, a time-out) records null and
 * the reason, never a made-up number.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { ACCOUNT, BENCH_ACCOUNT, DASHBOARD_COUNTERS, MENU_VISITS, PASSWORD, type DeviceProfile } from './config';
import { NetworkTracker, type JsFile, type LoadFigures } from './network';
import { packagesFetched, singletonCopies } from './singletons';

const STEP_TIMEOUT = 30_000;
/** Time a person takes to type the e-mail and the password on the sign-in form. */
export const TYPING_MS = 3_000;

export interface JourneySample {
  firstLoad: LoadFigures | null;
  /** Everything the page load fetched from '/' through sign-in to the dashboard. */
  home: LoadFigures | null;
  /** What signing in added (remote-operations' first visit). */
  signInToHome: LoadFigures | null;
  menuVisits: Record<string, (LoadFigures & { ms: number }) | null>;
  signInUsableMs: number | null;
  dashboardMs: number | null;
  /** How many times each stateful package was fetched by the page load (through the menu visits). */
  singletons: Record<string, number> | null;
  /** Which of the packages the sign-in page must not fetch (NOT_ON_SIGN_IN) the first load fetched. */
  firstLoadPackages: string[] | null;
  /** The JS files behind the byte counts: the first load's, and what signing in added. */
  files: { firstLoad: JsFile[]; signInToHome: JsFile[] };
  errors: string[];
}

/**
 * A first visit's browser: no service worker, as the single bundle has none. The bench disables the HTTP cache, so a
 * worker installing after the page's load downloaded its precache (the host's signed-in layers) again, over the
 * measured network, while 'Entrar' → dashboard was timed, and its answers came back with no transfer size (the home's
 * and the menu pages' bytes read 132 KB and below zero). Only the second day's journey allows it (repeatVisit.ts).
 */
export async function newContext(browser: Browser, baseURL: string, serviceWorkers: 'allow' | 'block' = 'block'): Promise<BrowserContext> {
  return browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 1366, height: 768 }, serviceWorkers });
}

export async function disableCache(context: BrowserContext, page: Page, profile?: DeviceProfile): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (profile) {
    // Chromium's throttling, as DevTools applies it: bytes per second, and a latency added to every request.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.latencyMs,
      downloadThroughput: profile.downloadBitsPerSecond / 8,
      uploadThroughput: profile.uploadBitsPerSecond / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  }
}

export function signInForm(page: Page) {
  return {
    email: page.getByLabel('E-mail'),
    password: page.getByLabel('Senha', { exact: true }),
    submit: page.getByRole('button', { name: 'Entrar' }),
  };
}

/**
 * The sign-in form is usable: its e-mail and password fields (found by their labels) and 'Entrar' shown, the fields
 * editable and the button enabled. Looked at by the page itself on every frame: Playwright's own waits
 * (locator.waitFor) look again after 20, 50, 100, 100 and then every 500 ms, which put a ~500 ms grid on the times.
 */
export async function waitUsable(page: Page): Promise<void> {
  // No named function inside: tsx would wrap it in a helper the page does not have.
  await page.waitForFunction(
    () => {
      const inputs = [...document.querySelectorAll('input')];
      const email = inputs.find((input) => [...(input.labels ?? [])].some((label) => label.textContent?.trim() === 'E-mail'));
      const password = inputs.find((input) => [...(input.labels ?? [])].some((label) => label.textContent?.trim() === 'Senha'));
      const submit = [...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === 'Entrar');
      if (!email || !password || !submit) return false;
      return (
        [email, password, submit].every((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden') &&
        ![email, password].some((input) => input.disabled || input.readOnly) &&
        !submit.disabled
      );
    },
    undefined,
    { polling: 'raf', timeout: STEP_TIMEOUT },
  );
}

/** The dashboard's counters are shown (their labels in the page's main region), looked at on every frame as above. */
export async function waitDashboard(page: Page): Promise<void> {
  await page.waitForURL(/\/pages\/home$/, { timeout: STEP_TIMEOUT });
  await page.waitForFunction(
    (labels) => {
      const main = document.querySelector('main');
      if (!main) return false;
      const missing = new Set(labels);
      const texts = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode(); node && missing.size; node = texts.nextNode()) {
        const label = node.textContent?.trim() ?? '';
        const parent = node.parentElement;
        if (missing.has(label) && parent && parent.getClientRects().length > 0 && getComputedStyle(parent).visibility !== 'hidden') missing.delete(label);
      }
      return missing.size === 0;
    },
    DASHBOARD_COUNTERS,
    { polling: 'raf', timeout: STEP_TIMEOUT },
  );
}

export const reason = (what: string, error: unknown) => `${what}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;

/**
 * '/' → sign-in → dashboard → first visit of the other remotes from the side menu. On a device profile (the
 * mobile network) the journey stops at the dashboard: its two times are what the profile measures.
 */
export async function pageLoadJourney(browser: Browser, baseURL: string, profile?: DeviceProfile): Promise<JourneySample> {
  const sample: JourneySample = {
    firstLoad: null,
    home: null,
    signInToHome: null,
    menuVisits: {},
    signInUsableMs: null,
    dashboardMs: null,
    singletons: null,
    firstLoadPackages: null,
    files: { firstLoad: [], signInToHome: [] },
    errors: [],
  };
  const context = await newContext(browser, baseURL);
  try {
    const page = await context.newPage();
    await disableCache(context, page, profile);
    const net = new NetworkTracker(page);

    const t0 = performance.now();
    await page.goto('/', { waitUntil: 'commit' });
    try {
      await waitUsable(page);
      sample.signInUsableMs = performance.now() - t0;
    } catch (error) {
      sample.errors.push(reason('sign-in form', error));
    }
    await net.quiet();
    sample.firstLoad = net.figures();
    sample.files.firstLoad = net.jsFiles();
    sample.firstLoadPackages = packagesFetched(net.jsUrls());
    if (sample.signInUsableMs === null) {
      sample.singletons = singletonCopies(net.jsUrls());
      return sample;
    }

    // A person takes a few seconds to type e-mail and password: what the page fetches meanwhile (the
    // host's idle prefetch of the dashboard) counts for the sign-in phase, not for the first load.
    const signInPhase = net.mark();
    await page.waitForTimeout(TYPING_MS);
    await net.quiet();
    const form = signInForm(page);
    await form.email.fill(ACCOUNT);
    await form.password.fill(PASSWORD);
    const t1 = performance.now();
    await form.submit.click();
    try {
      await waitDashboard(page);
      sample.dashboardMs = performance.now() - t1;
    } catch (error) {
      sample.errors.push(reason('dashboard counters', error));
    }
    await net.quiet();
    if (sample.dashboardMs !== null) {
      sample.home = net.figures();
      sample.signInToHome = net.figures(signInPhase);
      sample.files.signInToHome = net.jsFiles(signInPhase);
    }

    if (!profile && (sample.dashboardMs !== null || /\/pages\//.test(page.url()))) {
      const menu = page.getByRole('navigation', { name: 'Menu principal' });
      for (const visit of MENU_VISITS) {
        const phase = net.mark();
        try {
          const item = menu.getByRole('menuitem', { name: visit.menu });
          // An item of a closed submenu shows once its group is opened (not timed: the visit starts at the item).
          if (visit.group && !(await item.isVisible())) {
            await menu.getByRole('menuitem', { name: visit.group }).click({ timeout: STEP_TIMEOUT });
            await item.waitFor({ state: 'visible', timeout: STEP_TIMEOUT });
          }
          const t = performance.now();
          await item.click({ timeout: STEP_TIMEOUT });
          await page.waitForURL((url) => url.pathname === visit.path, { timeout: STEP_TIMEOUT });
          // The remote page is shown when it draws its own heading inside the layout's main region.
          await page.getByRole('main').getByRole('heading').first().waitFor({ state: 'visible', timeout: STEP_TIMEOUT });
          const ms = performance.now() - t;
          await net.quiet();
          sample.menuVisits[visit.path] = { ...net.figures(phase), ms };
        } catch (error) {
          sample.menuVisits[visit.path] = null;
          sample.errors.push(reason(`menu visit ${visit.menu}`, error));
        }
      }
    }
    sample.singletons = singletonCopies(net.jsUrls());
    return sample;
  } catch (error) {
    sample.errors.push(reason('journey', error));
    return sample;
  } finally {
    await context.close();
  }
}

export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await waitUsable(page);
  const form = signInForm(page);
  await form.email.fill(email);
  await form.password.fill(PASSWORD);
  await form.submit.click();
  await page.waitForURL(/\/pages\/home$/, { timeout: STEP_TIMEOUT });
}

async function openLiveOrders(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('menuitem', { name: 'Pedidos' }).click();
  await page.waitForURL(/\/pages\/orders$/, { timeout: STEP_TIMEOUT });
  const inProgress = page.getByRole('tab', { name: 'Em andamento' });
  await inProgress.waitFor({ state: 'visible', timeout: STEP_TIMEOUT });
  await inProgress.click();
}

const LIST_ORDERS = /\/api\/order-hub\/list-orders\?/;

/**
 * Runs in the page before a 'Carregar mais' click: notes the click time and the time of the last DOM
 * change after it. The button's own feedback (loading icon, antd's click wave) and hover classes on
 * rows are not the step. Plain JavaScript text, so nothing of the bench's own build runs in the page.
 */
const WATCH_STEP = `(() => {
  window.__benchStep?.observer.disconnect();
  const feedback = (node) => {
    const element = node && (node.nodeType === 1 ? node : node.parentElement);
    return Boolean(element && element.closest('button, .ant-wave'));
  };
  const counts = (record) => {
    if (feedback(record.target)) return false;
    if (record.type === 'attributes' && record.attributeName === 'class' && /^(TD|TR)$/.test(record.target.tagName)) return false;
    const nodes = [...record.addedNodes, ...record.removedNodes];
    return !(record.type === 'childList' && nodes.length > 0 && nodes.every((n) => n.classList && n.classList.contains('ant-wave')));
  };
  const state = { click: 0, last: 0 };
  state.observer = new MutationObserver((records) => {
    if (records.some(counts)) state.last = performance.now();
  });
  state.observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  document.addEventListener('click', () => (state.click = state.click || performance.now()), { capture: true, once: true });
  window.__benchStep = state;
})()`;

export interface LoadMoreSample {
  /** One 'Carregar mais' step with 20 rows loaded: click → last change the step made to the page. */
  stepAt20Ms: number | null;
  stepAt1000Ms: number | null;
  rowsLoaded: number;
  errors: string[];
}

/**
 * Live orders, 'Em andamento', on the bench-only store with 1,100 live orders. The step's time runs
 * from the click to the last DOM change it caused (a MutationObserver in the page; the button's own
 * loading icon and click wave, and hover classes, left out), which includes the call and the render
 * of the new rows, however the table is drawn.
 */
export async function loadMoreJourney(browser: Browser, baseURL: string): Promise<LoadMoreSample> {
  const sample: LoadMoreSample = { stepAt20Ms: null, stepAt1000Ms: null, rowsLoaded: 0, errors: [] };
  const context = await newContext(browser, baseURL);
  try {
    const page = await context.newPage();
    const net = new NetworkTracker(page);
    let loaded = 0;
    let pagesSeen = 0;
    page.on('response', (response) => {
      const url = response.url();
      if (!LIST_ORDERS.test(url) || !new URL(url).searchParams.get('inprogress')) return;
      void response
        .json()
        .then((body: { data?: unknown[] }) => {
          const n = Array.isArray(body.data) ? body.data.length : 0;
          const pageNumber = Number(new URL(url).searchParams.get('page') || 1);
          loaded = pageNumber === 1 ? n : loaded + n;
          pagesSeen += 1;
        })
        .catch(() => undefined);
    });
    await signIn(page, BENCH_ACCOUNT);
    await openLiveOrders(page);
    await net.quiet(300);
    const loadMore = page.getByRole('button', { name: 'Carregar mais' });
    await loadMore.waitFor({ state: 'visible', timeout: STEP_TIMEOUT });

    const step = async (): Promise<number> => {
      const before = pagesSeen;
      await page.evaluate(WATCH_STEP);
      await loadMore.click({ timeout: STEP_TIMEOUT });
      const until = Date.now() + STEP_TIMEOUT;
      while (pagesSeen === before) {
        if (Date.now() > until) throw new Error('no list-orders answer after Carregar mais');
        await page.waitForTimeout(10);
      }
      await page.waitForFunction('performance.now() - window.__benchStep.last > 250');
      await net.quiet(100);
      return page.evaluate<number>('(() => { const s = window.__benchStep; s.observer.disconnect(); return s.last - s.click; })()');
    };

    try {
      if (loaded !== 20) throw new Error(`expected 20 rows on the first page, the list answered ${loaded}`);
      sample.stepAt20Ms = await step();
      while (loaded < 1_000) {
        const was = loaded;
        await step();
        if (loaded <= was) throw new Error(`'Carregar mais' stopped adding rows at ${loaded}`);
      }
      if ((loaded as number) !== 1_000) throw new Error(`expected exactly 1,000 rows before the measured step, got ${loaded}`);
      sample.stepAt1000Ms = await step();
    } finally {
      sample.rowsLoaded = loaded;
    }
    return sample;
  } catch (error) {
    sample.errors.push(reason('Carregar mais', error));
    return sample;
  } finally {
    await context.close();
  }
}

export interface HeapSample {
  afterFirstBytes: number | null;
  after30Bytes: number | null;
  /** Refresh cycles in which the list was really fetched again (30 expected). */
  refreshesObserved: number;
  errors: string[];
}

/** The live orders' auto-refresh period (docs/spec/part-2-operations-account.md §2, 'Orders screen': every 60 s). */
const REFRESH_CYCLE_MS = 60_000;

/**
 * Live orders left open: the 60 s auto-refresh fast-forwarded 30 times with Playwright's clock, paused
 * once the page has settled. A clock left running drifts (time flows between two fast-forwards, so the
 * refresh now and then fell outside a cycle and a third of the cycles saw none); paused, each 60 s step
 * fires exactly one refresh.
 */
export async function heapJourney(browser: Browser, baseURL: string, cycles = 30): Promise<HeapSample> {
  const sample: HeapSample = { afterFirstBytes: null, after30Bytes: null, refreshesObserved: 0, errors: [] };
  const context = await newContext(browser, baseURL);
  try {
    const page = await context.newPage();
    await page.clock.install();
    const net = new NetworkTracker(page);
    let listCalls = 0;
    page.on('request', (request) => {
      if (LIST_ORDERS.test(request.url())) listCalls += 1;
    });
    await signIn(page, ACCOUNT);
    await openLiveOrders(page);
    await net.quiet(300);
    const cdp = await context.newCDPSession(page);
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    };
    await page.clock.pauseAt(new Date((await page.evaluate<number>('Date.now()')) + 1_000));
    for (let cycle = 1; cycle <= cycles; cycle += 1) {
      const before = listCalls;
      await page.clock.runFor(REFRESH_CYCLE_MS);
      const until = Date.now() + 5_000;
      while (listCalls === before && Date.now() < until) await page.waitForTimeout(20);
      if (listCalls > before) sample.refreshesObserved += 1;
      await net.quiet(200);
      if (cycle === 1) sample.afterFirstBytes = await heap();
      if (cycle === cycles) sample.after30Bytes = await heap();
    }
    if (sample.refreshesObserved < cycles) sample.errors.push(`auto-refresh: the list was fetched again in ${sample.refreshesObserved} of ${cycles} cycles`);
    return sample;
  } catch (error) {
    sample.errors.push(reason('auto-refresh heap', error));
    return sample;
  } finally {
    await context.close();
  }
}

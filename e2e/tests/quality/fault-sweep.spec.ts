import { expect, test, type BrowserContext, type Page, type Request, type Route } from '@playwright/test';
import { ACCOUNTS, shortenRequestTimeout, signIn, signInTo, TEST_REQUEST_TIMEOUT_MS, watchRequests } from '../../fixtures';
import { resolveRoute, SIGNED_IN_ROUTES, type PortalRoute } from '../../routes';

/**
 * For every route and every call that route makes while loading, inject in turn a 500, a network error,
 * a malformed body and a hang (longer than the client's time-out, shortened to HANG_TIMEOUT_MS through
 * the runtime configuration in the hangs' own pages so a hang costs two seconds, not the default 15 s). Each
 * case holds when the page shows an error message in pt-BR, throws no uncaught exception, is not blank,
 * and the user can go on through the menu. The count of cases and of those that held is printed by the
 * summary reporter (annotation 'fault-sweep').
 */

type Fault = '500' | 'network' | 'malformed' | 'hang';
const FAST_FAULTS: Fault[] = ['500', 'network', 'malformed'];
const FAULTS: Fault[] = [...FAST_FAULTS, 'hang'];
/**
 * The client's time-out in the pages where a call hangs: the same runtime configuration and code path as the rest
 * of the suite's TEST_REQUEST_TIMEOUT_MS, shorter, since a hang case waits for it and nothing else in its page is
 * slow on purpose. The pages of the other faults keep TEST_REQUEST_TIMEOUT_MS.
 */
const HANG_TIMEOUT_MS = 2_000;
/**
 * A failed read is asked twice more before the page says so (shared/src/data): the same retries, 0.1 s and 0.2 s
 * apart instead of 1 s and 2 s, through the runtime configuration's `retryDelayMs`.
 */
const RETRY_DELAY_MS = 100;
/** Held longer than the client waits in any page of the sweep: the client gives up first. */
const HANG_MS = Math.max(HANG_TIMEOUT_MS, TEST_REQUEST_TIMEOUT_MS) + 5_000;
const ERROR_TEXT = /erro|não foi possível|tente novamente|falha|indisponível|problema/i;

interface Call {
  method: string;
  /** Path with ids replaced by '*', e.g. /api/order-hub/orders/*. */
  pattern: string;
}

const ID_SEGMENT = /^(\d+|[0-9a-f-]{16,}|[0-9A-F]{8})$/;
const normalise = (path: string) =>
  path
    .split('/')
    .map((segment) => (ID_SEGMENT.test(segment) ? '*' : segment))
    .join('/');
const matches = (call: Call) => (url: URL) => normalise(url.pathname) === call.pattern;

async function inject(route: Route, fault: Fault): Promise<void> {
  if (route.request().method() !== 'GET' && route.request().method() !== 'POST' && route.request().method() !== 'PUT') return route.continue();
  switch (fault) {
    case '500':
      return route.fulfill({
        status: 500,
        json: { message: 'Erro interno do servidor. Tente novamente.', errors: [{ detail: 'Erro interno do servidor. Tente novamente.' }] },
      });
    case 'network':
      return route.abort('connectionfailed');
    case 'malformed':
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{"data": [ {"quebrado": ' });
    case 'hang':
      await new Promise((resolve) => setTimeout(resolve, HANG_MS));
      return route.abort('timedout').catch(() => undefined);
  }
}

/** The API calls a route makes while it loads, in the order they start. */
/**
 * Calls of the signed-in frame, not of the screen: the header's order alerts watch the lists in the
 * background and stay quiet when a look fails (the next one tries again), the map's tiles are images, and the
 * telemetry's batches (sent 5 s after their first event, so inside a slow page's discovery) say nothing to the
 * merchant. Their faults are covered by their own tests (OrderAlerts.test.tsx, live-map.spec.ts, collector.test.ts).
 */
function isFrameCall(request: Request, route: PortalRoute): boolean {
  const url = new URL(request.url());
  if (url.pathname.startsWith('/api/sandbox/tiles/') || url.pathname === '/api/sandbox/telemetry') return true;
  if (!url.pathname.endsWith('/list-orders')) return false;
  const query = url.searchParams;
  // The alerts' own queries (useLiveOrdersWatcher's WATCH_QUERIES): the endings always; the two lists unless the
  // orders page is open, which the alerts then read instead of asking (the page's own calls are the same lists).
  if (query.get('delivery_status') === 'CANCELLED,COURIER_NOT_DELIVERED' && query.get('limit') === '20') return true;
  const watchesAList = (query.get('to_approve') === 'true' || query.get('inprogress') === '1') && query.get('limit') === '20' && !query.has('get_total');
  return watchesAList && route.path !== '/pages/orders';
}

async function discoverCalls(page: Page, url: string, route: PortalRoute): Promise<Call[]> {
  const seen = new Map<string, Call>();
  const isScreenCall = (request: Request) => new URL(request.url()).pathname.startsWith('/api/') && !isFrameCall(request, route);
  const record = (request: Request) => {
    if (!isScreenCall(request)) return;
    const call = { method: request.method(), pattern: normalise(new URL(request.url()).pathname) };
    seen.set(`${call.method} ${call.pattern}`, call);
  };
  // A blank page first, so late calls of the previous screen are not counted as this one's.
  await page.goto('about:blank');
  const calls = watchRequests(page, isScreenCall);
  page.on('request', record);
  await page.goto(url);
  await expect(page.getByRole('main').getByText(route.ready).first()).toBeVisible();
  // The quiet period starts when the screen is there: a page that took over 2 s to appear has not yet
  // started the calls its effects make right after.
  calls.restartQuiet();
  // Settled: no API call in flight and none started for 2 s (calls that follow others, e.g. failures after orders).
  await calls.quiet(2_000, 250);
  calls.stop();
  page.off('request', record);
  // The session and sign-out calls belong to the shell, not to the screen.
  return [...seen.values()].filter((c) => !/\/businesses\/(session|logout)$/.test(c.pattern));
}

/**
 * Records, in the page itself, every error text the moment it is laid out on screen. Some messages are toasts (antd's
 * message, 3 s): on a loaded 2-core runner the test's own polling of the page can come too late for one, while the
 * page saw it. Visible as Playwright means it: a non-empty box and not `visibility: hidden`.
 */
function recordErrorMessages(pattern: string): void {
  const errorText = new RegExp(pattern, 'i');
  const seen: string[] = [];
  Object.assign(window, { __errorMessagesSeen: seen });
  const lookAtText = (text: Node) => {
    const element = text.parentElement;
    if (!element?.isConnected || !errorText.test(text.textContent ?? '')) return;
    if (element.getClientRects().length === 0 || getComputedStyle(element).visibility === 'hidden') return;
    seen.push((text.textContent ?? '').trim().slice(0, 120));
  };
  // Each text node under what changed, so that hidden text elsewhere in a changed ancestor does not count.
  const look = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) return lookAtText(node);
    if (!errorText.test(node.textContent ?? '')) return;
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) lookAtText(text);
  };
  // Added nodes and changed text only: watching attributes too (every animation frame's style) slowed the pages. A
  // message shown by a class change stays on screen, where the test's own look finds it.
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.type === 'childList') mutation.addedNodes.forEach(look);
      else look(mutation.target);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** However many retries the page makes, it says so within this long of the moment its first faulty call is seen. */
const MESSAGE_CAP_MS = 60_000;

/**
 * Whether the page has shown an error message (one on screen now, or one it recorded while the test was not looking)
 * within `timeout` of its last faulty attempt. A failed read is tried three times, and on a loaded runner each faulty
 * answer, given by this test's process, can take seconds: the page's time runs from the last one it got.
 */
async function errorMessageShown(page: Page, lastAttemptAt: () => number, timeout: number): Promise<boolean> {
  const onScreen = page.getByText(ERROR_TEXT).filter({ visible: true }).first();
  const cap = Date.now() + MESSAGE_CAP_MS;
  while (Date.now() < Math.min(cap, lastAttemptAt() + timeout)) {
    const recorded = await page.evaluate(() => (window as { __errorMessagesSeen?: string[] }).__errorMessagesSeen?.length ?? 0).catch(() => 0);
    if (recorded > 0 || (await onScreen.isVisible())) return true;
    await page.waitForTimeout(250);
  }
  return false;
}

/**
 * Where a case goes on to through the menu: a page of another route, one of the lighter ones. 'Pedidos' drew its
 * orders' table in 3-5 s of CPU per case on the 2-core runner (the store profile in ~1 s), and the sweep's cases load
 * side by side; where the user goes matters less than that they can.
 */
const goOnTarget = (route: PortalRoute) =>
  route.path === '/pages/business'
    ? { item: 'Montar entrega', heading: /Montar entrega|Gestão de entregas/ }
    : { item: 'Perfil da loja', heading: /^Perfil da loja$/ };

async function runCase(page: Page, url: string, route: PortalRoute, call: Call, fault: Fault): Promise<string | null> {
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(error.message);
  page.on('pageerror', onError);
  await page.addInitScript(recordErrorMessages, ERROR_TEXT.source);
  const predicate = matches(call);
  let lastAttemptAt = Date.now();
  await page.route(predicate, async (route) => {
    if (route.request().method() !== call.method) return route.continue();
    lastAttemptAt = Date.now();
    // A hang's attempt ends when the client gives up on it; the others' when the page has the faulty answer.
    if (fault === 'hang') return inject(route, fault);
    await inject(route, fault);
    lastAttemptAt = Date.now();
  });
  try {
    // Timed from the moment the faulty call is made, not from the navigation: on a busy 2-core runner,
    // with five cases loading side by side, the page itself can take several seconds to get there.
    const visit = async () => {
      const callMade = page
        .waitForRequest((request) => request.method() === call.method && predicate(new URL(request.url())), { timeout: 30_000 })
        .then(() => true)
        .catch(() => false);
      // Watched from the navigation's start: some messages are toasts (antd's message, 3 s), and the page's 'load'
      // (the map's tiles among its resources) can come after a fast failure's toast has gone.
      await page.goto(url, { waitUntil: 'commit' });
      return callMade;
    };
    // A second visit if the first did not get there: on a loaded runner a page can miss the 30 s.
    const made = (await visit()) || (await visit());
    // Playwright tells of the request before it hands it to the route: the first attempt counts from here.
    lastAttemptAt = Math.max(lastAttemptAt, Date.now());
    // A hang: the client gives up after HANG_TIMEOUT_MS, then the message has 15 s to show.
    const shown = made && (await errorMessageShown(page, () => lastAttemptAt, fault === 'hang' ? HANG_TIMEOUT_MS + 15_000 : 15_000));
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    const blank = !(await menu.isVisible()) || (await page.locator('body').innerText()).trim().length < 20;
    await page.unroute(predicate);
    // The user can go on: the menu still takes them elsewhere (once a notice like the low-balance modal is closed).
    const target = goOnTarget(route);
    // A second try if the first did not get there, as a user would: on a loaded runner a notice can open late (the
    // low-balance modal once a read answers) and take the first click.
    const goOn = async () => {
      if (await page.getByRole('dialog').first().isVisible()) await page.keyboard.press('Escape');
      return (
        (await menu
          .getByRole('menuitem', { name: target.item })
          .click({ timeout: 10_000 })
          .then(() => true)
          .catch(() => false)) &&
        (await page
          .getByRole('heading', { name: target.heading })
          .first()
          .waitFor({ state: 'visible', timeout: 15_000 })
          .then(() => true)
          .catch(() => false))
      );
    };
    const wentOn = (await goOn()) || (await goOn());
    const problems = [
      !made && 'the call was not made',
      made && !shown && 'no error message shown',
      blank && 'blank screen',
      errors.length > 0 && `uncaught: ${errors.join(' | ')}`,
      !wentOn && 'could not navigate on',
    ].filter(Boolean);
    return problems.length ? problems.join('; ') : null;
  } finally {
    page.off('pageerror', onError);
    await page.unroute(predicate).catch(() => undefined);
  }
}

/**
 * Runs the tasks with at most `limit` of them at a time, the pool's places opening `staggerMs` apart, so that
 * the first pages of a route do not all load at the same moment on a 2-core runner.
 */
async function pooled<T>(tasks: (() => Promise<T>)[], limit: number, staggerMs = 0): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async (place: number) => {
    await new Promise((resolve) => setTimeout(resolve, place * staggerMs));
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, (_, place) => worker(place)));
  return results;
}

/**
 * Each case runs in a page of its own, in the signed-in context whose HTTP cache already holds the portal. A hang's page
 * gives up on a call after HANG_TIMEOUT_MS (its own runtime configuration, which wins over the context's). A call held
 * by the test's route holds no connection of the browser's pool: the other pages' calls go on beside it.
 */
async function runCaseInNewPage(context: BrowserContext, url: string, route: PortalRoute, call: Call, fault: Fault): Promise<string | null> {
  const page = await context.newPage();
  try {
    if (fault === 'hang') await shortenRequestTimeout(page, HANG_TIMEOUT_MS, RETRY_DELAY_MS);
    return await runCase(page, url, route, call, fault);
  } finally {
    await page.close();
  }
}

test.describe.configure({ mode: 'parallel' });
// No trace on CI's retry: a route's cases are up to 16 pages side by side, and recording them all slowed a retry on a
// slower runner past the test's 5 minutes. The failure names each case and what went wrong, and a screenshot is kept.
test.use({ trace: 'off' });

/** The routes that make the most calls (the most cases) first, so the two workers end together. */
const LONGEST_FIRST = ['/pages/wallet', '/pages/home', '/pages/roles'];
const SWEPT_ROUTES = [...SIGNED_IN_ROUTES].sort((a, b) => rank(a) - rank(b));
function rank(route: PortalRoute): number {
  const index = LONGEST_FIRST.indexOf(route.path);
  return index === -1 ? LONGEST_FIRST.length : index;
}

for (const route of SWEPT_ROUTES) {
  test(`fault sweep: ${route.path}`, async ({ page, context }) => {
    test.setTimeout(300_000);
    await shortenRequestTimeout(context, TEST_REQUEST_TIMEOUT_MS, RETRY_DELAY_MS);
    // Signed in by the sign-in call (the sign-in screen's faults are the last test's): the route's first load is the
    // discovery's.
    await signInTo(page, route.account, 'about:blank');
    const url = await resolveRoute(page, route);
    const calls = await discoverCalls(page, url, route);
    if (route.loadsNoData) {
      // A form that asks the server nothing until the user acts: its calls' faults are covered by its component tests.
      expect(calls, `${route.path} is declared to load no data`).toEqual([]);
      return;
    }
    expect(calls.length, `${route.path} makes API calls`).toBeGreaterThan(0);
    // Where every case goes on to, first without a fault: its files are then in the context's cache, and the first
    // cases do not all fetch and compile them at once.
    const target = goOnTarget(route);
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('menuitem', { name: target.item }).click();
    await expect(page.getByRole('heading', { name: target.heading }).first()).toBeVisible();

    const cases = calls.flatMap((call) => FAULTS.map((fault) => ({ call, fault })));
    // Hangs are mostly idle waits: up to three at a time, beside the other faults. Those load pages: two at a time on a
    // 2-core machine.
    const hangs = cases.filter((c) => c.fault === 'hang');
    const others = cases.filter((c) => c.fault !== 'hang');
    const run = (c: (typeof cases)[number]) => async () => {
      const problem = await runCaseInNewPage(context, url, route, c.call, c.fault);
      return problem && `${c.call.method} ${c.call.pattern} × ${c.fault}: ${problem}`;
    };
    const problems = (await Promise.all([pooled(hangs.map(run), 3, 1_000), pooled(others.map(run), 2)])).flat();
    const failures = problems.filter((p): p is string => Boolean(p));
    test
      .info()
      .annotations.push({ type: 'fault-sweep', description: JSON.stringify({ route: route.path, cases: cases.length, held: cases.length - failures.length }) });
    expect(failures, `${route.path}: ${cases.length - failures.length} of ${cases.length} cases held`).toEqual([]);
  });
}

test('fault sweep: sign-in', async ({ page }) => {
  const login = { method: 'POST', pattern: '/api/box/business-service/v1/businesses/login' };
  const failures: string[] = [];
  // One predicate for route and unroute: unroute removes only the very function it is given.
  const isLogin = matches(login);
  await shortenRequestTimeout(page);
  for (const fault of [...FAST_FAULTS, 'hang' as const]) {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route(isLogin, (route) => inject(route, fault));
    await page.goto('/');
    await page.getByLabel('E-mail').fill(ACCOUNTS.loja);
    await page.getByLabel('Senha', { exact: true }).fill('Senha@123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    const shown = await page
      .getByText(ERROR_TEXT)
      .filter({ visible: true })
      .first()
      .waitFor({ state: 'visible', timeout: fault === 'hang' ? TEST_REQUEST_TIMEOUT_MS + 10_000 : 8_000 })
      .then(() => true)
      .catch(() => false);
    // What the user typed is still there to try again.
    const kept = (await page.getByLabel('E-mail').inputValue()) === ACCOUNTS.loja;
    await page.unroute(isLogin);
    if (!shown || !kept || errors.length) failures.push(`${fault}: message ${shown}, kept ${kept}, uncaught ${errors.join(' | ')}`);
  }
  test.info().annotations.push({ type: 'fault-sweep', description: JSON.stringify({ route: '/', cases: 4, held: 4 - failures.length }) });
  expect(failures).toEqual([]);
  await signIn(page, ACCOUNTS.loja);
});

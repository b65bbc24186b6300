import { expect, test, type Page, type Route } from '@playwright/test';
import { ACCOUNTS, signIn } from '../../fixtures';
import { resolveRoute, SIGNED_IN_ROUTES, type PortalRoute } from '../../routes';

/**
 * For every route and every call that route makes while loading, inject in turn a 500, a network error,
 * a malformed body and (for the route's first call) a hang longer than the client's 15 s time-out. Each
 * case holds when the page shows an error message in pt-BR, throws no uncaught exception, is not blank,
 * and the user can go on through the menu. The count of cases and of those that held is printed by the
 * summary reporter (annotation 'fault-sweep').
 */

type Fault = '500' | 'network' | 'malformed' | 'hang';
const FAST_FAULTS: Fault[] = ['500', 'network', 'malformed'];
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
      return route.fulfill({ status: 500, json: { message: 'Erro interno do servidor. Tente novamente.', errors: [{ detail: 'Erro interno do servidor. Tente novamente.' }] } });
    case 'network':
      return route.abort('connectionfailed');
    case 'malformed':
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{"data": [ {"quebrado": ' });
    case 'hang':
      await new Promise((resolve) => setTimeout(resolve, 20_000));
      return route.abort('timedout').catch(() => undefined);
  }
}

/** The API calls a route makes while it loads, in the order they start. */
async function discoverCalls(page: Page, url: string, route: PortalRoute): Promise<Call[]> {
  const seen = new Map<string, Call>();
  const listener = (request: { url(): string; method(): string }) => {
    const parsed = new URL(request.url());
    if (!parsed.pathname.startsWith('/api/')) return;
    const call = { method: request.method(), pattern: normalise(parsed.pathname) };
    seen.set(`${call.method} ${call.pattern}`, call);
  };
  page.on('request', listener);
  await page.goto(url);
  await expect(page.getByText(route.ready).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  page.off('request', listener);
  // The session and sign-out calls belong to the shell, not to the screen.
  return [...seen.values()].filter((c) => !/\/businesses\/(session|logout)$/.test(c.pattern));
}

async function runCase(page: Page, url: string, call: Call, fault: Fault): Promise<string | null> {
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(error.message);
  page.on('pageerror', onError);
  const predicate = matches(call);
  await page.route(predicate, (route) => (route.request().method() === call.method ? inject(route, fault) : route.continue()));
  try {
    await page.goto(url);
    const message = page.getByText(ERROR_TEXT).first();
    const shown = await message
      .waitFor({ state: 'visible', timeout: fault === 'hang' ? 19_000 : 8_000 })
      .then(() => true)
      .catch(() => false);
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    const blank = !(await menu.isVisible()) || (await page.locator('body').innerText()).trim().length < 20;
    await page.unroute(predicate);
    // The user can go on: the menu still takes them elsewhere.
    await menu.getByRole('menuitem', { name: 'Pedidos' }).click();
    const wentOn = await page
      .getByRole('heading', { name: 'Pedidos' })
      .waitFor({ state: 'visible', timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    const problems = [
      !shown && 'no error message shown',
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

test.describe.configure({ mode: 'parallel' });

for (const route of SIGNED_IN_ROUTES) {
  test(`fault sweep: ${route.path}`, async ({ page }) => {
    test.setTimeout(300_000);
    await signIn(page, route.account);
    const url = await resolveRoute(page, route);
    const calls = await discoverCalls(page, url, route);
    expect(calls.length, `${route.path} makes API calls`).toBeGreaterThan(0);

    const failures: string[] = [];
    let cases = 0;
    for (const [index, call] of calls.entries()) {
      for (const fault of index === 0 ? [...FAST_FAULTS, 'hang' as const] : FAST_FAULTS) {
        cases += 1;
        const problem = await runCase(page, url, call, fault);
        if (problem) failures.push(`${call.method} ${call.pattern} × ${fault}: ${problem}`);
      }
    }
    test.info().annotations.push({ type: 'fault-sweep', description: JSON.stringify({ route: route.path, cases, held: cases - failures.length }) });
    expect(failures, `${route.path}: ${cases - failures.length} of ${cases} cases held`).toEqual([]);
  });
}

test('fault sweep: sign-in', async ({ page }) => {
  const login = { method: 'POST', pattern: '/api/box/business-service/v1/businesses/login' };
  const failures: string[] = [];
  for (const fault of [...FAST_FAULTS, 'hang' as const]) {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route(matches(login), (route) => inject(route, fault));
    await page.goto('/');
    await page.getByLabel('E-mail').fill(ACCOUNTS.loja);
    await page.getByLabel('Senha', { exact: true }).fill('Senha@123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    const shown = await page
      .getByText(ERROR_TEXT)
      .first()
      .waitFor({ state: 'visible', timeout: fault === 'hang' ? 19_000 : 8_000 })
      .then(() => true)
      .catch(() => false);
    // What the user typed is still there to try again.
    const kept = (await page.getByLabel('E-mail').inputValue()) === ACCOUNTS.loja;
    await page.unroute(matches(login));
    if (!shown || !kept || errors.length) failures.push(`${fault}: message ${shown}, kept ${kept}, uncaught ${errors.join(' | ')}`);
  }
  test.info().annotations.push({ type: 'fault-sweep', description: JSON.stringify({ route: '/', cases: 4, held: 4 - failures.length }) });
  expect(failures).toEqual([]);
  await signIn(page, ACCOUNTS.loja);
});

import { expect, type BrowserContext, type Locator, type Page, type Request } from '@playwright/test';
import { REMOTES } from 'tooling/rspack/apps';

/** Each remote's origin in this run (ports shift with PORTAL_PORT_BASE). */
export const REMOTE_ORIGIN = Object.fromEntries(REMOTES.map((r) => [r.federationName, `http://localhost:${r.port}`])) as Record<
  'auth' | 'delivery' | 'operations' | 'account',
  string
>;

export const DEMO_PASSWORD = 'Senha@123';
export const ACCOUNTS = {
  loja: 'loja@exemplo.com.br',
  frota: 'frota@exemplo.com.br',
  franquia: 'franquia@exemplo.com.br',
  pospago: 'pospago@exemplo.com.br',
  semcriacao: 'semcriacao@exemplo.com.br',
} as const;

/** Signs in through the sign-in screen, as a merchant does, and waits for the dashboard. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/pages\/home$/);
}

/** The sign-in call the sign-in screen makes (shared/src/api/auth). */
const LOGIN_PATH = '/api/box/business-service/v1/businesses/login';

/**
 * Signs in through the sign-in call alone, without the screens, and opens `path`: for a test about another screen,
 * where signing in through the sign-in page and the dashboard would only load two pages the test never looks at.
 * The session is what the sign-in screen leaves (shared/src/app/signIn.ts): the server's cookie, and the stored
 * state of a signed-in user (persist:root, redux-persist's format). A franchise main user, whose sign-in also loads
 * and selects the franchise's stores, signs in through the screen (signIn).
 */
export async function signInTo(page: Page, email: string, path: string | ((page: Page) => Promise<string>), password = DEMO_PASSWORD): Promise<void> {
  const answer = await page.request.post(LOGIN_PATH, { data: { email, password } });
  if (!answer.ok()) throw new Error(`sign-in of ${email} failed: ${answer.status()} ${await answer.text()}`);
  const user = ((await answer.json()) as { data: { business_user_main?: boolean; franchise?: { id?: unknown } | null } }).data;
  if (user.business_user_main && user.franchise?.id != null) throw new Error(`${email} is a franchise main user: sign in through the screen (signIn)`);
  const session = { user, isLogged: true, isFranchiseAdmin: false, franchiseStores: null, selectedFranchiseStore: null, selectedFranchiseStoreUuid: null };
  const stored = JSON.stringify({ session: JSON.stringify(session), _persist: JSON.stringify({ version: -1, rehydrated: true }) });
  // The stored state is written from a document of the host's origin that is not the portal (the runtime
  // configuration, a JSON file), so no page of the portal starts before the session is there.
  await page.goto('/portal-config.json');
  await page.evaluate((value) => window.localStorage.setItem('persist:root', value), stored);
  // A path read from the server (an order's id) is read once signed in.
  await page.goto(typeof path === 'string' ? path : await path(page));
}

/** The stored session, as the portal wrote it (redux-persist format). */
export async function storedSession(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('persist:root');
    return raw ? (JSON.parse(JSON.parse(raw).session) as Record<string, unknown>) : {};
  });
}

/** Records every JS file a page fetched, to check that shared singletons load once. */
export function collectScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') urls.push(response.url());
  });
  return urls;
}

/**
 * The client's call time-out for the tests of the time-out path: set through the runtime configuration a
 * deployment uses (window.__PORTAL_CONFIG__.requestTimeoutMs), so a hung call is given up after seconds,
 * not the default 15 s, and the same code path runs.
 */
export const TEST_REQUEST_TIMEOUT_MS = 6_000;

export async function shortenRequestTimeout(target: BrowserContext | Page, ms = TEST_REQUEST_TIMEOUT_MS, retryDelayMs?: number): Promise<void> {
  await target.addInitScript(
    ({ timeout, retryDelay }) => {
      const page = window as unknown as { __PORTAL_CONFIG__?: object };
      page.__PORTAL_CONFIG__ = {
        ...page.__PORTAL_CONFIG__,
        requestTimeoutMs: timeout,
        ...(retryDelay === undefined ? {} : { retryDelayMs: retryDelay }),
      };
    },
    { timeout: ms, retryDelay: retryDelayMs },
  );
}

/**
 * The pace of a lost write's checks for the tests of that path (runtime configuration `confirmIntervalMs`,
 * shared/src/data/confirmLostWrite.ts): the same number of checks, 0.5 s apart instead of 3 s, so a window that ends
 * without an answer costs seconds, not 45 s.
 */
export const TEST_CONFIRM_INTERVAL_MS = 500;

export async function quickenConfirmations(target: BrowserContext | Page, ms = TEST_CONFIRM_INTERVAL_MS): Promise<void> {
  await target.addInitScript((interval) => {
    const page = window as unknown as { __PORTAL_CONFIG__?: object };
    page.__PORTAL_CONFIG__ = { ...page.__PORTAL_CONFIG__, confirmIntervalMs: interval };
  }, ms);
}

/**
 * Clicks a confirmation dialog's button until the dialog closes. antd's dialogs open with a zoom: on a loaded runner a
 * click during it can land beside the moving button, so the click is tried again (a click on a pending button does
 * nothing, and the dialog closes once its call is answered). A call answered after one try's wait closes the dialog
 * between tries: then there is nothing left to click, and the confirmation is done.
 */
export async function confirmDialog(dialog: Locator, button: string): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect(async () => {
    if (await dialog.isHidden()) return;
    await dialog.getByRole('button', { name: button }).click({ timeout: 2_000 });
    await expect(dialog).toBeHidden({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * 'networkidle' for a screen opened inside the portal (Playwright's load states belong to the page's last load): the
 * requests `counts` picks, in flight on the page, and when that last changed. `quiet(ms)` waits until none is in flight
 * and none started or ended for `ms`.
 */
export function watchRequests(page: Page, counts: (request: Request) => boolean = () => true) {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = (request: Request) => {
    if (!counts(request)) return;
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    if (!counts(request)) return;
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    /** Counts the quiet time from now at the earliest (a screen that has just appeared may not have asked yet). */
    restartQuiet: () => {
      lastChange = Math.max(lastChange, Date.now());
    },
    quiet: (ms: number, interval = 100) =>
      expect.poll(() => inFlight <= 0 && Date.now() - lastChange >= ms, { timeout: 20_000, intervals: [interval] }).toBe(true),
    stop: () => {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

/**
 * A notice (the page's one holder, usePortalMessage) as a user meets it: a status (success, info, loading) or an alert
 * (error, warning) saying the text (docs/decisions.md D20).
 */
export const notice = (page: Page, text: string, role?: 'status' | 'alert'): Locator =>
  (role ? page.getByRole(role) : page.getByRole('status').or(page.getByRole('alert'))).getByText(text, { exact: true });

/**
 * Records, in the page, the text of every status and alert as it appears or changes (install before the page loads:
 * `page.addInitScript`), so that a missed notice's failure says what the page said instead.
 */
export function recordToasts(): void {
  const seen: string[] = [];
  const said = new WeakMap<Element, string>();
  Object.assign(window, { __toastsSeen: seen });
  const record = (node: Node) => {
    const element = node instanceof Element ? node : node.parentElement;
    const around = element?.closest('[role=status], [role=alert]');
    for (const region of around ? [around] : (element?.querySelectorAll('[role=status], [role=alert]') ?? [])) {
      const text = (region as HTMLElement).innerText.trim();
      if (said.get(region) !== text) seen.push(text);
      said.set(region, text);
    }
  };
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      mutation.addedNodes.forEach(record);
      if (mutation.type === 'characterData') record(mutation.target);
    }
  }).observe(document, { childList: true, characterData: true, subtree: true });
}

/**
 * The notice a screen shows. Where the page records its notices (recordToasts), one it showed counts even if its 3 s
 * were over before the test looked (on a starved 2-core runner a look can take seconds), and is used up: the next
 * look for the same text needs a later notice. If it never showed, the failure lists the statuses and alerts recorded.
 */
export async function expectToast(page: Page, text: string): Promise<void> {
  const seen = () => page.evaluate(() => (window as { __toastsSeen?: string[] }).__toastsSeen).catch(() => undefined);
  const usedUp = () =>
    page
      .evaluate((wanted) => {
        const said = (window as { __toastsSeen?: string[] }).__toastsSeen;
        const at = said?.findIndex((text) => text.includes(wanted)) ?? -1;
        if (at >= 0) said!.splice(0, at + 1);
        return at >= 0;
      }, text)
      .catch(() => false);
  try {
    await expect(async () => {
      if (await usedUp()) return;
      await expect(notice(page, text).first()).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
  } catch (error) {
    const said = await seen();
    if (!said) throw error;
    throw new Error(`${(error as Error).message}\nthe statuses and alerts the page showed, in order: ${said.filter(Boolean).join(' | ')}`);
  }
}

/** Nothing covers the element at its centre (a notice raised from a drawer or a dialog shows above it). */
export async function expectOnTop(locator: Locator): Promise<void> {
  const onTop = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return !!hit && (element.contains(hit) || hit.contains(element));
  });
  expect(onTop, 'nothing covers it').toBe(true);
}

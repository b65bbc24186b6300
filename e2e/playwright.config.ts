import { existsSync } from 'node:fs';
import { defineConfig, type LaunchOptions } from '@playwright/test';
import { CHROMIUM_ARGS } from 'tooling/chromium';
import { HOST, REMOTES, SANDBOX_PORT } from 'tooling/rspack/apps';

/**
 * The e2e suite runs against the production builds (build them first: npm run build) served by
 * serve/main.ts, on the sandbox API. Chromium is Debian's (apt-get install -y chromium).
 */
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`, the same Blink and V8 as `chromium`; Playwright's own
 * default for headless runs): the journeys run in it, a lighter process, where it is installed (docs/decisions.md
 * D17). The journeys of what only the full browser has (notifications, an app's installability) run in CHROMIUM.
 * Without it, or with CHROMIUM_PATH set and no CHROMIUM_HEADLESS_SHELL_PATH, every journey runs in CHROMIUM.
 */
const HEADLESS_SHELL =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ||
  (!process.env.CHROMIUM_PATH && existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : CHROMIUM);
const FULL_BROWSER_FILES = ['operations/order-alerts.spec.ts', 'franchise/all-stores.spec.ts', 'counter-app/installable.spec.ts'].map(
  (file) => `**/tests/${file}`,
);

/**
 * The files whose tests take longest (docs/performance.md, 'Test run time'): started before the others. The
 * deployment and development journeys, whose set-up builds, come first among the rest by their folders' names.
 */
const LONG_FILES = ['quality/fault-sweep.spec.ts', 'quality/lost-answers.spec.ts', 'responsive/*.spec.ts'].map((glob) => `**/tests/${glob}`);

export default defineConfig({
  testDir: './tests',
  // Runs once the web servers are up: tops up the demo store the journeys spend from.
  globalSetup: './global-setup.ts',
  // One folder per port base, so two runs on one machine don't delete each other's traces.
  outputDir: process.env.PORTAL_PORT_BASE ? `./test-results-${process.env.PORTAL_PORT_BASE}` : './test-results',
  timeout: 60_000,
  // A look waits up to 20 s: on the 2-core runner, beside two fault-sweep routes' pages, a page's renderer was seen
  // taking 9 s to answer one row count. A look that holds returns at once; only a failing one waits longer.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  // The longest tests first (the fault sweep, the lost answers, the touch journeys), so the workers end together:
  // Playwright hands out its queue in the order of the projects, then of the files.
  projects: [
    // Two workers at most on these: two fault-sweep routes at once keep both cores busy, and a third starved them.
    { name: 'long', testMatch: LONG_FILES, workers: 2, use: { launchOptions: launchOptions(HEADLESS_SHELL) } },
    { name: 'rest', testIgnore: [...LONG_FILES, ...FULL_BROWSER_FILES], use: { launchOptions: launchOptions(HEADLESS_SHELL) } },
    { name: 'browser', testMatch: FULL_BROWSER_FILES, use: { launchOptions: launchOptions(CHROMIUM) } },
  ],
  // Three workers on the 2-core runner: with two, a quarter of the run's CPU was idle (a journey waits for a debounce, a
  // toast, a held answer, Playwright's own 0.5 s look-again); the third fills it (docs/performance.md, 'Seventh round').
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['./summary-reporter.ts']] : [['list'], ['./summary-reporter.ts']],
  use: {
    baseURL: `http://localhost:${HOST.port}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // A trace only for a retry (CI retries a failed test once): recording one for every test, to keep it only when the
    // test fails, was ~40 % of the suite's time on two cores. Locally, `--trace retain-on-failure`.
    trace: 'on-first-retry',
    // The portal's service worker is the counter app's (docs/decisions.md D13), tested by its own journeys
    // (e2e/tests/counter-app, which allow it). Elsewhere it would stand between a page and the test's faked answers
    // (page.route does not reliably see what a page the worker controls fetches) and precache the shell in every
    // test's fresh context.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    // The system setting 'reduce motion', which the portal honours (docs/decisions.md D18): menus, selects, drawers and
    // dialogs open and close at once. A journey's click the moment a list opens then lands where it aims; with antd's
    // 0.2 s animations such a click, on a busy machine, could land mid-animation and be lost (a submenu's item, a
    // select's option), and axe could judge a menu half faded out. The animations' own journey turns it off.
    reducedMotion: 'reduce',
  },
  webServer: [
    {
      command: 'node_modules/.bin/tsx sandbox/src/main.ts',
      cwd: '..',
      // Its /healthz answers 200 once it serves (npm start's supervisor waits on the same).
      url: `http://127.0.0.1:${SANDBOX_PORT}/healthz`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: { SANDBOX_PORT: String(SANDBOX_PORT) },
    },
    {
      command: 'node_modules/.bin/tsx serve/main.ts',
      cwd: '..',
      url: `http://127.0.0.1:${REMOTES.at(-1)!.port}/healthz`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});

function launchOptions(executablePath: string): LaunchOptions {
  return { executablePath, args: CHROMIUM_ARGS };
}

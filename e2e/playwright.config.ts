import { defineConfig } from '@playwright/test';
import { HOST, REMOTES, SANDBOX_PORT } from 'tooling/rspack/apps';

/**
 * The e2e suite runs against the production builds (build them first: npm run build) served by
 * serve/main.ts, on the sandbox API. Chromium is Debian's (apt-get install -y chromium).
 */
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // The longest tests first (the fault sweep, the lost answers, the touch journeys), so the two workers end together:
  // Playwright hands out its queue in the order of the projects, then of the files.
  projects: [
    { name: 'long', testMatch: LONG_FILES },
    { name: 'rest', testIgnore: LONG_FILES },
  ],
  workers: process.env.CI ? 2 : 2,
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
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
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

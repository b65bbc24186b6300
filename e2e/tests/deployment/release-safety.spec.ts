import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { SANDBOX_PORT } from 'tooling/rspack/apps';
import { ACCOUNTS, storedSession } from '../../fixtures';
import { buildAccountVersions, deployInto, signInAt, startDeployment, type Deployment } from './harness';
import { RELEASE_B_LABEL } from './labels';

/**
 * A remote's team releases alone, safely (docs/deployment.md, "A remote team's runbook"): releases of remote-account
 * built by the harness (A as it is, B labelled, C throwing as its pages mount, D built against jotai 4, E without the
 * wallet page) are checked against a running portal, canaried for one store, fallen back from, reported to the
 * sandbox's collector, and promoted — each by editing remotes.json alone.
 */
test.describe.configure({ mode: 'serial' });

const repo = path.resolve(__dirname, '../../..');
// Release names are their folders; a run of its own (the sandbox's collector may have heard earlier runs).
const run = Date.now().toString(36);
const RELEASE = { A: `1.0.0-a${run}`, B: `1.1.0-b${run}`, C: `1.2.0-c${run}` };
const FAILED = 'Não foi possível carregar esta parte do portal';
const COLLECTOR = `http://127.0.0.1:${SANDBOX_PORT}/api/sandbox/telemetry`;

let deployment: Deployment;
let builds: string;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  deployment = await startDeployment();
  builds = path.join(deployment.root, 'builds');
  await buildAccountVersions(builds, ['A', 'B', 'C', 'D', 'E']);
  for (const version of ['A', 'B', 'C'] as const) deployInto(path.join(deployment.root, `cdn/remote-account/${RELEASE[version]}`), path.join(builds, version));
  // The deployment names the sandbox's collector: the reports are on.
  writeFileSync(path.join(deployment.root, 'host/portal-config.json'), JSON.stringify({ telemetryCollector: '/api/sandbox/telemetry' }));
});

test.afterAll(async () => {
  await deployment?.close();
});

const manifestOf = (release: string) => `${deployment.cdnUrl}/remote-account/${release}/mf-manifest.json`;

/** The remote-account release folders a page fetched from. */
function accountReleasesFetched(page: Page): Set<string> {
  const releases = new Set<string>();
  page.on('request', (request) => {
    const match = new RegExp(`^${deployment.cdnUrl}/remote-account/([^/]+)/`).exec(request.url());
    if (match) releases.add(match[1]!);
  });
  return releases;
}

async function storeOf(page: Page): Promise<string> {
  const session = await storedSession(page);
  return String((session.user as { business_uuid: string }).business_uuid);
}

async function signedIn(browser: Browser, email: string): Promise<{ page: Page; store: string; fetched: Set<string> }> {
  const page = await (await browser.newContext({ locale: 'pt-BR' })).newPage();
  const fetched = accountReleasesFetched(page);
  await signInAt(page, deployment.hostUrl, email);
  return { page, store: await storeOf(page), fetched };
}

const wallet = (page: Page) => page.getByRole('heading', { name: 'Financeiro', level: 1 });

async function collected(type: string): Promise<Array<Record<string, unknown>>> {
  const response = await fetch(`${COLLECTOR}/events?remote=account&type=${type}`);
  return ((await response.json()) as { events: Array<Record<string, unknown>> }).events;
}

test('a canary that throws on mount, given to one store: its wallet is served by the previous release, the collector hears it, another store never loads it', async ({
  browser,
}) => {
  deployment.setRemotes({ account: manifestOf(RELEASE.A) });
  const loja = await signedIn(browser, ACCOUNTS.loja);
  const other = await signedIn(browser, ACCOUNTS.pospago);
  expect(other.store).not.toBe(loja.store);

  // The canary goes to loja's store only: one edit of remotes.json.
  deployment.setRemotes({ account: { stable: manifestOf(RELEASE.A), canary: { url: manifestOf(RELEASE.C), stores: [loja.store] } } });
  await loja.page.goto(`${deployment.hostUrl}/pages/wallet`);
  await expect(wallet(loja.page)).toBeVisible();
  await expect(loja.page.getByText(FAILED)).toHaveCount(0);
  expect([...loja.fetched]).toEqual(expect.arrayContaining([RELEASE.C, RELEASE.A]));

  await other.page.goto(`${deployment.hostUrl}/pages/wallet`);
  await expect(wallet(other.page)).toBeVisible();
  expect(other.fetched.has(RELEASE.C)).toBe(false);

  // The collector got the error and the fallback, with remote-account, the canary's release, the page and the store.
  await expect
    .poll(async () => (await collected('error')).filter((e) => e.release === RELEASE.C), { timeout: 30_000 })
    .toEqual([
      expect.objectContaining({ remote: 'account', page: 'account/WalletPage', store: loja.store, message: expect.stringContaining('broken on mount') }),
    ]);
  await expect
    .poll(async () => (await collected('fallback')).filter((e) => e.release === RELEASE.C), { timeout: 30_000 })
    .toEqual([expect.objectContaining({ to: RELEASE.A, store: loja.store })]);
  // `npm run releases` prints it against the portal.
  const releases = await cli('status', '--portal', deployment.hostUrl);
  expect(releases.output).toMatch(new RegExp(`canary +${RELEASE.C} \\(${loja.store}\\) +since .* errors [1-9]\\d* +fallbacks 1`));
  await loja.page.context().close();
  await other.page.context().close();
});

/** The release tools as a team runs them (asynchronously: the portal under test answers from this process). */
function cli(...args: string[]): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    execFile(path.join(repo, 'node_modules/.bin/tsx'), ['release/cli.ts', ...args], { cwd: repo }, (error, stdout, stderr) =>
      resolve({ status: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

const check = (release: string) => cli('check', 'remote-account', path.join(builds, release), '--against', deployment.hostUrl);

test('release:check refuses a release built against another major of a singleton and one that drops a page the host routes to, and passes a compatible one', async () => {
  deployment.setRemotes({ account: manifestOf(RELEASE.A) });
  const otherMajor = await check('D');
  expect(otherMajor.status).toBe(1);
  expect(otherMajor.output).toMatch(/built against jotai\S* \^4\.0\.0, and the portal's host provides 3\.\d+\.\d+, another major: build it against jotai\S* 3/);

  const dropped = await check('E');
  expect(dropped.status).toBe(1);
  expect(dropped.output).toContain("no longer exposes ./WalletPage, which the portal's host routes to or mounts (account/WalletPage)");

  const compatible = await check('B');
  expect(compatible.output).toMatch(/✓ account 1\.0\.0-\w+ \(commit \w+\) can join .*, replacing 1\.0\.0-\w+\./);
  expect(compatible.status).toBe(0);
});

test('a good canary is promoted by editing remotes.json alone, no host rebuild', async ({ browser }) => {
  deployment.setRemotes({ account: manifestOf(RELEASE.A) });
  const loja = await signedIn(browser, ACCOUNTS.loja);
  const other = await signedIn(browser, ACCOUNTS.pospago);

  deployment.setRemotes({ account: { stable: manifestOf(RELEASE.A), canary: { url: manifestOf(RELEASE.B), stores: [loja.store] } } });
  for (const { page } of [loja, other]) await page.goto(`${deployment.hostUrl}/pages/wallet`);
  await expect(loja.page.getByText(RELEASE_B_LABEL)).toBeVisible();
  await expect(wallet(other.page)).toBeVisible();
  await expect(other.page.getByText(RELEASE_B_LABEL)).toHaveCount(0);

  // Promote: B becomes the stable release for every store, A stays as its fallback.
  deployment.setRemotes({ account: { stable: manifestOf(RELEASE.B), fallback: manifestOf(RELEASE.A) } });
  for (const { page } of [loja, other]) {
    await page.reload();
    await expect(page.getByText(RELEASE_B_LABEL)).toBeVisible();
    await expect(wallet(page)).toBeVisible();
  }
  await loja.page.context().close();
  await other.page.context().close();
});

test("'Tentar novamente' on a failed remote reads remotes.json again, and the panel does not blame a connection that works", async ({ page }) => {
  deployment.setRemotes({ account: manifestOf(RELEASE.A) });
  await signInAt(page, deployment.hostUrl, ACCOUNTS.loja);
  // A release folder without its files: the load fails, nothing to fall back to.
  deployment.setRemotes({ account: `${deployment.cdnUrl}/remote-account/missing/mf-manifest.json` });
  await page.goto(`${deployment.hostUrl}/pages/wallet`);
  await expect(page.getByText(FAILED)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('sua conexão está funcionando')).toBeVisible();

  // The team puts the good release back: the open tab follows on 'Tentar novamente', without a reload.
  deployment.setRemotes({ account: manifestOf(RELEASE.A) });
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(wallet(page)).toBeVisible();
  expect(loads).toBe(0);
});

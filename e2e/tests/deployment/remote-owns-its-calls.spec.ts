import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS } from '../../fixtures';
import { buildOperationsVersions, deployInto, signInAt, startDeployment, type Deployment } from './harness';

/**
 * A remote owns its calls. Release B of remote-operations changes its live-orders call (one more query
 * parameter, get_total=1); switching remotes.json to B, without rebuilding or restarting the host, is enough for
 * the portal's requests to carry it. (Were the call in `shared`, the portal would keep running the host's copy.)
 */
test.describe.configure({ mode: 'serial' });

let deployment: Deployment;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  deployment = await startDeployment();
  const builds = path.join(deployment.root, 'builds');
  await buildOperationsVersions(builds);
  deployInto(path.join(deployment.root, 'cdn/remote-operations/1.0.0-a'), path.join(builds, 'A'));
  deployInto(path.join(deployment.root, 'cdn/remote-operations/1.1.0-b'), path.join(builds, 'B'));
});

test.afterAll(async () => {
  await deployment?.close();
});

const manifestOf = (release: string) => `${deployment.cdnUrl}/remote-operations/${release}/mf-manifest.json`;

/** The query of every live-orders request ('Em andamento': inprogress=1) the page makes. */
function liveOrdersQueries(page: Page): URLSearchParams[] {
  const queries: URLSearchParams[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/list-orders') && url.searchParams.get('inprogress') === '1') queries.push(url.searchParams);
  });
  return queries;
}

test('a release of remote-operations that changes its live-orders call takes effect through remotes.json alone', async ({ page }) => {
  deployment.setRemotes({ operations: manifestOf('1.0.0-a') });
  await signInAt(page, deployment.hostUrl, ACCOUNTS.loja);
  let queries = liveOrdersQueries(page);
  await page.goto(`${deployment.hostUrl}/pages/orders`);
  await expect(page.getByRole('tab', { name: /Em andamento/, selected: true })).toBeVisible();
  await expect.poll(() => queries.length).toBeGreaterThan(0);
  expect(queries.every((query) => !query.has('get_total'))).toBe(true);

  deployment.setRemotes({ operations: manifestOf('1.1.0-b') });
  queries = liveOrdersQueries(page);
  await page.reload();
  await expect(page.getByRole('tab', { name: /Em andamento/, selected: true })).toBeVisible();
  await expect.poll(() => queries.length).toBeGreaterThan(0);
  expect(queries.every((query) => query.get('get_total') === '1')).toBe(true);
  // The page works as before on release B: the orders are listed.
  await expect(page.getByRole('tabpanel').getByRole('row').nth(1)).toBeVisible();
});

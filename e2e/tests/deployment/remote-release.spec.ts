import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, storedSession } from '../../fixtures';
import { buildAccountVersions, deployInto, signInAt, startDeployment, type Deployment } from './harness';
import { RELEASE_B_LABEL } from './labels';

/**
 * A remote is deployed alone: two releases of remote-account are built into versioned folders on a
 * static host, and the host (not rebuilt, not restarted) follows whatever its remotes.json names.
 */
test.describe.configure({ mode: 'serial' });

let deployment: Deployment;
let builds: string;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  deployment = await startDeployment();
  builds = path.join(deployment.root, 'builds');
  await buildAccountVersions(builds);
  // Two releases published side by side under one path of the static host.
  deployInto(path.join(deployment.root, 'cdn/remote-account/1.0.0-a'), path.join(builds, 'A'));
  deployInto(path.join(deployment.root, 'cdn/remote-account/1.1.0-b'), path.join(builds, 'B'));
});

test.afterAll(async () => {
  await deployment?.close();
});

const manifestOf = (release: string) => `${deployment.cdnUrl}/remote-account/${release}/mf-manifest.json`;

function accountScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${deployment.cdnUrl}/remote-account/`)) urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

test('a new release of remote-account is picked up by editing remotes.json alone, and rolled back the same way', async ({ page }) => {
  deployment.setRemotes({ account: manifestOf('1.0.0-a') });
  const fetched = accountScripts(page);
  await signInAt(page, deployment.hostUrl, ACCOUNTS.loja);

  await page.goto(`${deployment.hostUrl}/pages/user`);
  await expect(page.getByRole('heading', { name: 'Meu perfil' })).toBeVisible();
  await expect(page.getByText(RELEASE_B_LABEL)).toHaveCount(0);
  expect(fetched.some((p) => p.startsWith('/remote-account/1.0.0-a/'))).toBe(true);

  // A query parameter never chooses a remote in a production build: still release A.
  const b = encodeURIComponent(manifestOf('1.1.0-b'));
  await page.goto(`${deployment.hostUrl}/pages/user?account=${b}&remotes=${encodeURIComponent(JSON.stringify({ account: manifestOf('1.1.0-b') }))}`);
  await expect(page.getByRole('heading', { name: 'Meu perfil' })).toBeVisible();
  await expect(page.getByText(RELEASE_B_LABEL)).toHaveCount(0);
  expect(fetched.some((p) => p.startsWith('/remote-account/1.1.0-b/'))).toBe(false);

  // Publish B: one edit of remotes.json; the host is neither rebuilt nor restarted.
  deployment.setRemotes({ account: manifestOf('1.1.0-b') });
  await page.reload();
  await expect(page.getByText(RELEASE_B_LABEL)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Meu perfil' })).toBeVisible();
  expect(fetched.some((p) => p.startsWith('/remote-account/1.1.0-b/'))).toBe(true);

  // Roll back: remotes.json names A again.
  deployment.setRemotes({ account: manifestOf('1.0.0-a') });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Meu perfil' })).toBeVisible();
  await expect(page.getByText(RELEASE_B_LABEL)).toHaveCount(0);
});

test('a remote redeployed while the portal is open: the missing chunk reloads the page once, with the session and the staged orders kept', async ({ page }) => {
  const live = path.join(deployment.root, 'cdn/remote-account/live');
  deployInto(live, path.join(builds, 'A'));
  deployment.setRemotes({ account: manifestOf('live') });

  await signInAt(page, deployment.hostUrl, ACCOUNTS.loja);
  // One staged order, as the staging page keeps it (localStorage 'persist:root', redux-persist format).
  await page.evaluate(() => {
    const stored = JSON.parse(window.localStorage.getItem('persist:root') ?? '{}') as Record<string, string>;
    const order = {
      client_name: 'Cliente Preservado',
      phone: '5511987654321',
      address: {
        lat: -23.56,
        lng: -46.66,
        street: 'Rua Augusta',
        number: '100',
        neighborhood: 'Consolação',
        city: 'São Paulo',
        state: 'SP',
        country: 'BR',
        zipCode: '01305-000',
      },
      order_payment_type: 'ONLINE',
      delivery_items: [{ name: 'Pizza', value: 50, quantity: 1 }],
      items_total_price: 50,
    };
    stored.orders = JSON.stringify({ orders: [order], currentEditingOrder: null });
    window.localStorage.setItem('persist:root', JSON.stringify(stored));
  });
  await page.goto(`${deployment.hostUrl}/pages/settings`);
  // Release A's page itself is on screen (its container and chunk map loaded), not only the host's header.
  await expect(page.getByRole('heading', { name: 'Planos de frota' })).toBeVisible();
  await expect(page.getByText(RELEASE_B_LABEL)).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Meu perfil/ })).toBeVisible();

  let loads = 0;
  page.on('load', () => (loads += 1));
  const fallback = page.getByText('Não foi possível carregar esta parte do portal');

  // The team deploys B over the same folder: A's hashed chunks are gone.
  deployInto(live, path.join(builds, 'B'));
  // A page of remote-account not loaded yet: its chunk (A's name) is missing → ChunkLoadError.
  await page.getByRole('link', { name: /Meu perfil/ }).click();

  await expect(page.getByText(RELEASE_B_LABEL)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Meu perfil' })).toBeVisible();
  await expect(page).toHaveURL(/\/pages\/user$/);
  await expect(fallback).toHaveCount(0);
  expect(loads).toBe(1);

  const session = await storedSession(page);
  expect(session.isLogged).toBe(true);
  const orders = await page.evaluate(
    () => JSON.parse(JSON.parse(window.localStorage.getItem('persist:root') ?? '{}').orders ?? '{}') as { orders?: Array<{ client_name: string }> },
  );
  expect(orders.orders?.map((o) => o.client_name)).toEqual(['Cliente Preservado']);
});

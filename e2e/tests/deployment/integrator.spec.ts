import { expect, test, type Page } from '@playwright/test';
import { HOST, INTEGRATOR, REMOTES } from 'tooling/rspack/apps';
import { stageThroughPanel } from '../delivery/helpers';

/**
 * examples/integrator: a third party's plain HTML page (no React of its own, no host) embeds the live
 * orders of remote-operations and the staging page of remote-delivery with mount(element, options).
 */
const INTEGRATOR_URL = `http://localhost:${INTEGRATOR.port}/`;

async function openSignedIn(page: Page): Promise<string[]> {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(INTEGRATOR_URL);
  const signIn = page.getByRole('form', { name: 'Entrar com a conta do Portal do Comerciante' });
  await expect(signIn).toBeVisible();
  await expect(signIn.getByLabel('E-mail')).toHaveValue('loja@exemplo.com.br');
  await signIn.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('Conectado como loja@exemplo.com.br');
  await expect(signIn).toBeHidden();
  return requests;
}

const ordersRegion = (page: Page) => page.getByRole('region', { name: 'Pedidos ao vivo' });
const deliveryRegion = (page: Page) => page.getByRole('region', { name: 'Preparar entregas' });

test('the integrator page shows the live orders of a demo account, with no host and no React of its own', async ({ page }) => {
  const requests = await openSignedIn(page);
  const orders = ordersRegion(page);
  await expect(orders.getByRole('heading', { name: 'Pedidos', exact: true })).toBeVisible();
  await expect(orders.getByRole('tab', { name: /Em andamento/, selected: true })).toBeVisible();
  await expect(orders.locator('tr.ant-table-row').first()).toBeVisible();
  await expect(deliveryRegion(page).locator('#portal-delivery')).not.toBeEmpty();

  // Only the page itself and the two remotes' servers: the host is not involved.
  const origins = new Set(requests.map((url) => new URL(url).origin));
  expect([...origins].sort()).toEqual(
    [INTEGRATOR_URL, ...REMOTES.filter((r) => r.federationName === 'operations' || r.federationName === 'delivery').map((r) => `http://localhost:${r.port}`)]
      .map((u) => new URL(u).origin)
      .sort(),
  );
  expect(requests.some((url) => url.startsWith(`http://localhost:${HOST.port}/`))).toBe(false);
  // The page brought no React: only the remotes' shared copy, inside their containers.
  expect(await page.evaluate(() => 'React' in window)).toBe(false);
});

test('two mounts on one page keep their own routes, and unmount removes one without touching the other', async ({ page }) => {
  await openSignedIn(page);
  const orders = ordersRegion(page);
  const delivery = deliveryRegion(page);
  await expect(orders.getByRole('heading', { name: 'Pedidos', exact: true })).toBeVisible();
  const deliveryHeading = delivery.locator('#portal-delivery').getByRole('heading').first();
  await expect(deliveryHeading).toBeVisible();
  const deliveryTitle = (await deliveryHeading.textContent()) ?? '';

  // The orders part navigates inside its own (memory) router: the page's URL and the other part stay.
  await orders.getByRole('link', { name: 'Ver histórico' }).click();
  await expect(orders.getByRole('heading', { name: 'Histórico de entregas' })).toBeVisible();
  expect(page.url()).toBe(INTEGRATOR_URL);
  await expect(deliveryHeading).toHaveText(deliveryTitle);

  // unmount(): the orders part is gone, the staging part is still there and working.
  await orders.getByRole('button', { name: 'Ocultar' }).click();
  await expect(orders.locator('#portal-orders')).toBeEmpty();
  await expect(deliveryHeading).toHaveText(deliveryTitle);

  // mount() again: a fresh mount starts at its initial path, still signed in.
  await orders.getByRole('button', { name: 'Mostrar' }).click();
  await expect(orders.getByRole('heading', { name: 'Pedidos', exact: true })).toBeVisible();
  await expect(orders.locator('tr.ant-table-row').first()).toBeVisible();
});

test('signing out of the integrator page asks to sign in again', async ({ page }) => {
  await openSignedIn(page);
  await expect(ordersRegion(page).getByRole('heading', { name: 'Pedidos', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('form', { name: 'Entrar com a conta do Portal do Comerciante' })).toBeVisible();
  await expect(ordersRegion(page).getByRole('heading', { name: 'Pedidos', exact: true })).toHaveCount(0);
});

test('a wrong password on the integrator page shows its message and keeps what was typed', async ({ page }) => {
  await page.goto(INTEGRATOR_URL);
  const signIn = page.getByRole('form', { name: 'Entrar com a conta do Portal do Comerciante' });
  // An address of its own: no other spec's sign-in attempts count with this one.
  const email = `integrador-${Date.now()}@exemplo.com.br`;
  await signIn.getByLabel('E-mail').fill(email);
  await signIn.getByLabel('Senha').fill('Errada@123');
  await signIn.getByRole('button', { name: 'Entrar' }).click();
  await expect(signIn.getByRole('alert')).toHaveText('Não foi possível entrar. Confira o e-mail e a senha.');
  await expect(signIn.getByLabel('E-mail')).toHaveValue(email);
  await expect(signIn.getByLabel('Senha')).toHaveValue('Errada@123');
});

test('the integrator page stages an order in the embedded staging page, with no host involved', async ({ page }) => {
  test.setTimeout(120_000);
  const requests = await openSignedIn(page);
  const delivery = deliveryRegion(page);
  await expect(delivery.getByRole('heading', { name: /Montar entrega|Gestão de entregas/ })).toBeVisible();
  const client = `Integrador ${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
  await stageThroughPanel(page, client, { term: 'Haddock', suggestion: /Rua Haddock Lobo/, number: '595' });
  await expect(delivery.getByRole('table', { name: 'Pedidos montados' }).getByText(client)).toBeVisible();
  expect(requests.some((url) => url.startsWith(`http://localhost:${HOST.port}/`))).toBe(false);
});

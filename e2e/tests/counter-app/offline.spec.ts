import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, signInTo } from '../../fixtures';
import { stageThroughPanel } from '../delivery/helpers';
import { waitForServiceWorker } from './helpers';

/**
 * A dropped network loses nothing (docs/decisions.md D13): offline, the portal opens again from the service worker's
 * cache and says it is offline; the staged orders are there; 'Criar entrega' says it needs the network, sending
 * nothing; once the network is back the notice goes and the same order is created, once.
 */

const NEEDS_NETWORK = 'Sem conexão com a internet: esta ação precisa da rede. Nada do que você digitou foi perdido; tente de novo quando a conexão voltar.';
const uniqueName = (first: string): string => `${first} E2E ${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
const stagedTable = (page: Page): Locator => page.getByRole('table', { name: 'Pedidos montados' });
const summary = (page: Page): Locator => page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Resumo da entrega' }) });

test('offline, the portal reopens from its cache, keeps the staged order and creates it once the network is back', async ({ page, context }) => {
  test.setTimeout(180_000);
  await signInTo(page, ACCOUNTS.loja, '/pages/delivery');
  await expect(page.getByRole('heading', { level: 2, name: 'Montar entrega' })).toBeVisible();
  await waitForServiceWorker(page);
  const client = uniqueName('Iara');
  await stageThroughPanel(page, client, { term: 'Haddock', suggestion: /Rua Haddock Lobo/, number: '595' });
  await expect(stagedTable(page).getByText(client)).toBeVisible();

  // Every change sent to the server from here on is counted.
  const creates: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/orders\/multiple/.test(request.url())) creates.push(request.url());
  });

  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Gestão de entregas' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(stagedTable(page).getByText(client)).toBeVisible();

  const box = page.getByRole('checkbox', { name: `Selecionar o pedido de ${client}` });
  await box.click();
  await expect(box).toBeChecked();
  await summary(page).getByRole('button', { name: 'Criar entrega' }).click();
  await expect(summary(page).getByRole('status').filter({ hasText: NEEDS_NETWORK })).toBeVisible();
  await expect(stagedTable(page).getByText(client)).toBeVisible();
  expect(creates).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toBeHidden();
  await summary(page).getByRole('button', { name: 'Criar entrega' }).click();
  // Created: the staging page is empty again.
  await expect(page.getByRole('heading', { level: 2, name: 'Montar entrega' })).toBeVisible({ timeout: 30_000 });
  expect(creates).toHaveLength(1);

  await page.goto('/pages/orders');
  await expect(page.getByText(client, { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  const live = (await (await page.request.get('/api/order-hub/list-orders?inprogress=1&last_hours=6&page=1&limit=100')).json()) as {
    data: { customer: { name: string } }[];
  };
  expect(live.data.filter((order) => order.customer.name === client)).toHaveLength(1);
});

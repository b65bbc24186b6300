import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, REMOTE_ORIGIN, signIn, signInTo, storedSession } from '../../fixtures';

/**
 * Staged orders are the merchant's unsent work: they survive a refused store switch and a remote that
 * cannot load ('Nothing typed is lost'). Reload, failed create and double click are in
 * delivery/staging.spec.ts, where orders are staged through the side panel.
 */

const CLIENT = 'Beatriz Nogueira';

/** One staged order, as the 'Novo pedido' panel stores it (spec part-1 §3), written the way the portal persists it. */
async function stageOrder(page: Page): Promise<void> {
  await page.evaluate((client) => {
    const root = JSON.parse(window.localStorage.getItem('persist:root') ?? '{}') as Record<string, string>;
    const order = {
      client_name: client,
      phone: '11987654321',
      address: {
        lat: -23.5614,
        lng: -46.6559,
        street: 'Rua Haddock Lobo',
        number: '595',
        neighborhood: 'Cerqueira César',
        city: 'São Paulo',
        state: 'SP',
        country: 'Brasil',
        zipCode: '01414001',
      },
      complement: 'Apto 12',
      formatted_address: 'Rua Haddock Lobo, 595 - Cerqueira César, São Paulo - SP',
      order_payment_type: 'ONLINE',
      change_for: null,
      delivery_items: [{ name: 'Pizza grande', value: 60, qntd: 1 }],
      obs: '',
      items_total_price: 60,
      selected: false,
    };
    root.orders = JSON.stringify({ orders: [order], currentEditingOrder: null });
    window.localStorage.setItem('persist:root', JSON.stringify(root));
  }, CLIENT);
  await page.reload();
}

const stagedClients = (page: Page) =>
  page.evaluate(() => {
    const root = JSON.parse(window.localStorage.getItem('persist:root') ?? '{}') as { orders?: string };
    return ((JSON.parse(root.orders ?? '{}') as { orders?: { client_name: string }[] }).orders ?? []).map((o) => o.client_name);
  });

test('a refused store switch keeps the staged orders; a confirmed one clears them', async ({ page }) => {
  await signIn(page, ACCOUNTS.franquia);
  await page.goto('/pages/delivery');
  await stageOrder(page);
  await expect(page.getByText(CLIENT)).toBeVisible();

  const selector = page.getByRole('combobox', { name: 'Loja selecionada' });
  await selector.click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Sushi Kaizen Itaim' }).click();
  const confirm = page.getByRole('dialog', { name: 'Trocar de loja?' });
  await expect(confirm.getByText('Você tem pedidos montados. Ao trocar de loja, a lista de pedidos montados será apagada.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  expect(await storedSession(page)).toMatchObject({ selectedFranchiseStore: 'Sushi Kaizen Paulista' });
  await expect(page.getByText(CLIENT)).toBeVisible();
  expect(await stagedClients(page)).toEqual([CLIENT]);

  await selector.click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Sushi Kaizen Itaim' }).click();
  await confirm.getByRole('button', { name: 'Trocar de loja' }).click();
  await expect(page.getByText(CLIENT)).toHaveCount(0);
  expect(await storedSession(page)).toMatchObject({ selectedFranchiseStore: 'Sushi Kaizen Itaim' });
  expect(await stagedClients(page)).toEqual([]);
});

test('staged orders outlive a delivery remote that cannot load, and come back with it', async ({ page }) => {
  await signInTo(page, ACCOUNTS.loja, '/pages/delivery');
  await stageOrder(page);
  await expect(page.getByText(CLIENT)).toBeVisible();

  // The delivery remote's server goes down; a reload of the page meets the fallback.
  await page.route(`${REMOTE_ORIGIN.delivery}/**`, (route) => route.abort('connectionrefused'));
  await page.reload();
  await expect(page.getByText('Não foi possível carregar esta parte do portal')).toBeVisible();
  expect(await stagedClients(page)).toEqual([CLIENT]);

  await page.unroute(`${REMOTE_ORIGIN.delivery}/**`);
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByText(CLIENT)).toBeVisible();
  expect(await stagedClients(page)).toEqual([CLIENT]);
});

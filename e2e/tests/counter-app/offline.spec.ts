import { expect, test, type Locator, type Page } from '@playwright/test';
import { settle } from '../../axe';
import { ACCOUNTS, signInTo } from '../../fixtures';
import { stageThroughPanel } from '../delivery/helpers';
import { waitForServiceWorker } from './helpers';

/**
 * A dropped network loses nothing (docs/decisions.md D13): offline, the portal opens again from the service worker's
 * cache and says it is offline; the staged orders are there; 'Criar entrega' says it needs the network, sending
 * nothing; once the network is back the notice goes and the same order is created, once. Staged orders are added,
 * edited and removed offline, what they wait for is said, a reload keeps them and the half-typed one, and they complete
 * when the network is back.
 */

// The journeys of the portal's own service worker (the rest of the suite blocks it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const NEEDS_NETWORK = 'Sem conexão com a internet: esta ação precisa da rede. Nada do que você digitou foi perdido; tente de novo quando a conexão voltar.';
const uniqueName = (first: string): string => `${first} E2E ${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
const stagedTable = (page: Page): Locator => page.getByRole('table', { name: 'Pedidos montados' });
const summary = (page: Page): Locator => page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Resumo da entrega' }) });

test('offline, the portal reopens from its cache, keeps the staged order and creates it once the network is back', async ({ page, context }) => {
  test.setTimeout(180_000);
  await signInTo(page, ACCOUNTS.loja, '/pages/delivery');
  await expect(page.getByRole('heading', { level: 1, name: 'Montar entrega' })).toBeVisible();
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
  await expect(page.getByRole('heading', { level: 1, name: 'Gestão de entregas' })).toBeVisible({ timeout: 30_000 });
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
  await expect(page.getByRole('heading', { level: 1, name: 'Montar entrega' })).toBeVisible({ timeout: 30_000 });
  expect(creates).toHaveLength(1);

  await page.goto('/pages/orders');
  await expect(page.getByText(client, { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  const live = (await (await page.request.get('/api/order-hub/list-orders?inprogress=1&last_hours=6&page=1&limit=100')).json()) as {
    data: { customer: { name: string } }[];
  };
  expect(live.data.filter((order) => order.customer.name === client)).toHaveLength(1);
});

const panel = (page: Page): Locator => page.getByRole('dialog');
const rowOf = (page: Page, client: string): Locator => stagedTable(page).getByRole('row').filter({ hasText: client });

/** Opens 'Novo pedido' (or an order's 'Editar pedido') and waits for the panel to take the focus. */
async function openPanel(page: Page, button: Locator, title: string): Promise<Locator> {
  await button.click();
  const dialog = panel(page);
  await expect(dialog.getByText(title, { exact: true })).toBeVisible();
  await settle(page);
  return dialog;
}

async function closePanel(page: Page): Promise<void> {
  await panel(page).getByRole('button', { name: 'Fechar' }).click();
  await expect(panel(page)).toBeHidden();
}

test('offline, staged orders are added, edited and removed; a reload keeps them and the half-typed one; back online they complete and go', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  await signInTo(page, ACCOUNTS.loja, '/pages/delivery');
  await expect(page.getByRole('heading', { level: 1, name: 'Montar entrega' })).toBeVisible();
  await waitForServiceWorker(page);
  const edited = uniqueName('Ana');
  const removed = uniqueName('Bento');
  const added = uniqueName('Caio');
  const halfTyped = uniqueName('Duda');
  await stageThroughPanel(page, edited, { term: 'Haddock', suggestion: /Rua Haddock Lobo/, number: '595' });
  await stageThroughPanel(page, removed, { term: 'Augusta', suggestion: /Rua Augusta/, number: '900' });

  const creates: { data: { customer: { name: string }; address: { street_number: string } }[] }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/orders\/multiple/.test(request.url())) creates.push(request.postDataJSON());
  });

  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toBeVisible();

  // Added: the address is typed, the search waits and says so; the order is saved on the device.
  let dialog = await openPanel(page, page.getByRole('button', { name: 'Novo pedido' }), 'Novo pedido');
  await dialog.getByLabel('Nome do cliente', { exact: true }).fill(added);
  await dialog.getByLabel('Telefone', { exact: true }).pressSequentially('11912345678');
  await dialog.getByLabel('Número', { exact: true }).fill('120');
  await dialog.getByLabel('Endereço', { exact: true }).fill('Rua Augusta');
  await expect(page.locator('.ant-select-dropdown:visible').getByText('Aguardando conexão para buscar o endereço')).toBeVisible();
  await expect(dialog.getByText(/^Aguardando conexão para buscar o endereço\. Você pode salvar/)).toBeVisible();
  await expect(async () => {
    await dialog.getByLabel('Forma de pagamento', { exact: true }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Pagamento Online"]').click({ timeout: 3_000 });
    await expect(dialog.getByTitle('Pagamento Online')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await dialog.getByLabel('Nome do item 1', { exact: true }).fill('Esfiha');
  await dialog.getByLabel('Valor do item 1', { exact: true }).pressSequentially('1500');
  await dialog.getByLabel('Quantidade do item 1', { exact: true }).pressSequentially('4');
  await dialog.getByRole('button', { name: 'Salvar pedido' }).click();
  await expect(dialog.getByText('Pedido salvo neste aparelho!')).toBeVisible();
  await closePanel(page);
  await expect(rowOf(page, added).getByText('Aguardando conexão para buscar o endereço')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: `Selecionar o pedido de ${added}` })).toBeDisabled();

  // Edited: a new number waits to be placed on the map.
  dialog = await openPanel(page, page.getByRole('button', { name: `Editar pedido ${edited}` }), 'Editar pedido');
  await dialog.getByLabel('Número', { exact: true }).fill('600');
  await expect(dialog.getByText('Aguardando conexão para localizar o endereço com o novo número.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(dialog.getByText('Pedido salvo neste aparelho!')).toBeVisible();
  await closePanel(page);
  await expect(rowOf(page, edited).getByText('Aguardando conexão para localizar o endereço')).toBeVisible();

  // Removed.
  await page.getByRole('button', { name: `Deletar pedido ${removed}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deletar' }).click();
  await expect(stagedTable(page).getByText(removed)).toBeHidden();

  // Half-typed and closed.
  dialog = await openPanel(page, page.getByRole('button', { name: 'Novo pedido' }), 'Novo pedido');
  await dialog.getByLabel('Nome do cliente', { exact: true }).fill(halfTyped);
  await dialog.getByLabel('Observações', { exact: true }).fill('Sem cebola');
  await closePanel(page);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Gestão de entregas' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(rowOf(page, added).getByText('Aguardando conexão para buscar o endereço')).toBeVisible();
  await expect(rowOf(page, edited).getByText('Aguardando conexão para localizar o endereço')).toBeVisible();
  await expect(stagedTable(page).getByText(removed)).toBeHidden();
  dialog = await openPanel(page, page.getByRole('button', { name: 'Novo pedido' }), 'Novo pedido');
  await expect(dialog.getByLabel('Nome do cliente', { exact: true })).toHaveValue(halfTyped);
  await expect(dialog.getByLabel('Observações', { exact: true })).toHaveValue('Sem cebola');
  await closePanel(page);
  await expect(page.getByRole('checkbox', { name: `Selecionar o pedido de ${edited}` })).toBeDisabled();

  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toBeHidden();
  // The number is placed and the price asked by themselves; the typed address waits for a choice from the list.
  await expect(rowOf(page, edited).getByTestId('pending-note')).toBeHidden({ timeout: 30_000 });
  await expect(rowOf(page, added).getByText('Endereço a confirmar: edite o pedido e escolha o endereço na lista')).toBeVisible();
  dialog = await openPanel(page, page.getByRole('button', { name: `Editar pedido ${added}` }), 'Editar pedido');
  await expect(dialog.getByLabel('Endereço', { exact: true })).toHaveValue('Rua Augusta');
  await dialog.getByLabel('Endereço', { exact: true }).fill('Augusta');
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: /Rua Augusta/ })
    .first()
    .click();
  await expect(dialog.getByRole('region', { name: 'Valor da entrega' }).getByText('Sem retorno')).toBeVisible();
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(dialog.getByText('Pedido editado com sucesso!')).toBeVisible();
  await closePanel(page);
  await expect(rowOf(page, added).getByTestId('pending-note')).toBeHidden();

  for (const client of [edited, added]) {
    const box = page.getByRole('checkbox', { name: `Selecionar o pedido de ${client}` });
    await box.click();
    await expect(box).toBeChecked();
  }
  await summary(page)
    .getByRole('button', { name: /^Criar entrega/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Montar entrega' })).toBeVisible({ timeout: 30_000 });
  expect(creates).toHaveLength(1);
  const sent = creates[0].data.map((o) => [o.customer.name, o.address.street_number]).sort();
  expect(sent).toEqual(
    [
      [added, '120'],
      [edited, '600'],
    ].sort(),
  );
});

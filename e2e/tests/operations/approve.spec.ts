import { expect, test } from '@playwright/test';
import { ACCOUNTS, confirmDialog, recordToasts, signInTo } from '../../fixtures';
import { expectToast } from './helpers';

test.beforeEach(({ page }) => page.addInitScript(recordToasts));
test("'Chamar entregador' approves an order waiting in 'Em preparo'", async ({ page }) => {
  await signInTo(page, ACCOUNTS.pospago, '/pages/orders');
  await page.getByRole('tab', { name: /Em preparo/ }).click();
  const rows = page.getByRole('tabpanel').locator('tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const ref = (await rows.first().locator('td strong').first().innerText()).trim();

  await page.getByRole('button', { name: `Ações do pedido ${ref}` }).click();
  await page.getByRole('menuitem', { name: 'Chamar entregador' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Chamar entregador?' });
  await confirmDialog(dialog, 'Confirmar');
  await expectToast(page, 'Pedido aprovado com sucesso!');

  // The order left 'Em preparo' and is now in progress.
  await expect(page.getByRole('tabpanel').getByRole('button', { name: `Ações do pedido ${ref}` })).toHaveCount(0);
  await page.getByRole('tab', { name: /Em andamento/ }).click();
  await page.getByRole('searchbox', { name: 'Buscar pedidos' }).fill(ref.slice(1));
  await page.getByRole('searchbox', { name: 'Buscar pedidos' }).press('Enter');
  await expect(page.getByRole('tabpanel').getByRole('button', { name: `Ações do pedido ${ref}` })).toBeVisible();
});

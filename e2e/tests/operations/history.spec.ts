import { expect, test } from '@playwright/test';
import { ACCOUNTS, signInTo } from '../../fixtures';
import { todaySaoPaulo } from './helpers';

test('history: 15 a page with Próxima, and the filter with its date rules', async ({ page }) => {
  test.setTimeout(90_000);
  await signInTo(page, ACCOUNTS.loja, '/pages/order-history');
  await expect(page.getByRole('heading', { name: 'Histórico de entregas' })).toBeVisible();
  const rows = page.locator('tr.ant-table-row');
  await expect(rows).toHaveCount(15);
  await expect(page.getByText(/^Exibindo: /)).toBeVisible();
  const firstPage = await rows.first().locator('td').first().innerText();

  await page.getByRole('button', { name: 'Próxima', exact: true }).click();
  await expect(page.locator('[aria-current="page"]')).toHaveText('2');
  await expect(rows.first().locator('td').first()).not.toHaveText(firstPage);

  // Filter: a start date alone is refused; a range of cancelled deliveries is applied.
  const start = todaySaoPaulo(-5);
  const end = todaySaoPaulo(-1);
  const [, shownStart, shownEnd] = /de (\S+) até (\S+)/.exec(await page.getByText(/^Exibindo: /).innerText())!;
  await page.getByRole('button', { name: /Filtrar/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filtrar pedidos' });
  // The panel shows the dates the page is showing; the merchant clears the end date with its clear button.
  await expect(drawer.getByLabel('Data inicial')).toHaveValue(shownStart!);
  await expect(drawer.getByLabel('Data final')).toHaveValue(shownEnd!);
  const endPicker = drawer.getByLabel('Data final').locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-picker ")][1]');
  await endPicker.hover();
  await endPicker.getByRole('button', { name: 'Limpar' }).click();
  await expect(drawer.getByLabel('Data final')).toHaveValue('');
  await drawer.getByLabel('Data inicial').fill(start.br);
  await drawer.getByLabel('Data inicial').press('Enter');
  await drawer.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(drawer.getByText('É obrigatório preencher a data de início e fim caso queira escolher um período')).toBeVisible();

  await drawer.getByLabel('Data final').fill(end.br);
  await drawer.getByLabel('Data final').press('Enter');
  for (const name of ['Pedido entregue', 'Finalizada', 'Não entregue']) await drawer.getByRole('checkbox', { name }).uncheck();
  await drawer.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByText(`Exibindo: de ${start.br} até ${end.br}`)).toBeVisible();
  await expect(page.locator('[aria-current="page"]')).toHaveText('1');
  const chips = page.locator('tr.ant-table-row .ant-tag');
  await expect(chips.first()).toBeVisible();
  for (const chip of await chips.allInnerTexts()) expect(chip).toBe('Cancelado');
});

test("'Gerar relatório': the 10-minute banner of part-2 §2 and its lock, then a new report", async ({ page }) => {
  test.setTimeout(90_000);
  // The page's clock, so that ten minutes pass in a moment (the sandbox's lock is checked by its own suite).
  await page.clock.install();
  await signInTo(page, ACCOUNTS.semcriacao, '/pages/order-history');
  await expect(page.getByRole('heading', { name: 'Histórico de entregas' })).toBeVisible();
  const requested = page.waitForResponse((r) => r.url().includes('/api/order-hub/orders/report') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Gerar relatório' }).click();
  expect((await requested).status()).toBe(202);
  await expect(page.getByText('Relatório solicitado com sucesso!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Gerar relatório' })).toBeDisabled();
  await expect(page.getByText('Não foi possível solicitar o relatório. Tente novamente.')).toHaveCount(0);

  // Still locked after a reload within the 10 minutes (the flag is kept locally).
  await page.clock.fastForward('05:00');
  await page.reload();
  await expect(page.getByText('Relatório solicitado com sucesso!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Gerar relatório' })).toBeDisabled();

  await page.clock.fastForward('05:01');
  await expect(page.getByText('Relatório solicitado com sucesso!')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Gerar relatório' })).toBeEnabled();
});

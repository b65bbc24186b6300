import { expect, test, type Locator } from '@playwright/test';
import { ACCOUNTS, signInTo } from '../../fixtures';
import { expectToast } from './helpers';

// loja@ is a prepaid store (R$ 250,00 at the start of the sandbox). Other specs may create deliveries for it
// at the same time, so the card top-up is checked on the statement's running balance, not on a fixed total.

const reais = (text: string): number => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));

async function statementRows(page: import('@playwright/test').Page): Promise<Locator> {
  const table = page.getByRole('region', { name: 'Extrato' }).getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  return table.getByRole('row');
}

test('a prepaid store sees its credit, the last 7 days and the statement, and tops up by card and by Pix', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInTo(page, ACCOUNTS.loja, '/pages/wallet');
  await expect(page.getByRole('heading', { name: 'Financeiro', level: 1 })).toBeVisible();

  const balance = page.getByRole('region', { name: 'Saldo disponível' });
  await expect(balance.getByText(/^R\$ [\d.]+,\d{2}$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Crédito utilizado nos últimos 7 dias' }).getByText(/^R\$ [\d.]+,\d{2}$/)).toBeVisible();

  // The statement: date, description, value, balance; 15 lines a page.
  let rows = await statementRows(page);
  for (const header of ['Data', 'Descrição', 'Valor', 'Saldo']) await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
  await expect(rows).toHaveCount(16);
  await expect(rows.filter({ hasText: /Entrega #\w+ - / }).first()).toBeVisible();
  await page.getByRole('listitem', { name: '2', exact: true }).click();
  await expect(page.getByText(/^Página 2 de \d+$/)).toBeVisible();
  await page.getByRole('listitem', { name: '1', exact: true }).click();
  await expect(page.getByText(/^Página 1 de \d+$/)).toBeVisible();

  // Card: saved card, review with the 2,79% fee, success; the balance grows by the credit.
  await page.getByRole('button', { name: 'Adicionar crédito' }).click();
  let panel = page.getByRole('dialog', { name: 'Adicionar crédito' });
  await panel.getByRole('radio', { name: /Cartão de crédito/ }).check();
  await panel.getByRole('group', { name: 'Valores sugeridos' }).getByRole('button', { name: 'R$ 100,00' }).click();
  await panel.getByRole('button', { name: 'Continuar' }).click();
  await expect(panel.getByRole('radio').first()).toBeChecked();
  await panel.getByRole('radio', { name: 'Visa **** **** **** 1111' }).check();
  // A saved card needs its 3-digit CVV (part-2 §5).
  await panel.getByRole('button', { name: 'Revisar pagamento' }).click();
  await expect(panel.getByText('Informe o CVV.')).toBeVisible();
  await panel.getByLabel('CVV do cartão salvo').fill('123');
  await panel.getByRole('button', { name: 'Revisar pagamento' }).click();
  const review = panel.getByRole('region', { name: 'Revise sua recarga' });
  await expect(review.getByText('Taxa do cartão (2,79%)')).toBeVisible();
  await expect(review.getByText('R$ 102,79')).toBeVisible();
  await review.getByRole('button', { name: 'Confirmar pagamento' }).click();
  await expect(panel.getByText('Créditos adicionados com sucesso!')).toBeVisible();
  const newBalance = reais((await panel.getByText(/^Seu novo saldo é/).textContent()) ?? '');
  await panel.getByRole('button', { name: 'Concluir' }).click();
  await expect(panel).toBeHidden();

  rows = await statementRows(page);
  const credit = rows.filter({ hasText: 'Recarga via cartão de crédito (Visa final 1111)' }).first();
  await expect(credit).toContainText('+ R$ 100,00');
  const cells = credit.getByRole('cell');
  const lineBalance = reais((await cells.nth(3).textContent()) ?? '');
  expect(lineBalance).toBeCloseTo(newBalance, 2);
  // The line just older than the credit holds the balance before it.
  const index = await rows.evaluateAll((all) => all.findIndex((r) => r.textContent?.includes('Recarga via cartão de crédito (Visa final 1111)')));
  const before = reais(
    (await rows
      .nth(index + 1)
      .getByRole('cell')
      .nth(3)
      .textContent()) ?? '',
  );
  expect(lineBalance).toBeCloseTo(before + 100, 2);
  await expect(balance.getByText(/^R\$ [\d.]+,\d{2}$/)).toBeVisible();
  expect(reais((await balance.getByText(/^R\$ [\d.]+,\d{2}$/).textContent()) ?? '')).toBeGreaterThanOrEqual(before);

  // Pix: the QR Code and the copy-and-paste code, due today.
  await page.getByRole('button', { name: 'Adicionar crédito' }).click();
  panel = page.getByRole('dialog', { name: 'Adicionar crédito' });
  await expect(panel.getByRole('radio', { name: /Pix/ })).toBeChecked();
  await panel.getByLabel('Valor', { exact: true }).fill('R$ 49,99');
  await panel.getByRole('button', { name: 'Gerar QR Code' }).click();
  await expect(panel.getByText('O valor não pode ser nulo e deve ser maior que R$50,00')).toBeVisible();
  await panel.getByRole('group', { name: 'Valores sugeridos' }).getByRole('button', { name: 'R$ 200,00' }).click();
  await panel.getByRole('button', { name: 'Gerar QR Code' }).click();
  await expectToast(page, 'QRCode gerado com sucesso!');
  await expect(panel.getByRole('img', { name: 'QR Code do Pix de R$ 200,00' })).toBeVisible();
  await expect(panel.getByText(/^Vencimento: hoje, \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  const code = await panel.getByLabel('Código Pix copia e cola').inputValue();
  expect(code).toMatch(/^000201.*br\.gov\.bcb\.pix.*5406200\.00.*6304[0-9A-F]{4}$/);
  await panel.getByRole('button', { name: 'Copiar código Pix' }).click();
  await expectToast(page, 'Pix copiado com sucesso!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await panel.getByRole('button', { name: 'Concluir' }).click();
  await expect(panel).toBeHidden();
});

test('a postpaid store sees no credit and no top-up', async ({ page }) => {
  await signInTo(page, ACCOUNTS.pospago, '/pages/wallet');
  await expect(page.getByRole('region', { name: 'Loja pós-paga' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Crédito utilizado nos últimos 7 dias' }).getByText(/^R\$ [\d.]+,\d{2}$/)).toBeVisible();
  await statementRows(page);
  await expect(page.getByRole('region', { name: 'Saldo disponível' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Adicionar crédito' })).toHaveCount(0);
});

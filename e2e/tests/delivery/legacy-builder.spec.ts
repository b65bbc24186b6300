import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, expectToast, recordToasts, signInTo } from '../../fixtures';

/** The legacy delivery builder (/pages/old-delivery): the checks of spec part-1 §5 in order, and a create. */

test.beforeEach(({ page }) => page.addInitScript(recordToasts));

/**
 * Picks an option of a select and looks that the select shows it, as the merchant does: a pick that did not take (the
 * list still opening under a loaded runner) is picked again.
 */
async function choose(page: Page, label: string, option: string): Promise<void> {
  const select = page.locator('.ant-select').filter({ has: page.getByLabel(label, { exact: true }) });
  await expect(async () => {
    await page.getByLabel(label, { exact: true }).click();
    await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click({ timeout: 3_000 });
    await expect(select).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

async function chooseAddress(page: Page, term: string, suggestion: RegExp): Promise<void> {
  await page.getByLabel('Endereço', { exact: true }).fill(term);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: suggestion }).first().click();
}

const add = (page: Page) => page.getByRole('button', { name: 'Adicionar pedido' }).click();

test('the legacy builder checks in the order of §5 and creates the delivery through POST v2/orders', async ({ page }) => {
  await signInTo(page, ACCOUNTS.loja, '/pages/old-delivery');
  const storeName = page.getByLabel('Nome da loja', { exact: true });
  await expect(storeName).toHaveValue('Pizzaria Bella Napoli');

  await storeName.fill('');
  await add(page);
  await expectToast(page, 'Preencha os campos de nome da loja!');
  await storeName.fill('Pizzaria Bella Napoli');

  await add(page);
  await expectToast(page, 'Selecione o tipo de criação!');
  await choose(page, 'Tipo de criação', 'Ifood');

  await add(page);
  await expectToast(page, 'Preencha o campo de nome do cliente!');
  await page.getByLabel('Nome do cliente', { exact: true }).fill('Beatriz Santos');

  await add(page);
  await expectToast(page, 'Preencha o campo com um telefone válido!');
  await page.getByLabel('Telefone', { exact: true }).fill('11987654321');
  await expect(page.getByLabel('Telefone', { exact: true })).toHaveValue('(11) 98765-4321');

  await add(page);
  await expectToast(page, 'Preencha o campo de endereço!');

  // A road without neighbourhood is refused (the neighbourhood rule).
  await chooseAddress(page, 'Marginal', /Marginal Pinheiros/);
  await expect(page.getByText(/Sem retorno: R\$/)).toBeVisible();
  await add(page);
  await expectToast(page, 'O endereço seleciona não contém um bairro válido. Selecione um endereço válido!');

  await chooseAddress(page, 'Haddock', /Rua Haddock Lobo/);
  await expect(page.getByText(/Sem retorno: R\$/)).toBeVisible();
  await add(page);
  await expectToast(page, 'Preencha o campo com um número válido!');
  // The number is geocoded again 1 s later and its point quoted anew: 'Adicionar' waits for it ('Aguarde o cálculo…').
  const numberGeocoded = page.waitForResponse((r) => r.url().includes('/geocode') && r.url().includes('number=595'));
  await page.getByLabel('Número', { exact: true }).fill('595');

  await add(page);
  await expectToast(page, 'Selecione o tipo de envio!');
  await choose(page, 'Tipo de envio', 'Entrega normal');

  await add(page);
  await expectToast(page, 'Preencha o campo de valor do pedido!');
  await page.getByLabel('Valor do pedido', { exact: true }).pressSequentially('12000');
  await expect(page.getByLabel('Valor do pedido', { exact: true })).toHaveValue('R$ 120,00');

  await add(page);
  await expectToast(page, 'Selecione o tipo de pagamento!');
  await choose(page, 'Tipo de pagamento', 'Dinheiro');
  await page.getByLabel('Troco para', { exact: true }).pressSequentially('5000');
  await add(page);
  await expectToast(page, 'O troco não pode ser menor que o valor total do pedido!');
  await page.getByLabel('Troco para', { exact: true }).fill('');
  await page.getByLabel('Troco para', { exact: true }).pressSequentially('20000');

  // The new number's quote is in before the order is added (on a slow runner it was still 'Calculando a entrega…').
  await numberGeocoded;
  await expect(page.getByText(/Sem retorno: R\$/)).toBeVisible();
  await add(page);
  await expectToast(page, 'Pedido adicionado com sucesso!');
  const list = page.locator('.ant-table');
  await expect(list.getByText('Beatriz Santos')).toBeVisible();
  await expect(page.getByText('Pedido em dinheiro com troco: você pode escolher o retorno.')).toBeVisible();

  // A second order at the same street and number is added with the duplicate warning.
  await choose(page, 'Tipo de criação', 'Nenhuma');
  await page.getByLabel('Nome do cliente', { exact: true }).fill('Caio Prado');
  await page.getByLabel('Cliente sem telefone').check();
  await chooseAddress(page, 'Haddock', /Rua Haddock Lobo/);
  await page.getByLabel('Número', { exact: true }).fill('595');
  await choose(page, 'Tipo de envio', 'Malote');
  await page.getByLabel('Valor do pedido', { exact: true }).pressSequentially('4550');
  await choose(page, 'Tipo de pagamento', 'Pagamento Online');
  await expect(page.getByText(/Sem retorno: R\$/)).toBeVisible();
  await add(page);
  await expectToast(page, 'O pedido foi adicionado! Porém, já existe um pedido com o mesmo endereço. Tome cuidado para não criar pedidos duplicados!');
  await expect(page.getByText('Pedidos da entrega (2/4)')).toBeVisible();

  await page.getByRole('button', { name: 'Criar entrega' }).click();
  await expectToast(page, 'Pedido criado com sucesso!');
  await expect(page.getByText('Nenhum pedido adicionado. Você pode adicionar até 4 pedidos.')).toBeVisible();
  await page.getByRole('link', { name: 'Ver pedidos' }).click();
  await expect(page).toHaveURL(/\/pages\/orders$/);
});

test('the legacy builder refuses an address outside the operating radius', async ({ page }) => {
  await signInTo(page, ACCOUNTS.loja, '/pages/old-delivery');
  await chooseAddress(page, 'Atlântica', /Avenida Atlântica/);
  await expectToast(page, 'Esse endereço está fora do seu raio de atuação');
  await expect(page.getByText(/Sem retorno: R\$/)).toHaveCount(0);
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, signIn } from '../../fixtures';

/**
 * The 'Novo pedido' / 'Editar pedido' side panel of /pages/delivery (spec part-1 §2, §5, §8): the checks of the
 * form, the address search from 5 characters, quotes by payment type, the order hub's validation, the end
 * screens, and editing a staged order.
 */

const panel = (page: Page): Locator => page.getByRole('dialog');

async function openNewOrder(page: Page): Promise<Locator> {
  await page.goto('/pages/delivery');
  await page.getByRole('button', { name: 'Novo pedido' }).click();
  const dialog = panel(page);
  await expect(dialog.getByText('Novo pedido', { exact: true })).toBeVisible();
  return dialog;
}

async function chooseAddress(page: Page, dialog: Locator, term: string, suggestion: RegExp): Promise<void> {
  await dialog.getByLabel('Endereço', { exact: true }).fill(term);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: suggestion }).first().click();
}

async function choosePayment(page: Page, dialog: Locator, label: string): Promise<void> {
  await dialog.getByLabel('Forma de pagamento', { exact: true }).click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${label}"]`).click();
}

test("creates an order through the panel's checks, then edits it", async ({ page }) => {
  await signIn(page, ACCOUNTS.loja);
  const dialog = await openNewOrder(page);

  await dialog.getByRole('button', { name: 'Salvar pedido' }).click();
  await expect(dialog.getByText('O nome do cliente é obrigatório')).toBeVisible();
  await expect(dialog.getByText('O telefone é obrigatório')).toBeVisible();
  await expect(dialog.getByText('O campo número é obrigatório')).toBeVisible();
  await expect(dialog.getByText('Selecione a forma de pagamento')).toBeVisible();

  await dialog.getByLabel('Nome do cliente', { exact: true }).fill('Beatriz Santos');
  const phone = dialog.getByLabel('Telefone', { exact: true });
  await phone.pressSequentially('1198765');
  await expect(dialog.getByText('Telefone inválido, verifique o número')).toBeVisible();
  await phone.pressSequentially('4321');
  await expect(phone).toHaveValue('(11) 98765-4321');
  await expect(dialog.getByText('Telefone inválido, verifique o número')).toHaveCount(0);

  // Fewer than 5 characters search nothing.
  await dialog.getByLabel('Endereço', { exact: true }).fill('Hadd');
  await page.waitForTimeout(600);
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveCount(0);
  await dialog.getByLabel('Número', { exact: true }).fill('595');
  await chooseAddress(page, dialog, 'Haddock', /Rua Haddock Lobo/);
  // The place is chosen (the search's hint gone) and its address shows once: in the field, not again under it.
  await expect(dialog.getByText('Digite ao menos 5 caracteres para buscar o endereço')).toHaveCount(0);
  await expect(dialog.getByLabel('Endereço', { exact: true })).toHaveValue(/Rua Haddock Lobo/);
  await expect(dialog.locator('.ant-form-item-extra').filter({ hasText: /Rua Haddock Lobo/ })).toHaveCount(0);

  await choosePayment(page, dialog, 'Dinheiro');
  await dialog.getByLabel('Nome do item 1', { exact: true }).fill('Pizza grande');
  await dialog.getByLabel('Valor do item 1', { exact: true }).pressSequentially('6000');
  await expect(dialog.getByLabel('Valor do item 1', { exact: true })).toHaveValue('R$ 60,00');
  await dialog.getByLabel('Quantidade do item 1', { exact: true }).pressSequentially('2a');
  await expect(dialog.getByLabel('Quantidade do item 1', { exact: true })).toHaveValue('2');
  const change = dialog.getByLabel('Troco para', { exact: true });
  await change.pressSequentially('5000');
  await expect(dialog.getByText('O troco não pode ser menor que o valor total dos itens')).toBeVisible();
  await change.fill('');
  await change.pressSequentially('12000');
  await expect(dialog.getByText('O troco não pode ser igual ao valor total dos itens')).toBeVisible();
  await change.fill('');
  await change.pressSequentially('15000');
  await expect(dialog.getByText('O troco não pode ser igual ao valor total dos itens')).toHaveCount(0);

  // Cash shows both quotes (2 s after the last change).
  const quote = dialog.getByRole('region', { name: 'Valor da entrega' });
  await expect(quote.getByText('Sem retorno')).toBeVisible();
  await expect(quote.getByText('Com retorno')).toBeVisible();
  await choosePayment(page, dialog, 'Pagamento Online');
  await expect(quote.getByText('Com retorno')).toHaveCount(0);
  await expect(dialog.getByLabel('Troco para', { exact: true })).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Salvar pedido' }).click();
  await expect(dialog.getByText('Pedido criado com sucesso!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByRole('heading', { name: 'Gestão de entregas' })).toBeVisible();
  // The client's cell: the name, and under it where the order goes (neighbourhood · distance).
  await expect(page.getByRole('cell', { name: /^Beatriz Santos\s?\S.* · \d+(,\d)? km$/ })).toBeVisible();

  await page.getByRole('button', { name: 'Editar pedido' }).first().click();
  await expect(dialog.getByText('Editar pedido', { exact: true })).toBeVisible();
  const name = dialog.getByLabel('Nome do cliente', { exact: true });
  await expect(name).toHaveValue('Beatriz Santos');
  await expect(dialog.getByLabel('Número', { exact: true })).toHaveValue('595');
  await name.fill('Beatriz Santos Prado');
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(dialog.getByText('Pedido editado com sucesso!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByRole('cell', { name: /^Beatriz Santos Prado\s?\S.* · \d+(,\d)? km$/ })).toBeVisible();
});

test("an address outside the operating radius is refused; 'sem telefone' and 'sem número' save the defaults", async ({ page }) => {
  await signIn(page, ACCOUNTS.loja);
  const dialog = await openNewOrder(page);
  await chooseAddress(page, dialog, 'Atlântica', /Avenida Atlântica/);
  await expect(dialog.getByText('Esse endereço está fora do seu raio de atuação')).toBeVisible();

  await dialog.getByLabel('Nome do cliente', { exact: true }).fill('Caio Prado');
  await dialog.getByLabel('Cliente sem telefone').check();
  await dialog.getByLabel('Sem número').check();
  await chooseAddress(page, dialog, 'Haddock', /Rua Haddock Lobo/);
  await choosePayment(page, dialog, 'Cartão de Crédito / Débito');
  const quote = dialog.getByRole('region', { name: 'Valor da entrega' });
  await expect(quote.getByText('Com retorno')).toBeVisible();
  await expect(quote.getByText('Sem retorno')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Salvar pedido' }).click();
  await expect(dialog.getByText('Pedido criado com sucesso!')).toBeVisible();
  const stored = await page.evaluate(() => {
    const raw = window.localStorage.getItem('persist:root');
    return raw ? (JSON.parse(JSON.parse(raw).orders) as { orders: Array<{ phone: string; address: { number: string } }> }) : null;
  });
  expect(stored?.orders.at(-1)).toMatchObject({ phone: '00000000000', address: { number: '000' } });
  await dialog.getByRole('button', { name: 'Criar novo pedido' }).click();
  await expect(dialog.getByLabel('Nome do cliente', { exact: true })).toHaveValue('');
});

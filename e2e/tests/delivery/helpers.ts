import { expect, type Page } from '@playwright/test';
import { settle } from '../../axe';

/** One order through the side panel: client, phone, address, number, online payment, one item. */
export async function stageThroughPanel(page: Page, client: string, street: { term: string; suggestion: RegExp; number: string }): Promise<void> {
  await page.getByRole('button', { name: 'Novo pedido' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Novo pedido', { exact: true })).toBeVisible();
  // The panel puts the focus on its first field once it has slid in: type after that.
  await settle(page);
  await expect(dialog.getByLabel('Nome do cliente', { exact: true })).toBeFocused();
  await dialog.getByLabel('Nome do cliente', { exact: true }).fill(client);
  await dialog.getByLabel('Telefone', { exact: true }).pressSequentially('11987654321');
  await expect(dialog.getByLabel('Telefone', { exact: true })).toHaveValue('(11) 98765-4321');
  await expect(dialog.getByLabel('Nome do cliente', { exact: true })).toHaveValue(client);
  await dialog.getByLabel('Número', { exact: true }).fill(street.number);
  await dialog.getByLabel('Endereço', { exact: true }).fill(street.term);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: street.suggestion }).first().click();
  // The list may still be sliding in when clicked: pick again until the choice shows in the field.
  await expect(async () => {
    await dialog.getByLabel('Forma de pagamento', { exact: true }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Pagamento Online"]').click({ timeout: 3_000 });
    await expect(dialog.getByTitle('Pagamento Online')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await dialog.getByLabel('Nome do item 1', { exact: true }).fill('Pizza grande');
  await dialog.getByLabel('Valor do item 1', { exact: true }).pressSequentially('6000');
  await dialog.getByLabel('Quantidade do item 1', { exact: true }).pressSequentially('1');
  await expect(dialog.getByRole('region', { name: 'Valor da entrega' }).getByText('Sem retorno')).toBeVisible();
  await dialog.getByRole('button', { name: 'Salvar pedido' }).click();
  await expect(dialog.getByText('Pedido criado com sucesso!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();
}

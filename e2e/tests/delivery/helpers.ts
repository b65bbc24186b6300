import { expect, type Locator, type Page } from '@playwright/test';
import { settle } from '../../axe';

/** A street to search in the address field, the suggestion to pick, and the number. */
export interface Street {
  term: string;
  suggestion: RegExp;
  number: string;
}

/** How a journey presses: a mouse's click, or a finger's tap (the phone and tablet journeys). */
export type Press = 'click' | 'tap';
const press = (target: Locator, how: Press, options: { timeout?: number } = {}) => (how === 'tap' ? target.tap(options) : target.click(options));

/**
 * Fills the open 'Novo pedido' panel with one order: client, phone, number, address, online payment, one item; and
 * waits for its quote.
 */
export async function fillOrderPanel(page: Page, dialog: Locator, client: string, street: Street, how: Press = 'click'): Promise<void> {
  await dialog.getByLabel('Nome do cliente', { exact: true }).fill(client);
  await dialog.getByLabel('Telefone', { exact: true }).pressSequentially('11987654321');
  await expect(dialog.getByLabel('Telefone', { exact: true })).toHaveValue('(11) 98765-4321');
  await expect(dialog.getByLabel('Nome do cliente', { exact: true })).toHaveValue(client);
  await dialog.getByLabel('Número', { exact: true }).fill(street.number);
  await dialog.getByLabel('Endereço', { exact: true }).fill(street.term);
  await press(page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: street.suggestion }).first(), how);
  // The list may still be sliding in when pressed: pick again until the choice shows in the field.
  await expect(async () => {
    await press(dialog.getByLabel('Forma de pagamento', { exact: true }), how);
    await press(page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Pagamento Online"]'), how, { timeout: 3_000 });
    await expect(dialog.getByTitle('Pagamento Online')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await dialog.getByLabel('Nome do item 1', { exact: true }).fill('Pizza grande');
  await dialog.getByLabel('Valor do item 1', { exact: true }).pressSequentially('6000');
  await dialog.getByLabel('Quantidade do item 1', { exact: true }).pressSequentially('1');
  await expect(dialog.getByRole('region', { name: 'Valor da entrega' }).getByText('Sem retorno')).toBeVisible();
}

/** One order through the side panel: opened, filled (fillOrderPanel), saved and closed. */
export async function stageThroughPanel(page: Page, client: string, street: Street): Promise<void> {
  await page.getByRole('button', { name: 'Novo pedido' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Novo pedido', { exact: true })).toBeVisible();
  // The panel puts the focus on its first field once it has slid in: type after that.
  await settle(page);
  await expect(dialog.getByLabel('Nome do cliente', { exact: true })).toBeFocused();
  await fillOrderPanel(page, dialog, client, street);
  await dialog.getByRole('button', { name: 'Salvar pedido' }).click();
  await expect(dialog.getByText('Pedido criado com sucesso!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();
}

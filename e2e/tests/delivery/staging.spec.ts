import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, expectToast, signIn, signInTo, storedSession } from '../../fixtures';
import { seriousViolations } from '../../axe';
import { stageThroughPanel } from './helpers';

/**
 * The staging page /pages/delivery (spec part-1 §2, §4, §8; D1): a merchant stages orders through the 'Novo pedido'
 * panel, the staged orders survive a reload and show above the live orders, the delivery is created and its orders
 * are live on /pages/orders; a fleet store picks its courier in 'Localizar entregador'.
 */

/** A name nobody else in this sandbox has (the sandbox may be reused between runs). */
const uniqueName = (first: string): string => `${first} E2E ${Math.random().toString(36).slice(2, 7).toUpperCase()}`;

const stagedTable = (page: Page): Locator => page.getByRole('table', { name: 'Pedidos montados' });
const summary = (page: Page): Locator => page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Resumo da entrega' }) });

async function select(page: Page, client: string): Promise<void> {
  const box = page.getByRole('checkbox', { name: `Selecionar o pedido de ${client}` });
  await box.click();
  await expect(box).toBeChecked();
}

test('a merchant stages orders, keeps them over a reload, creates the delivery and finds it among the live orders', async ({ page }) => {
  test.setTimeout(180_000);
  await signInTo(page, ACCOUNTS.loja, '/pages/delivery');
  await expect(page.getByRole('heading', { level: 1, name: 'Montar entrega' })).toBeVisible();
  await expect(page.getByText('Você não tem nenhuma entrega montada')).toBeVisible();

  const first = uniqueName('Helena');
  const second = uniqueName('Otávio');
  await stageThroughPanel(page, first, { term: 'Haddock', suggestion: /Rua Haddock Lobo/, number: '595' });
  await expect(page.getByRole('heading', { level: 1, name: 'Gestão de entregas' })).toBeVisible();
  await stageThroughPanel(page, second, { term: 'Augusta', suggestion: /Rua Augusta/, number: '900' });
  await expect(stagedTable(page).getByRole('row')).toHaveCount(3);
  await expect(stagedTable(page).getByText('1x Pizza grande').first()).toBeVisible();

  // A reload keeps the staged orders (localStorage 'persist:root').
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Gestão de entregas' })).toBeVisible();
  await expect(stagedTable(page).getByText(first)).toBeVisible();
  await expect(stagedTable(page).getByText(second)).toBeVisible();

  // The live orders page shows the staged delivery above them, with the way back.
  await page.goto('/pages/orders');
  const section = page.getByRole('region', { name: 'Entrega em montagem' });
  await expect(section.getByText('2 pedidos montados')).toBeVisible();
  await expect(section.getByText(first)).toBeVisible();
  await section.getByRole('link', { name: /Continuar montagem/ }).click();
  await expect(page).toHaveURL(/\/pages\/delivery$/);

  await select(page, first);
  await select(page, second);
  await expect(page.getByText('2/4 pedidos selecionados')).toBeVisible();
  const total = summary(page).getByTestId('delivery-total');
  await expect(total).not.toHaveText('R$ 0,00');
  expect(await seriousViolations(page)).toEqual([]);

  await summary(page).getByRole('button', { name: 'Criar entrega' }).click();
  await expectToast(page, 'Pedidos criados com sucesso!');
  await expect(page.getByRole('heading', { level: 1, name: 'Montar entrega' })).toBeVisible();
  const stored = await page.evaluate(
    () => JSON.parse(JSON.parse(window.localStorage.getItem('persist:root') ?? '{}').orders ?? '{}') as { orders?: unknown[] },
  );
  expect(stored.orders).toEqual([]);

  await page.getByRole('link', { name: 'Ver pedidos' }).click();
  await expect(page).toHaveURL(/\/pages\/orders$/);
  await expect(page.getByRole('region', { name: 'Entrega em montagem' })).toHaveCount(0);
  await expect(page.getByText(first, { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(second, { exact: true }).first()).toBeVisible();
});

test('a fleet store picks its courier in Localizar entregador and the delivery goes to that courier', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, ACCOUNTS.frota);
  // frota@ starts with R$ 10,00: a card top-up (the sandbox credits an approved card at once) pays this delivery
  // whatever the hour's high-demand tax, and the marketplace orders the simulation dispatches meanwhile.
  const session = await storedSession(page);
  const businessUuid = (session.user as { business_uuid: string }).business_uuid;
  const topUp = await page.request.post(`/api/box/payment-service/v1/logisticx/credits/${businessUuid}`, {
    data: {
      amount: 500,
      type: 1,
      creditCard: { holder_name: 'Juliana C Ribeiro', number: '4111 1111 1111 1111', expiration: '12/2035', security_code: '123' },
    },
  });
  expect(topUp.status()).toBe(201);

  // One order already staged (as the panel stores it), near the store in Pinheiros.
  const client = uniqueName('Marina');
  await page.evaluate((name) => {
    const stored = JSON.parse(window.localStorage.getItem('persist:root') ?? '{}') as Record<string, string>;
    const quote = (value: number) => ({ suggested_value: value, tax: { delivery_tax: 1, tax: 1, flag_tax: 0, flag_id: null, flag_name: null } });
    const order = {
      client_name: name,
      phone: '11912345678',
      address: {
        lat: -23.5648,
        lng: -46.6857,
        street: 'Rua Cardeal Arcoverde',
        number: '120',
        neighborhood: 'Pinheiros',
        city: 'São Paulo',
        state: 'SP',
        country: 'BR',
        zipCode: '05407002',
      },
      complement: '',
      formatted_address: 'Rua Cardeal Arcoverde, 120 - Pinheiros, São Paulo - SP, 05407-002, Brasil',
      order_payment_type: 'ONLINE',
      change_for: null,
      delivery_items: [{ name: 'X-Burger', value: 32, qntd: 2 }],
      obs: '',
      items_total_price: 64,
      suggested_value: 7.58,
      tax: quote(7.58).tax,
      distance: 0.5,
      withoutReturn: quote(7.58),
      withReturn: quote(11.37),
      selected: false,
    };
    stored.orders = JSON.stringify({ orders: [order], currentEditingOrder: null });
    window.localStorage.setItem('persist:root', JSON.stringify(stored));
  }, client);

  await page.goto('/pages/delivery');
  await expect(stagedTable(page).getByText(client)).toBeVisible();
  await select(page, client);
  const card = summary(page);
  await expect(card.getByText('Sem entregador escolhido: a entrega segue para a sua frota.')).toBeVisible();

  await card.getByRole('button', { name: 'Localizar entregador' }).click();
  const dialog = page.getByRole('dialog', { name: 'Localizar entregador' });
  await expect(dialog.getByText('Página 1 de 3')).toBeVisible();
  await expect(dialog.getByRole('radio')).toHaveCount(15);
  await expect(dialog.getByRole('button', { name: 'Anterior', exact: true })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Próxima', exact: true }).click();
  await expect(dialog.getByText('Página 2 de 3')).toBeVisible();
  await dialog.getByRole('button', { name: 'Anterior', exact: true }).click();
  await expect(dialog.getByText('Página 1 de 3')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  // Search by the name of the 3rd courier of the first page.
  const courierName = ((await dialog.getByRole('row').nth(3).locator('strong').textContent()) ?? '').trim();
  expect(courierName).not.toBe('');
  await dialog.getByLabel('Buscar por nome ou CPF').fill(courierName);
  await dialog.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(dialog.getByText('Página 1 de 1')).toBeVisible();
  await dialog.getByRole('radio', { name: `Escolher ${courierName}` }).check();
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText(`Entregador escolhido: ${courierName}`)).toBeVisible();

  // Not offered in reverse mode.
  await card.getByRole('checkbox', { name: 'Reversa' }).check();
  await expect(card.getByRole('button', { name: /Trocar entregador/ })).toHaveCount(0);
  await card.getByRole('checkbox', { name: 'Reversa' }).uncheck();
  await expect(card.getByText(`Entregador escolhido: ${courierName}`)).toBeVisible();

  await card.getByRole('button', { name: 'Criar entrega' }).click();
  await expectToast(page, 'Pedido criado com sucesso!');
  await page.getByRole('link', { name: 'Ver pedidos' }).click();
  await expect(page).toHaveURL(/\/pages\/orders$/);
  const row = page.getByRole('row').filter({ hasText: client }).first();
  // The live list loads 20 orders with their deliveries: slower than a screen of its own on a busy machine.
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText(courierName)).toBeVisible();
});

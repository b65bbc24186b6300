import { expect, test } from '@playwright/test';
import { ACCOUNTS, recordToasts, signInTo } from '../../fixtures';
import { expectToast, LIVE_FLOW, liveStatuses, liveTable } from './helpers';

// The cancel's notices are said as its dialog closes (3 s): on a busy runner the look can come after they went.
test.beforeEach(({ page }) => page.addInitScript(recordToasts));

test('a delivery moves forward in the live list after a refresh', async ({ page }) => {
  test.setTimeout(90_000);
  await signInTo(page, ACCOUNTS.loja, '/pages/orders');
  await expect(page.getByRole('tab', { name: /Em andamento/, selected: true })).toBeVisible();
  await expect(liveTable(page).locator('tr.ant-table-row').first()).toBeVisible();
  const before = await liveStatuses(page);
  expect(Object.keys(before).length).toBeGreaterThan(0);
  for (const status of Object.values(before)) expect(LIVE_FLOW).toContain(status);

  // The sandbox moves each delivery one step every 20–40 s: refresh until one of these orders moved on.
  await expect
    .poll(
      async () => {
        await page.getByRole('button', { name: 'Atualizar' }).click();
        await expect(page.getByText(/^Última atualização: /)).toBeVisible();
        const after = await liveStatuses(page);
        return Object.entries(after).some(([ref, status]) => before[ref] !== undefined && LIVE_FLOW.indexOf(status) > LIVE_FLOW.indexOf(before[ref]));
      },
      { timeout: 75_000, intervals: [3_000] },
    )
    .toBe(true);
});

test('cancelling asks for a reason; OTHER needs an observation', async ({ page }) => {
  test.setTimeout(90_000);
  await signInTo(page, ACCOUNTS.loja, '/pages/orders');
  await expect(liveTable(page).locator('tr.ant-table-row').first()).toBeVisible();
  // The earliest cancellable status leaves the most time before the simulation moves the delivery on.
  const statuses = await liveStatuses(page);
  const ref =
    Object.keys(statuses).find((r) => statuses[r] === 'Localizando entregador') ?? Object.keys(statuses).find((r) => statuses[r] === 'Aguardando entregador');
  expect(ref, 'an order that can still be cancelled').toBeTruthy();

  const openCancel = async () => {
    await page.getByRole('button', { name: `Ações do pedido ${ref}` }).click();
    await page.getByRole('menuitem', { name: 'Cancelar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancelar pedido' });
    await expect(dialog.getByRole('radio').first()).toBeVisible();
    return dialog;
  };

  let dialog = await openCancel();
  await dialog.getByRole('radio', { name: 'Outro motivo' }).check();
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expectToast(page, 'Preencha o campo de observação do cancelamento.');
  await expect(dialog).toBeHidden();

  dialog = await openCancel();
  await dialog.getByRole('radio', { name: 'Cliente desistiu do pedido' }).check();
  await dialog.getByLabel('Observação do cancelamento').fill('Cliente ligou desistindo');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expectToast(page, 'A solicitação de cancelamento está em processamento, logo o pedido será cancelado!');

  const res = await page.request.get(
    `/api/order-hub/list-orders?${new URLSearchParams({ multiple_search: ref!.slice(1), delivery_status: 'CANCELLED', dates_default_interval: '10', page: '1', limit: '15' })}`,
  );
  const cancelled = (await res.json()).data as { short_external_reference: string }[];
  expect(cancelled.map((o) => `#${o.short_external_reference}`)).toContain(ref);
  await expect(page.getByRole('button', { name: `Ações do pedido ${ref}` })).toHaveCount(0);
});

test("'Acompanhar entrega' opens the delivery's tracking page", async ({ page, context }) => {
  await signInTo(page, ACCOUNTS.loja, '/pages/orders');
  await expect(liveTable(page).locator('tr.ant-table-row').first()).toBeVisible();
  const statuses = await liveStatuses(page);
  const ref = Object.keys(statuses).find((r) =>
    ['Entregador a caminho do cliente', 'Entregador no estabelecimento', 'Aguardando entregador', 'Entregador chegou no cliente'].includes(statuses[r]),
  );
  expect(ref).toBeTruthy();
  await page.getByRole('button', { name: `Ações do pedido ${ref}` }).click();
  const [tracking] = await Promise.all([context.waitForEvent('page'), page.getByRole('menuitem', { name: 'Acompanhar entrega' }).click()]);
  await tracking.waitForLoadState();
  expect(tracking.url()).toMatch(/\/api\/box\/v2\/tracking\/[^/]+$/);
  await expect(tracking.getByRole('heading', { name: 'Acompanhe sua entrega' })).toBeVisible();
  await expect(tracking.getByRole('list', { name: 'Linha do tempo da entrega' })).toBeVisible();
  expect(await tracking.evaluate(() => window.opener)).toBeNull();
});

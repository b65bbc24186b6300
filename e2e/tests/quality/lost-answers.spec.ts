import { expect, test, type Page, type Route } from '@playwright/test';
import { ACCOUNTS, shortenRequestTimeout, signInTo, TEST_REQUEST_TIMEOUT_MS } from '../../fixtures';
import { stageThroughPanel } from '../delivery/helpers';

/**
 * A create or a charge whose answer never comes (issue 13): the server does it, but its answer comes after
 * the client's time-out (shortened to TEST_REQUEST_TIMEOUT_MS through the runtime configuration, so the
 * same code path runs in seconds). The screen never says it failed (the merchant would do it again
 * and pay twice), shows that it is confirming, ends with the real outcome, and nothing is created or charged twice.
 */
const HANG_MS = TEST_REQUEST_TIMEOUT_MS + 5_000;

/**
 * The first request of a route reaches the server at once, but its answer comes back later than
 * the client waits: the server did it, the browser does not know. Later requests go as usual.
 */
async function hangFirst(
  page: Page,
  url: string | RegExp,
  only: (route: Route) => boolean = () => true,
): Promise<{ count: () => number; firstAnswer: () => string; released: Promise<void> }> {
  let calls = 0;
  let firstAnswer = '';
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    if (!only(route)) return route.continue();
    calls += 1;
    if (calls > 1) return route.continue();
    const response = await route.fetch();
    firstAnswer = `${response.status()} ${(await response.text()).slice(0, 300)}`;
    await new Promise((resolve) => setTimeout(resolve, HANG_MS));
    // By now the browser has given up on this answer.
    await route.fulfill({ response }).catch(() => undefined);
    release();
  });
  return { count: () => calls, firstAnswer: () => firstAnswer, released };
}

/**
 * The first look-up of the confirmation (GET orders/{external id}) answers 5 s late, so that the screen's
 * 'confirming' state can be seen; the test also learns the confirmation asked the server.
 */
async function slowFirstLookUp(page: Page): Promise<{ asked: () => boolean }> {
  let asked = false;
  await page.route(/\/api\/order-hub\/orders\/[^/?]+$/, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    if (!asked) {
      asked = true;
      await new Promise((resolve) => setTimeout(resolve, 5_000));
    }
    await route.continue().catch(() => undefined);
  });
  return { asked: () => asked };
}

const uniqueName = (first: string): string => `${first} Lenta ${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
const summary = (page: Page) => page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Resumo da entrega' }) });

/** How many live orders of the signed-in store match a search (the server's count, not the screen's). */
async function ordersMatching(page: Page, search: string): Promise<number> {
  return page.evaluate(async (term) => {
    const res = await fetch(`/api/order-hub/list-orders?inprogress=1&last_hours=6&page=1&limit=50&timezone=-180&multiple_search=${encodeURIComponent(term)}`, { credentials: 'include' });
    return ((await res.json()) as { meta: { total: number } }).meta.total;
  }, search);
}

test('orders/multiple/box-logisticx answers after the time-out: the delivery is confirmed, never reported as failed, and created once', async ({ page }) => {
  test.setTimeout(180_000);
  await shortenRequestTimeout(page);
  await signInTo(page, ACCOUNTS.loja, '/pages/delivery');
  const client = uniqueName('Rosa');
  await stageThroughPanel(page, client, { term: 'Haddock', suggestion: /Rua Haddock Lobo/, number: '595' });
  await page.getByRole('checkbox', { name: `Selecionar o pedido de ${client}` }).click();
  const create = await hangFirst(page, '**/api/order-hub/orders/multiple/box-logisticx');
  const lookUp = await slowFirstLookUp(page);

  const button = summary(page).getByRole('button', { name: /Criar entrega|Criando/ });
  await button.click();
  await expect(page.getByText('Estamos confirmando com o servidor se a entrega foi criada. Não é preciso criar de novo.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('table', { name: 'Pedidos montados' }).getByText('Em processamento')).toBeVisible();
  // A second click cannot create it again: the button is busy until the server has answered.
  await expect(button).toHaveText(/Criando a entrega/);
  await button.click({ force: true });
  await expect(page.getByText('Pedido criado com sucesso!').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Erro ao criar pedido!')).toHaveCount(0);
  expect(lookUp.asked()).toBe(true);
  expect(create.count()).toBe(1);
  expect(await ordersMatching(page, client)).toBe(1);
});

test('default-edp/task (reverse) answers after the time-out: confirmed and created once', async ({ page }) => {
  test.setTimeout(180_000);
  await shortenRequestTimeout(page);
  await signInTo(page, ACCOUNTS.loja, '/pages/delivery');
  const client = uniqueName('Caio');
  await stageThroughPanel(page, client, { term: 'Augusta', suggestion: /Rua Augusta/, number: '900' });
  await page.getByRole('checkbox', { name: `Selecionar o pedido de ${client}` }).click();
  await summary(page).getByRole('checkbox', { name: /Reversa/ }).check();
  const task = await hangFirst(page, '**/api/box/v2/default-edp/task');
  const lookUp = await slowFirstLookUp(page);

  await summary(page).getByRole('button', { name: 'Criar entrega' }).click();
  await expect(page.getByText('Estamos confirmando com o servidor se a entrega foi criada. Não é preciso criar de novo.')).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => task.firstAnswer(), { timeout: 30_000 }).toMatch(/^201 /);
  await expect(page.getByText('Pedido criado com sucesso!').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Erro ao criar pedido!')).toHaveCount(0);
  expect(lookUp.asked()).toBe(true);
  expect(task.count()).toBe(1);
  expect(await ordersMatching(page, client)).toBe(1);
});

test('the card credit answers after the time-out: the payment is confirmed, never reported as failed, and charged once', async ({ page }) => {
  test.setTimeout(180_000);
  await shortenRequestTimeout(page);
  await signInTo(page, ACCOUNTS.loja, '/pages/wallet');
  const startedAt = Date.now() - 60_000;
  // The card credits of R$ 500,00 on the statement since the test began (the simulation moves the balance meanwhile).
  const cardCredits = async () =>
    page.evaluate(async (since) => {
      const res = await fetch('/api/box/v2/extract?page=1&limit=50', { credentials: 'include' });
      const lines = ((await res.json()) as { data: { created_at: string; business_description: string; value: number }[] }).data;
      return lines.filter((l) => Date.parse(l.created_at) >= since && l.value === 500 && l.business_description.startsWith('Recarga via cartão de crédito')).length;
    }, startedAt);
  const charge = await hangFirst(page, '**/api/box/payment-service/v1/logisticx/credits/**', (route) => route.request().method() === 'POST');

  await page.getByRole('button', { name: 'Adicionar crédito' }).click();
  const panel = page.getByRole('dialog', { name: 'Adicionar crédito' });
  await panel.getByRole('radio', { name: /Cartão de crédito/ }).check();
  await panel.getByRole('group', { name: 'Valores sugeridos' }).getByRole('button', { name: 'R$ 500,00' }).click();
  await panel.getByRole('button', { name: 'Continuar' }).click();
  await panel.getByRole('radio', { name: 'Visa **** **** **** 1111' }).check();
  await panel.getByLabel('CVV do cartão salvo').fill('123');
  await panel.getByRole('button', { name: 'Revisar pagamento' }).click();
  await panel.getByRole('region', { name: 'Revise sua recarga' }).getByRole('button', { name: 'Confirmar pagamento' }).click();

  await expect(panel.getByText('Confirmando o pagamento com o servidor…')).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByText('Créditos adicionados com sucesso!')).toBeVisible({ timeout: 60_000 });
  await expect(panel.getByText('Erro ao adicionar crédito')).toHaveCount(0);
  // The held first request reaches the server after the second: both carry one key, the card is charged once.
  await expect.poll(() => charge.count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  // Once the held answer is let go: nothing of the first request is left to happen.
  await charge.released;
  expect(await cardCredits()).toBe(1);
});

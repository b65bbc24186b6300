import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import { ACCOUNTS, expectOnTop, notice, quickenConfirmations, shortenRequestTimeout, signInTo, TEST_REQUEST_TIMEOUT_MS } from '../../fixtures';
import { stageThroughPanel } from '../delivery/helpers';

/**
 * A create or a charge whose answer never comes: the server does it, but its answer comes after
 * the client's time-out (shortened to TEST_REQUEST_TIMEOUT_MS through the runtime configuration, so the
 * same code path runs in seconds, and its checks come 0.5 s apart: quickenConfirmations). The screen never says it
 * failed (the merchant would do it again and pay twice), shows that it is confirming, ends with the real outcome, and
 * nothing is created or charged twice.
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
): Promise<{ count: () => number; firstAnswer: () => string; firstBody: () => string; released: Promise<void> }> {
  let calls = 0;
  let firstAnswer = '';
  let firstBody = '';
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    if (!only(route)) return route.continue();
    calls += 1;
    if (calls > 1) return route.continue();
    const response = await route.fetch();
    firstBody = await response.text();
    firstAnswer = `${response.status()} ${firstBody.slice(0, 300)}`;
    await new Promise((resolve) => setTimeout(resolve, HANG_MS));
    // By now the browser has given up on this answer.
    await route.fulfill({ response }).catch(() => undefined);
    release();
  });
  return { count: () => calls, firstAnswer: () => firstAnswer, firstBody: () => firstBody, released };
}

/**
 * The first request `only` picks answers `ms` late, so that the screen's 'confirming' state can be seen; the test also
 * learns it was asked. Other handlers of the URL (hangFirst's) still run after this one.
 */
async function slowFirst(page: Page, url: string | RegExp, only: (request: Request) => boolean, ms: number): Promise<{ asked: () => boolean }> {
  let asked = false;
  await page.route(url, async (route) => {
    if (!asked && only(route.request())) {
      asked = true;
      await new Promise((resolve) => setTimeout(resolve, ms));
    }
    await route.fallback().catch(() => undefined);
  });
  return { asked: () => asked };
}

/** The first look-up of the confirmation (GET orders/{external id}) answers 5 s late. */
const slowFirstLookUp = (page: Page) => slowFirst(page, /\/api\/order-hub\/orders\/[^/?]+$/, (request) => request.method() === 'GET', 5_000);

const uniqueName = (first: string): string => `${first} Lenta ${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
const summary = (page: Page) => page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Resumo da entrega' }) });

/** How many live orders of the signed-in store match a search (the server's count, not the screen's). */
async function ordersMatching(page: Page, search: string, lastHours = 6): Promise<number> {
  return page.evaluate(
    async ({ term, hours }) => {
      const res = await fetch(
        `/api/order-hub/list-orders?inprogress=1&last_hours=${hours}&page=1&limit=50&timezone=-180&multiple_search=${encodeURIComponent(term)}`,
        { credentials: 'include' },
      );
      return ((await res.json()) as { meta: { total: number } }).meta.total;
    },
    { term: search, hours: lastHours },
  );
}

test('orders/multiple/box-logisticx answers after the time-out: the delivery is confirmed, never reported as failed, and created once', async ({ page }) => {
  test.setTimeout(180_000);
  await shortenRequestTimeout(page);
  await quickenConfirmations(page);
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
  await quickenConfirmations(page);
  await signInTo(page, ACCOUNTS.loja, '/pages/delivery');
  const client = uniqueName('Caio');
  await stageThroughPanel(page, client, { term: 'Augusta', suggestion: /Rua Augusta/, number: '900' });
  await page.getByRole('checkbox', { name: `Selecionar o pedido de ${client}` }).click();
  await summary(page)
    .getByRole('checkbox', { name: /Reversa/ })
    .check();
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
  await quickenConfirmations(page);
  await signInTo(page, ACCOUNTS.loja, '/pages/wallet');
  const startedAt = Date.now() - 60_000;
  // The card credits of R$ 500,00 on the statement since the test began (the simulation moves the balance meanwhile).
  const cardCredits = async () =>
    page.evaluate(async (since) => {
      const res = await fetch('/api/box/v2/extract?page=1&limit=50', { credentials: 'include' });
      const lines = ((await res.json()) as { data: { created_at: string; business_description: string; value: number }[] }).data;
      return lines.filter((l) => Date.parse(l.created_at) >= since && l.value === 500 && l.business_description.startsWith('Recarga via cartão de crédito'))
        .length;
    }, startedAt);
  const charge = await hangFirst(page, '**/api/box/payment-service/v1/logisticx/credits/**', (route) => route.request().method() === 'POST');
  // The confirmation (the same charge sent again under its key) answers 3 s late, as the Pix's: at the test's
  // confirmation pace the 'confirming' state otherwise lasts ~0.5 s, and a loaded runner's look can fall beside it.
  await slowFirst(page, '**/api/box/payment-service/v1/logisticx/credits/**', (request) => request.method() === 'POST' && charge.count() >= 1, 3_000);
  // What an earlier run (a retry) left on the statement is not this run's.
  const before = await cardCredits();

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
  expect(await cardCredits()).toBe(before + 1);
});

/** A client name of letters only (the legacy builder takes letters and spaces), new on every run. */
const lettersName = (first: string): string =>
  `${first} Lenta ${Array.from({ length: 6 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('')}`;

/** The statement lines of the signed-in store whose description names a client (a delivery's debit names its customer). */
async function statementLinesNaming(page: Page, client: string): Promise<{ business_description: string; value: number }[]> {
  return page.evaluate(async (name) => {
    const res = await fetch('/api/box/v2/extract?page=1&limit=100', { credentials: 'include' });
    const lines = ((await res.json()) as { data: { business_description: string; value: number }[] }).data;
    return lines.filter((l) => l.business_description.includes(name));
  }, client);
}

test('legacy builder: the create answers after the time-out and the server stays out of reach; the retry goes under the same key: one order, one debit', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await shortenRequestTimeout(page);
  await quickenConfirmations(page);
  await signInTo(page, ACCOUNTS.loja, '/pages/old-delivery');
  await expect(page.getByLabel('Nome da loja', { exact: true })).toHaveValue('Pizzaria Bella Napoli');
  const client = lettersName('Lia');
  const choose = async (label: string, option: string) => {
    await page.getByLabel(label, { exact: true }).click();
    await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
  };
  await choose('Tipo de criação', 'Nenhuma');
  await page.getByLabel('Nome do cliente', { exact: true }).fill(client);
  await page.getByLabel('Telefone', { exact: true }).fill('11987654321');
  await page.getByLabel('Endereço', { exact: true }).fill('Haddock');
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: /Rua Haddock Lobo/ })
    .first()
    .click();
  await expect(page.getByText(/Sem retorno: R\$/)).toBeVisible();
  // The number is geocoded again 1 s later and its point quoted anew: 'Adicionar' waits for it ('Aguarde o cálculo…').
  const numberGeocoded = page.waitForResponse((r) => r.url().includes('/geocode') && r.url().includes('number=595'));
  await page.getByLabel('Número', { exact: true }).fill('595');
  await numberGeocoded;
  await expect(page.getByText(/Sem retorno: R\$/)).toBeVisible();
  await choose('Tipo de envio', 'Entrega normal');
  await page.getByLabel('Valor do pedido', { exact: true }).pressSequentially('8000');
  await choose('Tipo de pagamento', 'Pagamento Online');
  await page.getByRole('button', { name: 'Adicionar pedido' }).click();
  await expect(page.locator('.ant-table').getByText(client)).toBeVisible();

  // The first create reaches the server, its answer comes after the client gave up; then the server cannot be reached
  // until the merchant tries again.
  const keys: string[] = [];
  let calls = 0;
  let reachable = false;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/box/v2/orders', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    calls += 1;
    keys.push((route.request().postDataJSON() as { idempotency_key: string }).idempotency_key);
    if (calls === 1) {
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, HANG_MS));
      await route.fulfill({ response }).catch(() => undefined);
      release();
      return undefined;
    }
    if (!reachable) return route.abort('connectionreset');
    return route.continue();
  });

  const create = page.getByRole('button', { name: /Criar entrega|Criando a entrega/ });
  await create.click();
  await expect(page.getByText('Estamos confirmando com o servidor se a entrega foi criada. Não é preciso criar de novo.')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.ant-table').getByText('Em processamento')).toBeVisible();
  await expect(create).toHaveText(/Criando a entrega/);
  await expect(
    page.getByText('O servidor ainda não confirmou a criação. Os pedidos continuam na lista e podem ser enviados de novo sem risco de duplicar.'),
  ).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText('Erro ao criar pedido!')).toHaveCount(0);
  await expect(page.locator('.ant-table').getByText(client)).toBeVisible();
  await released;

  // The merchant tries again: the same create, under the same key, is answered with the first one.
  reachable = true;
  await create.click();
  await expect(page.getByText('Pedido criado com sucesso!').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Erro ao criar pedido!')).toHaveCount(0);
  expect(calls).toBeGreaterThanOrEqual(3);
  expect(new Set(keys).size).toBe(1);
  // The sandbox dates a legacy order at its 'Data do pedido' (midnight), so it is looked for over two days.
  expect(await ordersMatching(page, client, 48)).toBe(1);
  expect(await statementLinesNaming(page, client)).toHaveLength(1);
});

test('Pix: generated, its answer after the time-out: asked again under its key, the first Pix shown, never an error', async ({ page }) => {
  test.setTimeout(120_000);
  await shortenRequestTimeout(page);
  await quickenConfirmations(page);
  await signInTo(page, ACCOUNTS.loja, '/pages/wallet');
  const pix = await hangFirst(page, '**/api/box/payment-service/v1/logisticx/credits/**', (route) => route.request().method() === 'POST');
  // The first re-send answers 3 s late (within the client's time-out): at the test's confirmation pace the
  // 'confirming' state otherwise lasts a fraction of a second.
  await slowFirst(page, '**/api/box/payment-service/v1/logisticx/credits/**', (request) => request.method() === 'POST' && pix.count() >= 1, 3_000);
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/logisticx/credits/'))
      keys.push((request.postDataJSON() as { idempotency_key: string }).idempotency_key);
  });

  await page.getByRole('button', { name: 'Adicionar crédito' }).click();
  const panel = page.getByRole('dialog', { name: 'Adicionar crédito' });
  await panel.getByRole('group', { name: 'Valores sugeridos' }).getByRole('button', { name: 'R$ 200,00' }).click();
  await panel.getByRole('button', { name: 'Gerar QR Code' }).click();
  await expect(panel.getByText('A resposta demorou. Confirmando com o servidor se o pagamento foi gerado…')).toBeVisible({ timeout: 30_000 });
  const generated = notice(page, 'QRCode gerado com sucesso!', 'status');
  await expect(generated).toBeVisible({ timeout: 60_000 });
  // Raised from inside the drawer, shown above it.
  await expectOnTop(generated);
  await expect(page.getByText('Não foi possível gerar o pagamento. Tente novamente.')).toHaveCount(0);
  // The Pix on screen is the one the first request made: the server generated one.
  const first = JSON.parse(pix.firstBody()) as { br_code: string };
  await expect(panel.getByLabel('Código Pix copia e cola')).toHaveValue(first.br_code);
  expect(keys.length).toBeGreaterThanOrEqual(2);
  expect(new Set(keys).size).toBe(1);
  await pix.released;
});

test("'Cancelar' answers after the time-out: the order is read again, the catalogued success, cancelled and refunded once", async ({ page }) => {
  test.setTimeout(120_000);
  await shortenRequestTimeout(page);
  await quickenConfirmations(page);
  await signInTo(page, ACCOUNTS.loja, '/pages/orders');
  // A live order of this test's own, made through the order hub's create.
  const client = lettersName('Noa');
  const made = await page.request.post('/api/order-hub/orders/multiple/box-logisticx', {
    data: {
      data: [
        {
          external_id: `lost-cancel-${Date.now()}`,
          courier_must_return: false,
          address: { street_name: 'Rua Haddock Lobo', street_number: '595', neighborhood: 'Cerqueira César', lat: -23.5598, lng: -46.6652 },
          customer: { name: client, phone: '11987654321' },
        },
      ],
    },
  });
  expect(made.status()).toBe(201);
  const order = ((await made.json()) as { data: { uuid: string; short_external_reference: string; delivery: { short_id: string } }[] }).data[0]!;
  const cancel = await hangFirst(page, `**/api/order-hub/orders/${order.uuid}/cancel`);
  // The cancellation took effect at once, so the confirmation's first read would end the 'confirming' state before the
  // test could see it: that read answers 5 s late, as in the other journeys.
  const lookUp = await slowFirstLookUp(page);
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && request.url().endsWith(`/api/order-hub/orders/${order.uuid}`)) reads.push(request.url());
  });

  await page.getByLabel('Buscar pedidos').fill(client);
  await page.getByLabel('Buscar pedidos').press('Enter');
  await page.getByLabel(`Ações do pedido #${order.short_external_reference}`).click();
  await page.getByRole('menuitem', { name: 'Cancelar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar pedido' });
  await dialog.getByRole('radio').first().check();
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  // A polite status while the order is read again, closed once the outcome is said.
  const confirming = notice(page, 'A resposta demorou. Confirmando com o servidor se a ação foi feita…', 'status');
  await expect(confirming).toBeVisible({ timeout: 30_000 });
  await expect(notice(page, 'A solicitação de cancelamento está em processamento, logo o pedido será cancelado!', 'status')).toBeVisible({ timeout: 30_000 });
  await expect(confirming).toBeHidden();
  await expect(page.getByText('Não foi possível cancelar o pedido.')).toHaveCount(0);
  expect(reads.length).toBeGreaterThanOrEqual(1);
  expect(lookUp.asked()).toBe(true);
  await cancel.released;
  expect(cancel.count()).toBe(1);
  expect(cancel.firstAnswer()).toMatch(/^200 /);
  const now = (await (await page.request.get(`/api/order-hub/orders/${order.uuid}`)).json()) as { data: { status: { code: string } } };
  expect(now.data.status.code).toBe('CANCELLED');
  const refunds = await page.evaluate(async (shortId) => {
    const res = await fetch('/api/box/v2/extract?page=1&limit=100', { credentials: 'include' });
    const lines = ((await res.json()) as { data: { business_description: string }[] }).data;
    return lines.filter((l) => l.business_description === `Estorno da entrega #${shortId}`).length;
  }, order.delivery.short_id);
  expect(refunds).toBe(1);
});

import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { ACCOUNTS, signIn, storedSession } from '../../fixtures';

/**
 * 'Todas as lojas' with the demo franchise (docs/decisions.md D6, D14): Sushi Kaizen Paulista, Itaim (the second,
 * postpaid) and Moema. The sandbox runs its simulation (orders move on their own), so sums are compared with what
 * each store's own token reads at the same moment.
 */

interface Store {
  uuid: string;
  name: string;
  order_hub_token: string;
}

const stores = async (page: Page) => (await storedSession(page)).franchiseStores as Store[];

async function showAllStores(page: Page) {
  await page.getByRole('combobox', { name: 'Loja selecionada' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Todas as lojas' }).click();
  await expect(page.getByRole('combobox', { name: 'Loja selecionada' }).locator('..')).toContainText('Todas as lojas');
}

/** A store's list-orders page for a filter, read with the store's own token. */
async function listOf(page: Page, store: Store, query: string) {
  const answer = await page.request.get(`/api/order-hub/list-orders?${query}`, { headers: { authorization: store.order_hub_token } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as { data: { short_external_reference?: string | null; uuid: string }[]; meta: { total: number } };
}

/** A store's total for a list-orders filter. */
const totalOf = async (page: Page, store: Store, query: string): Promise<number> => Number((await listOf(page, store, query)).meta.total);

/** The order references ('#…', as the portal lists them) of a store's list-orders page. */
const refsOf = async (page: Page, store: Store, query: string): Promise<string[]> =>
  (await listOf(page, store, query)).data.map((order) => `#${order.short_external_reference || order.uuid.slice(0, 8)}`);

/** Order approval on or off for a store, as its 'Perfil da loja' sets it (PUT merchants, with the store's token). */
async function setApproval(page: Page, store: Store, on: boolean) {
  const answer = await page.request.put('/api/order-hub/merchants', {
    headers: { authorization: store.order_hub_token },
    data: { smart_delivery_config: { need_approve_orders: on } },
  });
  expect(answer.ok()).toBe(true);
}

test("the dashboard's counters are the sums over the stores, and the selected store stays a real store", async ({ page }) => {
  await signIn(page, ACCOUNTS.franquia);
  const all = await stores(page);
  await showAllStores(page);
  expect(await storedSession(page)).toMatchObject({ selectedFranchiseStoreUuid: all[0]!.uuid });
  await expect(page.getByRole('cell', { name: 'Sushi Kaizen Moema' })).toBeVisible();

  const tile = (label: string) => page.getByRole('group', { name: label }).locator('.ant-statistic-content');
  // 'Localizando entregador' over the last 6 hours: read the tiles and each store at once until the simulation holds still.
  await expect
    .poll(
      async () => {
        await page.reload();
        await expect(tile('Localizando entregador')).toHaveText(/^\d+$/);
        const shown = Number(await tile('Localizando entregador').innerText());
        const sums = await Promise.all(all.map((s) => totalOf(page, s, 'page=1&limit=20&get_total=1&delivery_status=ALLOCATING&last_hours=6&timezone=-180')));
        return shown === sums.reduce((a, b) => a + b, 0) && sums.every((n) => n >= 0);
      },
      { timeout: 60_000, intervals: [500, 1_000, 2_000] },
    )
    .toBe(true);
  // A reload stays on 'Todas as lojas' (this tab's view).
  await expect(page.getByRole('combobox', { name: 'Loja selecionada' }).locator('..')).toContainText('Todas as lojas');
});

test('an order of the second store is approved from the all-stores board, as that store; its alert names the store', async ({ page, context }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['notifications']);
  await page.addInitScript(() => {
    const w = window as unknown as { __notes: { title: string; tag?: string; click: () => void }[] };
    w.__notes = [];
    // A notification that also records itself (a class: the portal constructs it with new).
    window.Notification = class extends window.Notification {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        w.__notes.push({ title, tag: options?.tag, click: () => this.onclick?.(new Event('click')) });
      }
    };
  });
  await page.clock.install();
  await signIn(page, ACCOUNTS.franquia);
  const all = await stores(page);
  const itaim = all[1]!;
  await page.getByRole('button', { name: 'Alertas de pedidos' }).click();
  await page.getByRole('button', { name: 'Configurações dos alertas' }).click();
  await page.getByRole('switch', { name: 'Notificações do navegador' }).click();
  await expect(page.getByRole('switch', { name: 'Notificações do navegador' })).toBeChecked();
  await page.keyboard.press('Escape');

  try {
    // Itaim turns order approval on: the sandbox brings it orders waiting in 'Em preparo' within a tick.
    await setApproval(page, itaim, true);
    await expect.poll(() => totalOf(page, itaim, 'to_approve=true&page=1&limit=20&timezone=-180'), { timeout: 30_000 }).toBeGreaterThan(0);

    // The bell watches every store: the next refresh rings for Itaim's new order, by name.
    await page.clock.runFor(60_000);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __notes: { title: string }[] }).__notes.map((n) => n.title)), { timeout: 20_000 })
      .toContain('Sushi Kaizen Itaim: novo pedido em preparo');
    await expect(page).toHaveTitle(/^\(\d+\) Sushi Kaizen .+: /);
    // The bell's list names the store too.
    await page.getByRole('button', { name: /^Alertas de pedidos/ }).click();
    await expect(page.getByRole('button', { name: /^Sushi Kaizen Itaim: novo pedido em preparo: Pedido / }).first()).toBeVisible();
    await page.keyboard.press('Escape');

    await showAllStores(page);
    await page
      .getByRole('link', { name: 'Gestão de entregas' })
      .or(page.getByRole('button', { name: 'Gestão de entregas' }))
      .click();
    await expect(page).toHaveURL(/\/pages\/orders$/);
    await page.getByRole('tab', { name: /Em preparo/ }).click();
    const row = page.getByRole('tabpanel').locator('tr.ant-table-row').filter({ hasText: 'Sushi Kaizen Itaim' }).first();
    await expect(row).toBeVisible();
    const ref = (await row.locator('td strong').first().innerText()).trim();

    const approvals = page.waitForRequest((r) => /\/orders\/[^/]+\/approve$/.test(r.url()) && r.method() === 'POST');
    await page.getByRole('button', { name: `Ações do pedido ${ref}` }).click();
    await page.getByRole('menuitem', { name: 'Chamar entregador' }).click();
    await page.getByRole('dialog').filter({ hasText: 'Chamar entregador?' }).getByRole('button', { name: 'Confirmar' }).click();
    // As Itaim: its own token, the selection untouched.
    expect((await approvals).headers().authorization).toBe(itaim.order_hub_token);
    await expect(page.getByText('Pedido aprovado com sucesso!')).toBeVisible();
    expect(await storedSession(page)).toMatchObject({ selectedFranchiseStoreUuid: all[0]!.uuid });
    await expect(page.getByRole('tabpanel').getByRole('button', { name: `Ações do pedido ${ref}` })).toHaveCount(0);

    // The alert's notification opens its order in its store (Itaim's token), the selection untouched.
    const read = page.waitForRequest((r) => /\/api\/order-hub\/orders\/[^/?]+$/.test(r.url()) && r.method() === 'GET');
    await page.evaluate(() => {
      const notes = (window as unknown as { __notes: { title: string; click: () => void }[] }).__notes;
      notes.find((n) => n.title === 'Sushi Kaizen Itaim: novo pedido em preparo')!.click();
    });
    await expect(page).toHaveURL(new RegExp(`/pages/orders/[^?]+\\?loja=${itaim.uuid}$`));
    expect((await read).headers().authorization).toBe(itaim.order_hub_token);
    await expect(page.getByRole('heading', { name: 'Detalhes do pedido' })).toBeVisible();
  } finally {
    await setApproval(page, itaim, false);
  }
});

test('the staging page asks for a store, and switches to it', async ({ page }) => {
  await signIn(page, ACCOUNTS.franquia);
  const all = await stores(page);
  await showAllStores(page);
  await page.goto('/pages/delivery');
  await expect(page.getByRole('heading', { name: 'Escolha a loja' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar loja' }).fill('moema');
  await expect(page.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Sushi Kaizen Moema' }).click();
  await expect(page.getByRole('heading', { name: 'Escolha a loja' })).toHaveCount(0);
  expect(await storedSession(page)).toMatchObject({ selectedFranchiseStoreUuid: all[2]!.uuid, selectedFranchiseStore: 'Sushi Kaizen Moema' });
  await expect(page.getByRole('combobox', { name: 'Loja selecionada' }).locator('..')).toContainText('Sushi Kaizen Moema');
});

test("the history shows every store's deliveries with a 'Loja' column, its CSV carries the store; one store's is as before", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, ACCOUNTS.franquia);
  const all = await stores(page);
  const history = 'dates_default_interval=10&delivery_status=COURIER_DELIVERED,COMPLETED,CANCELLED,COURIER_NOT_DELIVERED&page=1&limit=15&timezone=-180';
  const totals = await Promise.all(all.map((store) => totalOf(page, store, history)));
  await showAllStores(page);
  await page.goto('/pages/order-history');
  await expect(page.getByRole('heading', { name: 'Histórico de entregas' })).toBeVisible();
  // A page that sees every store: no 'Escolha a loja'.
  await expect(page.getByRole('heading', { name: 'Escolha a loja' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Loja' })).toBeVisible();
  await expect(page.locator('tr.ant-table-row')).toHaveCount(15);
  // Every row names the store the order is of, as each store's own token reads it. (Which stores the 15 newest come
  // from is the simulation's doing: one store's run of fresh endings can fill the page; the CSV below has them all.)
  const rows = await page
    .locator('tr.ant-table-row')
    .evaluateAll((trs) =>
      trs.map(
        (tr) =>
          `${tr.querySelector('button[aria-label^="Ver detalhes do pedido "]')?.getAttribute('aria-label')?.replace('Ver detalhes do pedido ', '')} | ${tr.querySelector('[data-testid="order-store"]')?.textContent?.trim()}`,
      ),
    );
  const ofEachStore = await Promise.all(all.map((store) => refsOf(page, store, history.replace('limit=15', 'limit=60'))));
  const known = new Set(all.flatMap((store, i) => ofEachStore[i]!.map((ref) => `${ref} | ${store.name}`)));
  for (const row of rows) expect(known, `the row ${row}`).toContain(row);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await (await download).path();
  const lines = (await readFile(file, 'utf8'))
    .replace(/^\ufeff/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]!.split(';').slice(0, 2)).toEqual(['Loja', 'Pedido']);
  // Every store's every delivery (the sandbox's simulation may end a few more meanwhile), each named by its store.
  expect(lines.length - 1).toBeGreaterThanOrEqual(totals.reduce((a, b) => a + b, 0));
  const inFile = new Set(lines.slice(1).map((line) => line.split(';')[0]!.replace(/^"|"$/g, '')));
  expect([...inFile].sort()).toEqual(
    all
      .filter((_, i) => totals[i]! > 0)
      .map((s) => s.name)
      .sort(),
  );

  // One store selected: the history as the spec has it, no store column.
  await page.getByRole('combobox', { name: 'Loja selecionada' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: all[1]!.name }).click();
  await expect(page.getByRole('combobox', { name: 'Loja selecionada' }).locator('..')).toContainText(all[1]!.name);
  await expect(page.locator('tr.ant-table-row').first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Loja' })).toHaveCount(0);
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the board's cards name their store and sort by it from 'Ordenar por', as the table's header does", async ({ page }) => {
    await signIn(page, ACCOUNTS.franquia);
    const all = await stores(page);
    await showAllStores(page);
    await page.goto('/pages/orders');
    const cards = page.getByRole('tabpanel').getByRole('list').first().getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    const storesOfCards = async () => (await cards.getByTestId('order-store').allInnerTexts()).map((name) => name.trim());
    // Every card names a store of the franchise.
    for (const name of await storesOfCards()) expect(all.map((s) => s.name)).toContain(name);

    const sortedBy = (order: 'ascend' | 'descend') => (names: string[]) => {
      const sorted = [...names].sort((a, b) => a.localeCompare(b, 'pt-BR'));
      return order === 'ascend' ? sorted : sorted.reverse();
    };
    for (const [label, order] of [
      ['Loja (crescente)', 'ascend'],
      ['Loja (decrescente)', 'descend'],
    ] as const) {
      await page.getByRole('tabpanel').getByRole('combobox', { name: 'Ordenar por' }).click();
      // antd draws its options outside the list's accessible tree (as showAllStores picks a store).
      await page.locator('.ant-select-item-option').filter({ hasText: label }).click();
      // The simulation moves orders meanwhile: the cards shown at any moment are in the store's order.
      await expect
        .poll(async () => {
          const names = await storesOfCards();
          return names.length > 0 && JSON.stringify(names) === JSON.stringify(sortedBy(order)(names));
        })
        .toBe(true);
    }
  });
});

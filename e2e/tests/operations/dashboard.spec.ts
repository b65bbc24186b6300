import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn } from '../../fixtures';
import { todaySaoPaulo } from './helpers';

const IN_DELIVERY = 'GOING_TO_ORIGIN,ARRIVED_AT_ORIGIN,GOING_TO_DESTINATION,ARRIVED_AT_DESTINATION,RETURNING_TO_ORIGIN,RETURNED_TO_ORIGIN';
const FINAL = 'COMPLETED,CANCELLED,COURIER_DELIVERED,COURIER_NOT_DELIVERED';

test('the home counters match what the sandbox counts with the same filters', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, ACCOUNTS.pospago);
  const today = todaySaoPaulo().iso;
  const base = { filter: '', page: '1', limit: '20', get_total: '1', timezone: '-180' };
  const counters: Record<string, Record<string, string>> = {
    'Em preparo': { ...base, to_approve: 'true' },
    'Localizando entregador': { ...base, delivery_status: 'ALLOCATING', last_hours: '6' },
    'Em entrega': { ...base, delivery_status: IN_DELIVERY, last_hours: '6' },
    Encerrados: { ...base, delivery_status: FINAL, start_in: today, finish_in: today },
  };
  const sandboxCount = async (query: Record<string, string>) => {
    const res = await page.request.get(`/api/order-hub/list-orders?${new URLSearchParams(query).toString()}`);
    expect(res.status()).toBe(200);
    return Number((await res.json()).meta.total);
  };

  await expect(page.getByRole('heading', { name: /^Olá/ })).toBeVisible();
  // The simulation moves deliveries while the page loads: read both sides again until they agree.
  await expect(async () => {
    await page.reload();
    for (const [label, query] of Object.entries(counters)) {
      const tile = page.getByRole('group', { name: label });
      const value = tile.locator('.ant-statistic-content-value');
      await expect(value).toHaveText(/^\d[\d.]*$/, { timeout: 10_000 });
      const shown = Number((await value.innerText()).replace(/\./g, ''));
      expect(shown, label).toBe(await sandboxCount(query));
    }
  }).toPass({ timeout: 70_000, intervals: [1_000, 2_000, 3_000] });

  await page.getByRole('button', { name: 'Gestão de entregas' }).click();
  await expect(page).toHaveURL(/\/pages\/orders$/);
});

test("the news banners shown side by side are as tall as each other, lined up with the counters, with the dots under them, not over a banner's text", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, ACCOUNTS.loja);
  const news = page.getByRole('region', { name: 'Novidades' });
  // The banners in view (the carousel's clones and the slides off screen are hidden from the reader).
  const shown = news.locator('.slick-slide:not([aria-hidden="true"])').getByRole('article');
  await expect(shown).toHaveCount(3);
  const boxes = await shown.evaluateAll((articles) => articles.map((article) => article.getBoundingClientRect().toJSON() as DOMRect));
  expect(new Set(boxes.map((box) => Math.round(box.height))).size).toBe(1);
  // The first and last banners' outer edges are the counters' row's (within the carousel's rounding: it gives each slide
  // a whole number of pixels, rounded up; before, each edge stood 8 px inside).
  const first = await page.getByRole('group', { name: 'Em preparo' }).boundingBox();
  const last = await page.getByRole('group', { name: 'Encerrados' }).boundingBox();
  expect(Math.abs(boxes[0]!.left - first!.x)).toBeLessThanOrEqual(3);
  expect(Math.abs(boxes[2]!.right - (last!.x + last!.width))).toBeLessThanOrEqual(3);
  const dots = await news.getByRole('list').last().boundingBox();
  expect(dots!.y).toBeGreaterThanOrEqual(Math.max(...boxes.map((box) => box.bottom)));
});

test("on a phone the counters side by side are as tall as each other, though 'Localizando entregador' takes two lines", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ACCOUNTS.loja);
  const tiles = ['Em preparo', 'Localizando entregador', 'Em entrega', 'Encerrados'].map((name) => page.getByRole('group', { name }));
  await expect(tiles[0]!.getByText(/^\d+$/)).toBeVisible({ timeout: 20_000 });
  const boxes = await Promise.all(tiles.map((tile) => tile.boundingBox()));
  // Two rows of two.
  expect(boxes[0]!.y).toBe(boxes[1]!.y);
  expect(boxes[2]!.y).toBeGreaterThan(boxes[0]!.y);
  for (const [left, right] of [
    [0, 1],
    [2, 3],
  ] as const) {
    expect(Math.round(boxes[left]!.height)).toBe(Math.round(boxes[right]!.height));
  }
});

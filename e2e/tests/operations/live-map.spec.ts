import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, signIn, signInTo } from '../../fixtures';

/**
 * A map that works out of the box. Without a Google key the home map draws open tiles (the sandbox's,
 * offline) with the store and the nearby couriers at their coordinates, and the couriers move on the next
 * refresh without the map being drawn anew. Nothing is fetched from beyond this machine.
 */
const ZOOM = 16;

/** Web Mercator: a position's world pixel at the map's zoom (the projection every tile map uses). */
function worldPixel(lat: number, lng: number): { x: number; y: number } {
  const scale = 256 * 2 ** ZOOM;
  const sin = Math.sin((lat * Math.PI) / 180);
  return { x: ((lng + 180) / 360) * scale, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale };
}

/** Where a marker points on the screen: the bottom centre of its pin. */
async function tip(marker: Locator): Promise<{ x: number; y: number; lat: number; lng: number }> {
  const box = (await marker.boundingBox())!;
  return {
    x: box.x + box.width / 2,
    y: box.y + box.height,
    lat: Number(await marker.getAttribute('data-lat')),
    lng: Number(await marker.getAttribute('data-lng')),
  };
}

/** Every courier marker stands where its coordinates are, measured from the store's marker. */
async function expectMarkersAtTheirCoordinates(map: Locator, store: Locator) {
  const origin = await tip(store);
  const originPixel = worldPixel(origin.lat, origin.lng);
  const couriers = map.locator('[data-marker-kind="courier"]');
  const count = await couriers.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const marker = await tip(couriers.nth(i));
    const pixel = worldPixel(marker.lat, marker.lng);
    expect(Math.abs(marker.x - origin.x - (pixel.x - originPixel.x))).toBeLessThan(2);
    expect(Math.abs(marker.y - origin.y - (pixel.y - originPixel.y))).toBeLessThan(2);
  }
}

/** Refuses and records any request that would leave this machine. */
async function stayOffline(page: Page): Promise<string[]> {
  const outside: string[] = [];
  await page.route('**/*', (route) => {
    const { hostname } = new URL(route.request().url());
    if (hostname === 'localhost' || hostname === '127.0.0.1') return route.fallback();
    outside.push(route.request().url());
    return route.abort();
  });
  return outside;
}

test('the home map draws open tiles and the couriers at their coordinates, and moves them on the next refresh', async ({ page }) => {
  test.setTimeout(90_000);
  const outside = await stayOffline(page);
  await page.clock.install();
  await signIn(page, ACCOUNTS.loja);

  const map = page.getByRole('region', { name: 'Entregadores na sua região' });
  await map.scrollIntoViewIfNeeded();
  const store = map.getByRole('img', { name: 'Sua loja' });
  await expect(store).toBeVisible();
  await expect(map.locator('[data-marker-kind="courier"]').first()).toBeVisible();
  // The tiles are the sandbox's, drawn (an image that loaded has a width).
  const tile = map.locator('img[src*="/api/sandbox/tiles/16/"]').first();
  await expect(tile).toBeVisible();
  expect(await tile.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(map.getByText('Mapa de demonstração (sandbox)')).toBeVisible();
  await expectMarkersAtTheirCoordinates(map, store);

  // The couriers ride on (a step every 5 s in the sandbox); the map refreshes every 60 s.
  const first = map.locator('[data-marker-kind="courier"]').first();
  // Beside the couriers' list a pin is drawing only (its name is the list's, and the mouse's tooltip).
  const name = await first.getAttribute('title');
  const before = await tip(first);
  const mapNode = await map.elementHandle();
  await page.waitForTimeout(5_500);
  await page.clock.runFor(60_000);
  const moved = map.getByTitle(name!, { exact: true });
  await expect.poll(async () => Number(await moved.getAttribute('data-lat'))).not.toBe(before.lat);
  await expectMarkersAtTheirCoordinates(map, store);
  const after = await tip(moved);
  expect(Math.hypot(after.x - before.x, after.y - before.y)).toBeGreaterThan(0);
  // The same map: not drawn anew.
  expect(await mapNode!.evaluate((node) => node.isConnected)).toBe(true);

  expect(outside).toEqual([]);
});

test('the store profile shows the store on the open map', async ({ page }) => {
  const outside = await stayOffline(page);
  await signInTo(page, ACCOUNTS.loja, '/pages/business');
  const map = page.getByRole('region', { name: 'Localização da loja' });
  await expect(map.getByRole('img', { name: 'Sua loja' })).toBeVisible();
  await expect(map.locator('img[src*="/api/sandbox/tiles/"]').first()).toBeVisible();
  expect(outside).toEqual([]);
});

test("an order's details show its courier on the map, a little further on the next refresh", async ({ page }) => {
  test.setTimeout(90_000);
  const outside = await stayOffline(page);
  await page.clock.install();
  await signIn(page, ACCOUNTS.loja);
  const live = (await (await page.request.get('/api/order-hub/list-orders?inprogress=1&last_hours=6&page=1&limit=100')).json()) as {
    data: { uuid: string; delivery: { courier_name: string | null; courier_position?: { lat: number; lng: number } | null } | null }[];
  };
  const riding = live.data.find((o) => o.delivery?.courier_position && o.delivery.courier_name);
  expect(riding, 'a live delivery with a courier on the way').toBeTruthy();
  await page.goto(`/pages/orders/${riding!.uuid}`);

  const map = page.getByRole('region', { name: 'Entrega no mapa' });
  await map.scrollIntoViewIfNeeded();
  const courier = map.getByRole('img', { name: riding!.delivery!.courier_name! });
  await expect(courier).toBeVisible();
  await expect(map.getByRole('img', { name: 'Cliente' })).toBeVisible();
  const before = Number(await courier.getAttribute('data-lat'));
  await page.waitForTimeout(5_500);
  await page.clock.runFor(60_000);
  await expect.poll(async () => Number(await courier.getAttribute('data-lat'))).not.toBe(before);
  expect(outside).toEqual([]);
});

import { expect, test, type Page, type Route } from '@playwright/test';
import { ACCOUNTS, signIn } from '../../fixtures';

/**
 * Server text is data, never markup: the sandbox's real answers are altered on the way to the page so that
 * every free text carries markup and every link a `javascript:` URL. Nothing may run, no such link may
 * reach the DOM, and the text must show literally.
 */
const MARKUP = '<img src=x onerror="window.__hostile=1">Loja <b>Teste</b>';
const SCRIPT_URL = 'javascript:window.__hostile=1';

/** Replaces every string field named in `fields` (at any depth) by the markup. */
function poison(value: unknown, fields: Set<string>): unknown {
  if (Array.isArray(value)) return value.map((v) => poison(v, fields));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, fields.has(key) && typeof v === 'string' ? MARKUP : poison(v, fields)]));
  }
  return value;
}

async function alterJson(route: Route, change: (body: Record<string, unknown>) => unknown): Promise<void> {
  try {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: change(body) });
  } catch (error) {
    // A call the page abandoned (it navigated on while the answer was read): nobody reads its answer.
    if (/disposed|Target page, context or browser has been closed|Route is already handled/.test(String(error))) return;
    throw error;
  }
}

async function expectNothingRan(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __hostile?: number }).__hostile)).toBeUndefined();
  expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0);
  expect(await page.locator('img[src="x"]').count()).toBe(0);
}

test.beforeEach(async ({ page }) => {
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened from server data: ${dialog.message()}`);
  });
});

test('banners, names, addresses and observations from the server are shown as text', async ({ page }) => {
  const textFields = new Set([
    'title',
    'description',
    'text',
    'customer_name',
    'name',
    'fantasy_name',
    'company_name',
    'address',
    'formatted_address',
    'observation',
    'observations',
    'courier_name',
    'street',
  ]);
  await page.route('**/api/box/v2/business-banners/active', (route) =>
    alterJson(route, (body) => ({
      data: ((body.data as Record<string, unknown>[]) ?? [{ id: 1, bgcolor: '#0b3d91', image: null }]).map((banner) => ({
        ...banner,
        title: MARKUP,
        description: MARKUP,
        link: { href: SCRIPT_URL, target: '_blank', text: MARKUP },
      })),
    })),
  );
  await page.route('**/api/order-hub/list-orders**', (route) => alterJson(route, (body) => poison(body, textFields)));

  await signIn(page, ACCOUNTS.loja);
  await expect(page.getByText('Loja <b>Teste</b>').first()).toBeVisible();
  await expectNothingRan(page);

  await page.goto('/pages/orders');
  await expect(page.getByRole('heading', { name: 'Pedidos' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNothingRan(page);

  await page.goto('/pages/order-history');
  await page.waitForLoadState('networkidle');
  await expectNothingRan(page);
});

test('error details from the server are shown as text', async ({ page }) => {
  await signIn(page, ACCOUNTS.loja);
  await page.route('**/api/order-hub/list-orders**', (route) => route.fulfill({ status: 422, json: { message: MARKUP, errors: [{ detail: MARKUP }] } }));
  await page.goto('/pages/orders');
  await page.waitForLoadState('networkidle');
  await expectNothingRan(page);
});

test('markup and javascript: URLs stored through the sandbox stay text where the merchant reads them', async ({ page }) => {
  // A postpaid store: the order costs no balance, so the other journeys' stores keep theirs.
  await signIn(page, ACCOUNTS.pospago);
  const places = await page.request.get('/api/geo-service/places', { params: { term: 'Rua Augusta 500', sessionId: 'hostiledata00001', cache: 1 } });
  const placeId = ((await places.json()) as { data: { id: string }[] }).data[0].id;
  const geocoded = await page.request.get(`/api/geo-service/places/${encodeURIComponent(placeId)}/geocode`, {
    params: { sessionId: 'hostiledata00001', number: '500' },
  });
  const place = ((await geocoded.json()) as { data: { lat: number; lng: number; address: string; neighborhood: string; city: string; state: string } }).data;

  const created = await page.request.post('/api/box/v2/orders', {
    data: {
      courier_must_return: false,
      webhook_url: SCRIPT_URL,
      multiple: [
        {
          client_name: MARKUP,
          phone: '5511987654321',
          total_value: 42.5,
          order_payment_type_id: 5,
          marketplace_name: MARKUP,
          business_platform: '',
          shipping_type: 'Entrega normal',
          business_order_date: new Date().toISOString(),
          obs: `${MARKUP} ${SCRIPT_URL}`,
          address: {
            street: place.address,
            number: '500',
            neighborhood: place.neighborhood || 'Consolação',
            city: place.city,
            state: place.state,
            complement: MARKUP,
            lat: place.lat,
            lng: place.lng,
          },
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const order = ((await created.json()) as { data: { uuid: string }[] }).data[0];

  // Legacy orders go live at once: the newest of 'Em andamento', and its details.
  await page.goto('/pages/orders');
  await expect(page.getByText('Loja <b>Teste</b>').filter({ visible: true }).first()).toBeVisible();
  await expectNothingRan(page);

  await page.goto(`/pages/orders/${order.uuid}`);
  await expect(page.getByText('Loja <b>Teste</b>').filter({ visible: true }).first()).toBeVisible();
  await expectNothingRan(page);
});

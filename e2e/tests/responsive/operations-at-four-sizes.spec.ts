import { expect, test, type Locator } from '@playwright/test';
import { ACCOUNTS, signInTo } from '../../fixtures';
import { expectActionsInSight, SIZES } from './readable';

/**
 * The screens a merchant uses every hour, finished at a phone's, an upright and a lying tablet's and a desktop's size
 * (docs/decisions.md D15): every live order's actions in sight without scrolling the table sideways; no word of a
 * table's cell broken across lines (a value never wraps, a long name ends in '…'); the couriers' names given room; the
 * order details page leading with the status and the courier, its map on a phone's first screen.
 */

/** The words of the area's cells that the browser broke across two lines ('Somen / te ida'), with their text. */
async function wordsBrokenAcrossLines(area: Locator): Promise<string[]> {
  return area.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) broken.push(`${match[0]} (in '${text.trim().slice(0, 60)}')`);
      }
    }
    return broken;
  });
}

for (const size of SIZES) {
  test.describe(`${size.name} (${size.width} × ${size.height})`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, hasTouch: size.touch, isMobile: size.touch });

    test("live orders and history: every row's actions in sight, no word broken across lines", async ({ page }) => {
      test.setTimeout(90_000);
      await signInTo(page, ACCOUNTS.loja, '/pages/orders');
      const live = page.getByRole('tabpanel');
      const actions = live.getByRole('button', { name: /^Ações do pedido #/ });
      await expect(actions.first()).toBeVisible({ timeout: 20_000 });
      await expectActionsInSight(page, actions);
      if (size.name !== 'phone') {
        // The table, not cards; its rows two lines high, so a screen holds more of them.
        const rows = live.locator('tr.ant-table-row');
        await expect(rows.first()).toBeVisible();
        const heights = await rows.evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height));
        expect(Math.max(...heights)).toBeLessThanOrEqual(96);
        // Each order's time and origin whole on its second line (the two usual marketplaces; a longer name may end in '…').
        const cut = await rows.evaluateAll((trs) =>
          trs
            .map((tr) => [...tr.querySelectorAll('td')[0]!.querySelectorAll<HTMLElement>('.ant-typography')].at(-1)!)
            .filter((line) => /· (iFood|Rappi)$/.test(line.textContent ?? '') && line.scrollWidth > line.clientWidth)
            .map((line) => line.textContent),
        );
        expect(cut).toEqual([]);
      }
      expect(await wordsBrokenAcrossLines(live.locator(size.name === 'phone' ? 'ul' : 'tbody').first())).toEqual([]);

      // The history's 'Ver detalhes' too: pinned at the table's right, a card's top right on a phone.
      await page.getByRole('link', { name: 'Ver histórico' }).click();
      const details = page.getByRole('button', { name: /^Ver detalhes do pedido #/ });
      await expect(details.first()).toBeVisible({ timeout: 20_000 });
      await expectActionsInSight(page, details);
    });

    test('order details: status, courier and forecast first; the map fitted to store, customer and courier', async ({ page }) => {
      test.setTimeout(90_000);
      let name = '';
      await signInTo(page, ACCOUNTS.loja, async (p) => {
        const answer = await p.request.get('/api/order-hub/list-orders?inprogress=1&last_hours=12&page=1&limit=20&timezone=-180');
        const orders = ((await answer.json()) as { data: { uuid: string; delivery: { courier_name: string | null } | null }[] }).data;
        const riding = orders.find((o) => o.delivery?.courier_name);
        expect(riding, 'a live order with its courier').toBeTruthy();
        name = riding!.delivery!.courier_name!;
        return `/pages/orders/${riding!.uuid}`;
      });
      await expect(page.getByRole('heading', { name: 'Detalhes do pedido' })).toBeVisible({ timeout: 20_000 });
      const summary = page.locator('.ant-card').filter({ hasText: 'Acompanhamento' });
      await expect(summary.locator('.ant-tag').first()).toHaveText(/Entregador|Aguardando/);
      await expect(summary.getByText(name, { exact: true })).toBeVisible();
      await expect(summary.getByRole('link', { name: /^\(\d{2}\) \d{4,5}-\d{4}$/ })).toHaveAttribute('href', /^tel:\+55\d{10,11}$/);
      await expect(summary.getByRole('group', { name: 'Ações do pedido' }).getByRole('button', { name: 'Acompanhar entrega' })).toBeVisible();
      // The spec's four sections are all there, after it.
      for (const section of ['Origem', 'Cliente', 'Valores', 'Pedidos'])
        await expect(page.locator('.ant-card-head-title').getByText(section, { exact: true })).toBeVisible();
      const map = page.getByRole('region', { name: 'Entrega no mapa' });
      await expect(map.getByRole('img', { name: 'Sua loja' })).toBeVisible();
      await expect(map.getByRole('img', { name: 'Cliente' })).toBeVisible();
      // Fitted: the store's and the customer's pins inside the map's box.
      const frame = (await map.boundingBox())!;
      for (const pin of ['Sua loja', 'Cliente']) {
        const box = (await map.getByRole('img', { name: pin }).boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(frame.x);
        expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
        expect(box.y).toBeGreaterThanOrEqual(frame.y);
        expect(box.y + box.height).toBeLessThanOrEqual(frame.y + frame.height);
      }
      // On a phone the map starts on the first screen, under the status and the courier.
      if (size.name === 'phone') expect(frame.y).toBeLessThan(size.height);
      // Beside the map (from 992 px), the time line follows the status at once, however tall the map: seen on an order
      // still without its courier, whose status card is the shortest.
      if (size.width >= 992) {
        const answer = await page.request.get('/api/order-hub/list-orders?inprogress=1&last_hours=12&page=1&limit=20&timezone=-180');
        const orders = ((await answer.json()) as { data: { uuid: string; delivery: { courier_name: string | null } | null }[] }).data;
        const waiting = orders.find((o) => !o.delivery?.courier_name);
        expect(waiting, 'a live order without its courier').toBeTruthy();
        await page.goto(`/pages/orders/${waiting!.uuid}`);
        await expect(summary.getByText('Ainda sem entregador')).toBeVisible();
        const timeline = page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title').getByText('Linha do tempo', { exact: true }) });
        const [status, next] = [(await summary.boundingBox())!, (await timeline.boundingBox())!];
        expect(next.y - (status.y + status.height)).toBeLessThanOrEqual(24);
      }
      if (size.touch) await expect(page.getByText('Use Ctrl + rolagem para aproximar o mapa')).toHaveCount(0);
    });

    if (size.name === 'tablet-landscape' || size.name === 'desktop') {
      test('couriers: the name has room, rows stay two lines high, no word broken across lines', async ({ page }) => {
        test.setTimeout(90_000);
        await signInTo(page, ACCOUNTS.frota, '/pages/couriers');
        const rows = page.locator('tr.ant-table-row');
        await expect(rows.first()).toBeVisible({ timeout: 20_000 });
        const nameHeader = (await page.getByRole('columnheader', { name: 'Nome' }).boundingBox())!;
        expect(nameHeader.width).toBeGreaterThanOrEqual(160);
        const heights = await rows.evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height));
        expect(Math.max(...heights)).toBeLessThanOrEqual(80);
        expect(await wordsBrokenAcrossLines(page.locator('tbody').first())).toEqual([]);
        await expectActionsInSight(page, page.getByRole('button', { name: /^Ações de / }));
      });
    }
  });
}

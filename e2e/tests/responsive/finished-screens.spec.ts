import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signInTo } from '../../fixtures';
import { seriousViolations, settle } from '../../axe';
import { contrast, expectActionsInSight, SIZES, wrappedValues } from './readable';
import { LUNCH_RUSH, seedStagedOrders } from './staging-seed';

/**
 * The screens a merchant uses every hour, finished at a phone (390 × 844), a tablet upright (820 × 1180) and lying down
 * (1180 × 820) and a desktop (1366 × 900): staging (the card is the selection on a phone, where each order goes, the bar
 * with 'N pedidos · R$ total · Criar entrega' in sight below a desktop, no value broken over lines, 'Criar entrega'
 * naming what it spends), the roles editor's save in sight, the frame's name whole and the phone menu's close and
 * 'Sair'. Each screen is photographed (attached to the report).
 */

/** LUNCH_RUSH's two ticked orders: 2 × (7,58 + 1,50 + 2,00 of the lunch flag). */
const TOTAL = 'R$ 22,16';

async function photograph(page: Page, testInfo: import('@playwright/test').TestInfo, name: string) {
  await settle(page);
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

for (const size of SIZES) {
  test.describe(`${size.name} (${size.width} × ${size.height})`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, hasTouch: size.touch, isMobile: size.touch });

    test("staging: where each order goes, values on one line, 'Criar entrega' naming its amount and in sight", async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      await signInTo(page, ACCOUNTS.loja, '/portal-config.json');
      await seedStagedOrders(page, LUNCH_RUSH);
      await page.goto('/pages/delivery');
      const main = page.getByRole('main');
      await expect(main.getByText('Otávio Mendes Albuquerque')).toBeVisible();
      // Where each order goes, under the client's name.
      await expect(main.getByText(/Cerqueira César · 2,4 km/)).toBeVisible();
      await expect(main.getByText(/Consolação · 4,8 km/)).toBeVisible();
      const create = page.getByRole('button', { name: `Criar entrega · ${TOTAL}` });
      await expect(create).toHaveCount(1);
      await expect(create).toBeInViewport({ ratio: 1 });
      expect(await wrappedValues(main)).toEqual([]);

      if (size.name === 'desktop') {
        // The summary beside the orders holds the button, its text naming the amount; no bar.
        await expect(create).toHaveText(`Criar entrega · ${TOTAL}`);
        await expect(page.getByRole('region', { name: 'Entrega selecionada' })).toHaveCount(0);
      } else {
        // The bar: 'N pedidos · R$ total · Criar entrega', at the bottom of the screen from the first sight, and
        // still there once the page has scrolled through the orders.
        const bar = page.getByRole('region', { name: 'Entrega selecionada' });
        await expect(bar).toBeInViewport({ ratio: 1 });
        await expect(bar).toContainText('2 pedidos');
        await expect(bar).toContainText(TOTAL);
        await page.mouse.wheel(0, 400);
        await expect(bar).toBeInViewport({ ratio: 1 });
        await page.mouse.wheel(0, -400);
      }

      if (size.name === 'phone') {
        // No table: each card is its order's selection, a tap anywhere on it; edit and delete are in its menu.
        await expect(main.getByRole('table')).toHaveCount(0);
        const priscila = page.getByRole('checkbox', { name: 'Selecionar o pedido de Priscila Mendes' });
        await expect(priscila).not.toBeChecked();
        await priscila.tap();
        await expect(priscila).toBeChecked();
        await expect(page.getByRole('region', { name: 'Entrega selecionada' })).toContainText('3 pedidos');
        await priscila.tap();
        await expect(priscila).not.toBeChecked();
        await page.getByRole('button', { name: 'Ações do pedido de Priscila Mendes' }).tap();
        await expect(page.getByRole('menuitem', { name: /Editar pedido/ })).toBeVisible();
        await expect(page.getByRole('menuitem', { name: /Deletar pedido/ })).toBeVisible();
        await page.keyboard.press('Escape');
        // axe judges the page at rest, the menu closed.
        await expect(page.getByRole('menuitem', { name: /Deletar pedido/ })).toBeHidden();
      } else {
        // Every row's actions inside the orders' card, whole.
        const card = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Pedidos montados' }) });
        const cardBox = (await card.boundingBox())!;
        for (const client of LUNCH_RUSH.map((o) => o.client)) {
          for (const action of ['Editar pedido', 'Deletar pedido']) {
            const button = page.getByRole('button', { name: `${action} ${client}` });
            const box = (await button.boundingBox())!;
            expect(box.x + box.width, `${action} ${client}`).toBeLessThanOrEqual(cardBox.x + cardBox.width);
          }
        }
      }
      expect(await seriousViolations(page)).toEqual([]);
      await photograph(page, testInfo, `staging-${size.name}`);
    });

    test("roles and profiles: the save in sight over the long permission list; 'Ver perfil' in sight; 'Editar permissões' opens a role to edit", async ({
      page,
    }, testInfo) => {
      test.setTimeout(90_000);
      await signInTo(page, ACCOUNTS.loja, '/pages/roles');
      const add = page.getByRole('button', { name: 'Adicionar tipo' });
      await expect(add).toBeInViewport({ ratio: 1 });
      await page.mouse.wheel(0, 900);
      await expect(add).toBeInViewport({ ratio: 1 });
      await photograph(page, testInfo, `roles-${size.name}`);

      await page.goto('/pages/profiles-config');
      // Every profile's 'Ver perfil' in sight with the table unscrolled; viewing one keeps the names whole.
      const view = page.getByRole('button', { name: /^Ver perfil de / });
      await expect(view.first()).toBeVisible({ timeout: 20_000 });
      await expectActionsInSight(page, view);
      const first = (await view.first().getAttribute('aria-label'))!.replace('Ver perfil de ', '');
      await view.first().click();
      await expect(page.getByRole('region', { name: 'Detalhes do perfil' })).toBeVisible();
      await expectActionsInSight(page, view);
      const name = (await page.getByText(first, { exact: true }).first().boundingBox())!;
      expect(name.x).toBeGreaterThanOrEqual(0);
      await page.getByRole('button', { name: 'Editar permissões' }).click();
      await expect(page).toHaveURL(/\/pages\/roles\?tipo=\d+$/);
      const save = page.getByRole('button', { name: 'Salvar', exact: true });
      await expect(save).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('button', { name: 'Adicionar tipo' })).toHaveCount(0);
      await expect(page.getByLabel('Nome do tipo')).not.toHaveValue('');
    });

    test("the frame: the portal's name whole, the phone menu's close in sight and 'Sair' apart", async ({ page }, testInfo) => {
      test.setTimeout(60_000);
      await signInTo(page, ACCOUNTS.loja, '/pages/wallet');
      await expect(page.getByRole('main').getByText('Adicionar crédito').first()).toBeVisible();
      const open = page.getByRole('button', { name: 'Abrir menu' });
      const menuShown = size.width < 992;
      if (menuShown) {
        await open.click();
        await settle(page);
      }
      const nav = page.getByRole('navigation', { name: 'Menu principal' });
      await expect(nav).toBeVisible();
      // The name is drawn whole: nothing of it is clipped by the menu's edge.
      const brand = page.getByText('Comerciante', { exact: true });
      await expect(brand).toBeVisible();
      const clipped = await brand.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const menu = (el.closest('.ant-layout-sider, .ant-drawer-content-wrapper, .ant-drawer-section') ?? document.body).getBoundingClientRect();
        return box.right > menu.right || el.scrollWidth > el.clientWidth;
      });
      expect(clipped).toBe(false);
      // 'Sair' below a rule, a finger away from 'Configurações'.
      const settings = (await nav.getByRole('menuitem', { name: 'Configurações' }).boundingBox())!;
      const signOut = (await nav.getByRole('menuitem', { name: 'Sair' }).boundingBox())!;
      await expect(nav.getByRole('separator')).toHaveCount(1);
      expect(signOut.y - (settings.y + settings.height)).toBeGreaterThanOrEqual(16);
      if (menuShown) {
        const close = page.locator('.ant-drawer-close');
        await expect(close).toBeInViewport({ ratio: 1 });
        const [fg, bg] = await close.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el.closest('.ant-drawer-header')!).backgroundColor]);
        expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
      }
      await photograph(page, testInfo, `menu-${size.name}`);
    });
  });
}

test("the low-balance modal interrupts once a session; the banner stays on every visit to 'Início'", async ({ page }) => {
  test.setTimeout(60_000);
  // A prepaid store under R$ 15,00 (D4): the sandbox's answer for the balance, made low for this test.
  await page.route('**/api/box/v2/balance', (route) => route.fulfill({ json: { data: { balance: 9.5 } } }));
  await signInTo(page, ACCOUNTS.loja, '/pages/home');
  const modal = page.getByRole('dialog').filter({ hasText: 'Saldo abaixo de R$15,00!' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Fechar' }).filter({ hasText: 'Fechar' }).click();
  await expect(modal).toBeHidden();
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  await nav.getByRole('menuitem', { name: 'Financeiro' }).click();
  await expect(page).toHaveURL(/\/pages\/wallet$/);
  await nav.getByRole('menuitem', { name: 'Início' }).click();
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'Saldo abaixo de R$15,00!' })).toBeVisible();
  await expect(page.getByText('Entregadores na sua região')).toBeVisible();
  await expect(modal).toHaveCount(0);
});

import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../../axe';
import { ACCOUNTS, DEMO_PASSWORD } from '../../fixtures';
import { resolveRoute, SIGNED_IN_ROUTES } from '../../routes';

/**
 * Issue 15: the portal at the counter. At a phone's size and an upright tablet's, by touch: sign-in, the menu drawer,
 * the live orders' actions menu, the wallet's top-up panel; every route of D1 without a sideways page scroll, without
 * a serious axe violation, and photographed (attached to the report; a few are the README's gallery).
 */
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 820, height: 1180 },
] as const;

/**
 * The page does not scroll sideways: the document is as wide as the screen. (A mobile browser zooms a page that is
 * too wide out, so the window would be wider than the screen too: both are checked against the screen's width.)
 */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const screenWidth = page.viewportSize()!.width;
  const [scrollWidth, windowWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(windowWidth, `${what}: the page is wider than the screen`).toBeLessThanOrEqual(screenWidth);
  expect(scrollWidth, `${what}: the page scrolls sideways`).toBeLessThanOrEqual(screenWidth);
}

async function signInByTouch(page: Page, email: string) {
  await page.goto('/');
  await page.getByLabel('E-mail').tap();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).tap();
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).tap();
  await expect(page).toHaveURL(/\/pages\/home$/);
}

for (const size of SIZES) {
  test.describe(`${size.name} (${size.width} × ${size.height}, touch)`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, hasTouch: true, isMobile: true });

    test('sign-in, the menu drawer, the live orders by card, their actions menu and a dialog, all by tapping', async ({ page }) => {
      test.setTimeout(90_000);
      await signInByTouch(page, ACCOUNTS.loja);
      await expect(page.getByText('Entregadores na sua região')).toBeVisible();
      await expectNoSidewaysScroll(page, 'dashboard');

      await page.getByRole('button', { name: 'Abrir menu' }).tap();
      const nav = page.getByRole('navigation', { name: 'Menu principal' });
      await expect(nav).toBeVisible();
      await nav.getByRole('menuitem', { name: /Pedidos/ }).tap();
      await expect(page).toHaveURL(/\/pages\/orders$/);
      await expect(nav).toBeHidden();

      const live = page.getByRole('tabpanel');
      // An order whose actions the merchant can use now (one still 'Processando' has none).
      const actions = live.getByRole('button', { name: /^Ações do pedido #/, disabled: false }).first();
      await expect(actions).toBeVisible();
      if (size.name === 'phone') await expect(live.getByRole('table')).toHaveCount(0); // cards, not a table
      await expectNoSidewaysScroll(page, 'orders');
      await actions.tap();
      await page.getByRole('menuitem', { name: 'Cancelar' }).tap();
      // The dialog fits the screen, and closes by tapping.
      const dialog = page.getByRole('dialog').filter({ hasText: 'Escolha o motivo do cancelamento' });
      await expect(dialog).toBeVisible();
      // Once its opening animation (a zoom) is over.
      await expect
        .poll(async () => {
          const box = (await dialog.boundingBox())!;
          return box.x >= 0 && box.x + box.width <= size.width + 1;
        })
        .toBe(true);
      await dialog.getByRole('button', { name: 'Voltar' }).tap();
      await expect(dialog).toBeHidden();
      await expectNoSidewaysScroll(page, 'orders after the dialog');
    });

    test("the wallet's 'Adicionar crédito' panel takes the screen and reaches Pix by tapping", async ({ page }) => {
      test.setTimeout(90_000);
      await signInByTouch(page, ACCOUNTS.loja);
      await page.goto('/pages/wallet');
      await page.getByRole('button', { name: 'Adicionar crédito' }).tap();
      const panel = page.getByRole('dialog', { name: 'Adicionar crédito' });
      await expect(panel).toBeVisible();
      await panel.getByRole('radio', { name: /Pix/ }).tap();
      await panel.getByRole('group', { name: 'Valores sugeridos' }).getByRole('button', { name: 'R$ 100,00' }).tap();
      await panel.getByRole('button', { name: 'Gerar QR Code' }).tap();
      await expect(panel.getByRole('img', { name: 'QR Code do Pix de R$ 100,00' })).toBeVisible({ timeout: 20_000 });
      // On a phone the panel is the whole screen; on a tablet a panel beside the page, on the screen.
      const box = (await panel.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(size.width + 1);
      if (size.name === 'phone') expect(box.width).toBeGreaterThanOrEqual(size.width - 1);
      await expectNoSidewaysScroll(page, 'wallet with the panel');
    });

    test('every route: no sideways scroll, no serious axe violation, a photograph', async ({ page }, testInfo) => {
      test.setTimeout(240_000);
      let signedInAs = '';
      for (const route of SIGNED_IN_ROUTES) {
        if (signedInAs !== route.account) {
          await page.context().clearCookies();
          await signInByTouch(page, route.account);
          signedInAs = route.account;
        }
        await page.goto(await resolveRoute(page, route));
        await expect(page.getByRole('main').getByText(route.ready).first()).toBeVisible({ timeout: 20_000 });
        await page.waitForLoadState('networkidle');
        await expectNoSidewaysScroll(page, route.path);
        expect(await seriousViolations(page), `${route.path} at ${size.name}`).toEqual([]);
        const file = testInfo.outputPath(`${size.name}-${route.path.replace(/[/:]+/g, '-').replace(/^-/, '')}.png`);
        await page.screenshot({ path: file, fullPage: true });
        await testInfo.attach(`${route.path} (${size.name})`, { path: file, contentType: 'image/png' });
      }
    });
  });
}

import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations, settle } from '../../axe';
import { ACCOUNTS, DEMO_PASSWORD, notice, signInTo, watchRequests } from '../../fixtures';
import { resolveRoute, SIGNED_IN_ROUTES } from '../../routes';
import { smallTouchTargets } from '../../touchTargets';
import { fillOrderPanel } from '../delivery/helpers';
import { randomCpf } from '../operations/helpers';

/**
 * The portal at the counter. At a phone's size and an upright tablet's, by touch: sign-in, the menu drawer,
 * the live orders' actions menu, staging and creating a delivery, the history's filter, the couriers' wizard and the
 * wallet's top-up panel; at those sizes and a tablet lying down, every route of D1 without a sideways page scroll,
 * without a control smaller than a finger, without a serious axe violation, and photographed (attached to the
 * report; a few are the README's gallery).
 */
const PHONE = { name: 'phone', width: 390, height: 844 } as const;
const TABLET = { name: 'tablet', width: 820, height: 1180 } as const;
const LANDSCAPE = { name: 'tablet-landscape', width: 1180, height: 820 } as const;
/** The sizes the journeys run at; the routes are also seen at LANDSCAPE (a desktop's frame, by touch). */
const SIZES = [PHONE, TABLET] as const;

/**
 * The page does not scroll sideways: the document is as wide as the screen. (A mobile browser zooms a page that is
 * too wide out, so the window would be wider than the screen too: both are checked against the screen's width.)
 */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const screenWidth = page.viewportSize()!.width;
  const [scrollWidth, windowWidth, wide] = await page.evaluate((width) => {
    // What sticks out, to say so when it does.
    const outside = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)} (${Math.round(element.getBoundingClientRect().right)} px)`);
    return [document.documentElement.scrollWidth, window.innerWidth, outside.join(', ')] as const;
  }, screenWidth);
  expect(windowWidth, `${what}: the page is wider than the screen: ${wide}`).toBeLessThanOrEqual(screenWidth);
  expect(scrollWidth, `${what}: the page scrolls sideways: ${wide}`).toBeLessThanOrEqual(screenWidth);
}

/** Every control of the area (the main page or an open panel) is a finger's size, 44 × 44 px. */
async function expectFingerSizedTargets(page: Page, what: string, area: Locator = page.getByRole('main')) {
  // Once a dialog's zoom or a panel's slide is over.
  await settle(page);
  expect(await smallTouchTargets(area), `${what}: controls under 44 × 44 px`).toEqual([]);
}

/** A panel's submit button is on screen without scrolling: its footer sticks to the bottom. */
async function expectSubmitInSight(button: Locator) {
  await expect(button).toBeInViewport({ ratio: 1 });
}

/** A dialog or toast is on the screen, whole (once its opening animation is over). */
async function expectFitsTheScreen(page: Page, what: Locator) {
  const width = page.viewportSize()!.width;
  await expect
    .poll(async () => {
      const box = await what.boundingBox();
      return !!box && box.x >= 0 && box.x + box.width <= width + 1;
    })
    .toBe(true);
}

/** Picks an option of an open antd select list by tapping it. */
async function tapOption(page: Page, label: string | RegExp) {
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: label }).first().tap();
}

/** A name nobody else in this sandbox has (the sandbox may be reused between runs). */
const uniqueName = (first: string): string => `${first} Toque ${Math.random().toString(36).slice(2, 7).toUpperCase()}`;

async function signInByTouch(page: Page, email: string) {
  await page.goto('/');
  await page.getByLabel('E-mail').tap();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).tap();
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).tap();
  await expect(page).toHaveURL(/\/pages\/home$/);
}

// Each journey signs in on its own page: they run side by side, so the two workers share them. The sign-in and the
// dashboard are tapped through by the first journey and the couriers' (the low-balance dialog); the others open their
// screen signed in by the sign-in call, as a merchant's next visit does.
test.describe.configure({ mode: 'parallel' });

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
      // An order the merchant can still cancel (a row or, on a phone, a card; every order offers 'Detalhes do pedido').
      const actions = live
        .locator('tr, li')
        .filter({ hasText: /Localizando entregador|Aguardando entregador|Entregador no estabelecimento/ })
        .first()
        .getByRole('button', { name: /^Ações do pedido #/ });
      await expect(actions).toBeVisible();
      if (size.name === 'phone') await expect(live.getByRole('table')).toHaveCount(0); // cards, not a table
      await expectNoSidewaysScroll(page, 'orders');
      await actions.tap();
      await page.getByRole('menuitem', { name: 'Cancelar' }).tap();
      // The dialog fits the screen, and closes by tapping.
      const dialog = page.getByRole('dialog').filter({ hasText: 'Escolha o motivo do cancelamento' });
      await expect(dialog).toBeVisible();
      await expectFitsTheScreen(page, dialog);
      await expectFingerSizedTargets(page, 'the cancel dialog', dialog);
      await dialog.getByRole('button', { name: 'Voltar' }).tap();
      await expect(dialog).toBeHidden();
      await expectNoSidewaysScroll(page, 'orders after the dialog');
    });

    test("the wallet's 'Adicionar crédito' panel takes the screen and reaches Pix by tapping", async ({ page }) => {
      test.setTimeout(90_000);
      await signInTo(page, ACCOUNTS.loja, '/pages/wallet');
      await page.getByRole('button', { name: 'Adicionar crédito' }).tap();
      const panel = page.getByRole('dialog', { name: 'Adicionar crédito' });
      await expect(panel).toBeVisible();
      await settle(page);
      await expectSubmitInSight(panel.getByRole('button', { name: 'Gerar QR Code' }));
      await expectFingerSizedTargets(page, 'the top-up panel', panel);
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

    test('stage two orders through the full-screen panel and create the delivery, all by tapping', async ({ page }) => {
      test.setTimeout(150_000);
      await signInTo(page, ACCOUNTS.loja, '/pages/delivery');
      await expect(page.getByRole('heading', { level: 1, name: /Montar entrega|Gestão de entregas/ })).toBeVisible();
      const clients = [uniqueName('Helena'), uniqueName('Otávio')];
      for (const client of clients) {
        await page.getByRole('button', { name: 'Novo pedido' }).tap();
        const panel = page.getByRole('dialog');
        await expect(panel.getByText('Novo pedido', { exact: true })).toBeVisible();
        await settle(page);
        if (size.name === 'phone') expect((await panel.boundingBox())!.width).toBeGreaterThanOrEqual(size.width - 1);
        // The long form scrolls under its footer: 'Salvar pedido' is in sight from the start.
        await expectSubmitInSight(panel.getByRole('button', { name: 'Salvar pedido' }));
        // Numbers bring up the numeric keypad.
        for (const field of ['Telefone', 'Valor do item 1', 'Quantidade do item 1']) {
          await expect(panel.getByLabel(field, { exact: true })).toHaveAttribute('inputmode', 'numeric');
        }
        await fillOrderPanel(page, panel, client, { term: 'Haddock', suggestion: /Rua Haddock Lobo/, number: '595' }, 'tap');
        await expectFingerSizedTargets(page, 'the order panel', panel);
        await expectSubmitInSight(panel.getByRole('button', { name: 'Salvar pedido' }));
        await panel.getByRole('button', { name: 'Salvar pedido' }).tap();
        await expect(panel.getByText('Pedido criado com sucesso!')).toBeVisible();
        await panel.getByRole('button', { name: 'Fechar' }).tap();
        await expect(panel).toBeHidden();
      }
      await expectNoSidewaysScroll(page, 'staged orders');
      if (size.name === 'phone') {
        // Cards have no column header: the sortable columns are in 'Ordenar por'.
        await expect(page.getByRole('table', { name: 'Pedidos montados' })).toHaveCount(0);
        await page.getByRole('combobox', { name: 'Ordenar por' }).tap();
        await tapOption(page, 'Cliente (decrescente)');
        await expect(page.getByRole('list', { name: 'Pedidos montados' }).getByRole('listitem').first()).toContainText(clients[1]!);
      }
      for (const client of clients) {
        const box = page.getByRole('checkbox', { name: `Selecionar o pedido de ${client}` });
        await box.tap();
        await expect(box).toBeChecked();
      }
      await expect(page.getByText('2/4 pedidos selecionados')).toBeVisible();
      await expectFingerSizedTargets(page, 'staging');
      await page.getByRole('button', { name: 'Criar entrega' }).tap();
      const toast = notice(page, 'Pedidos criados com sucesso!', 'status').first();
      await expect(toast).toBeVisible();
      await expectFitsTheScreen(page, toast);
      await page.getByRole('link', { name: 'Ver pedidos' }).tap();
      await expect(page).toHaveURL(/\/pages\/orders$/);
      await expect(page.getByText(clients[0]!, { exact: true }).first()).toBeVisible({ timeout: 30_000 });
      await expectNoSidewaysScroll(page, 'orders after creating');
    });

    test("the history's filter panel, by tapping", async ({ page }) => {
      test.setTimeout(90_000);
      await signInTo(page, ACCOUNTS.loja, '/pages/order-history');
      await expect(page.getByRole('heading', { name: 'Histórico de entregas' })).toBeVisible();
      await page.getByRole('button', { name: /Filtrar/ }).tap();
      const panel = page.getByRole('dialog', { name: 'Filtrar pedidos' });
      await expect(panel).toBeVisible();
      await settle(page);
      if (size.name === 'phone') expect((await panel.boundingBox())!.width).toBeGreaterThanOrEqual(size.width - 1);
      await expectSubmitInSight(panel.getByRole('button', { name: 'Aplicar filtros' }));
      await expectFingerSizedTargets(page, 'the history filter', panel);
      for (const name of ['Pedido entregue', 'Finalizada', 'Não entregue']) {
        await panel.getByRole('checkbox', { name }).tap();
        await expect(panel.getByRole('checkbox', { name })).not.toBeChecked();
      }
      await panel.getByRole('button', { name: 'Aplicar filtros' }).tap();
      await expect(panel).toBeHidden();
      const main = page.getByRole('main');
      if (size.name === 'phone') await expect(main.getByRole('table')).toHaveCount(0);
      const chips = main.getByText(/^(Cancelado|Entregue|Finalizada|Não entregue)$/);
      await expect(chips.first()).toBeVisible();
      for (const chip of await chips.allInnerTexts()) expect(chip).toBe('Cancelado');
      await expectNoSidewaysScroll(page, 'filtered history');
    });

    test("the couriers' three-step wizard, by tapping", async ({ page }) => {
      test.setTimeout(120_000);
      await signInByTouch(page, ACCOUNTS.frota);
      // The fleet store's balance is under R$ 15,00: the dashboard's low-balance dialog fits and closes by tapping.
      const lowBalance = page.getByRole('dialog').filter({ hasText: 'Saldo abaixo de R$15,00!' });
      await expect(lowBalance).toBeVisible();
      await expectFitsTheScreen(page, lowBalance);
      await expectFingerSizedTargets(page, 'the low-balance dialog', lowBalance);
      await lowBalance.getByRole('button', { name: 'Fechar' }).filter({ hasText: 'Fechar' }).tap();
      await expect(lowBalance).toBeHidden();
      await page.goto('/pages/couriers');
      await expect(page.getByRole('heading', { name: 'Lista de entregadores' })).toBeVisible();
      await page.getByRole('button', { name: /Adicionar entregador/ }).tap();
      await expect(page).toHaveURL(/\/pages\/courier\/create$/);
      const cpf = page.getByLabel('CPF do entregador');
      await expect(cpf).toHaveAttribute('inputmode', 'numeric');
      await cpf.fill(randomCpf());
      await page.getByRole('button', { name: 'Continuar' }).tap();
      await expect(page.getByText('CPF não cadastrado: preencha os dados do novo entregador.')).toBeVisible();
      const name = `Entregador Toque ${Date.now().toString(36)}`;
      await page.getByLabel('Nome').fill(name);
      await page.getByLabel('E-mail').fill(`${Date.now().toString(36)}@entregador.com.br`);
      await expect(page.getByLabel('Celular')).toHaveAttribute('inputmode', 'numeric');
      await page.getByLabel('Celular').fill('11987651234');
      await expectFingerSizedTargets(page, 'wizard, step 2');
      await page.getByRole('button', { name: 'Continuar' }).tap();
      await page.getByRole('combobox', { name: 'Tipo de veículo' }).tap();
      await tapOption(page, /^Bicicleta$/);
      await page.getByLabel('Endereço').fill('Rua Augusta');
      await page.getByLabel('Número').tap();
      await page.getByLabel('Número').fill('500');
      await page.getByLabel('Bairro').fill('Consolação');
      await page.getByLabel('Cidade').fill('São Paulo');
      await page.getByLabel('Estado').fill('SP');
      await expect(page.getByLabel('CEP')).toHaveAttribute('inputmode', 'numeric');
      await page.getByLabel('CEP').fill('01305000');
      await expectFingerSizedTargets(page, 'wizard, step 3');
      await expectNoSidewaysScroll(page, 'wizard, step 3');
      await page.getByRole('button', { name: 'Adicionar' }).tap();
      await expect(notice(page, 'Entregador criado com sucesso!', 'status').first()).toBeVisible();
      await expect(page).toHaveURL(/\/pages\/couriers$/);
    });
  });
}

/** The routes with those of one account together: one sign-in per account. */
const ROUTES_BY_ACCOUNT = [...SIGNED_IN_ROUTES].sort((a, b) => a.account.localeCompare(b.account));

/**
 * Opens a screen the way the portal's links do (the router follows the address, nothing is loaded again): with a full
 * page load for each screen, and a sign-in each time the account changed, the three sizes took 168 s instead of 141 s.
 */
async function openInPortal(page: Page, url: string) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  await expect(page).toHaveURL(url);
}

for (const size of [PHONE, TABLET, LANDSCAPE]) {
  test.describe(`${size.name} (${size.width} × ${size.height}, touch)`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, hasTouch: true, isMobile: true });

    // The screens' photographs at the four sizes are the gallery's (npm run gallery, docs/gallery), looked at by eye.
    test('every route: no sideways scroll, finger-sized controls, no serious axe violation', async ({ page }) => {
      test.setTimeout(240_000);
      const network = watchRequests(page);
      let signedInAs = '';
      for (const route of ROUTES_BY_ACCOUNT) {
        // An account's first screen is opened by its address, signed in by the sign-in call (the sign-in screen by touch
        // is the first journey's); the next ones from inside the portal, as the menu does.
        if (signedInAs !== route.account) {
          await page.context().clearCookies();
          await signInTo(page, route.account, (signedIn) => resolveRoute(signedIn, route));
          signedInAs = route.account;
        } else await openInPortal(page, await resolveRoute(page, route));
        await expect(page.getByRole('main').getByText(route.ready).first()).toBeVisible({ timeout: 20_000 });
        await network.quiet(500);
        await expectNoSidewaysScroll(page, route.path);
        await expectFingerSizedTargets(page, route.path);
        expect(await seriousViolations(page), `${route.path} at ${size.name}`).toEqual([]);
      }
    });
  });
}

import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../../axe';
import { ACCOUNTS, signInTo } from '../../fixtures';
import { resolveRoute, SIGNED_IN_ROUTES } from '../../routes';

/**
 * What a merchant never sees but a support call starts from: an uncaught error, a refused script or style (the
 * Content-Security-Policy), a failed request, a React error. Collected from the page's start.
 */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  return errors;
}

test("sign-in and password reset pages have no serious accessibility violation, and no error in the browser's console", async ({ page }) => {
  const errors = consoleErrors(page);
  // Judged at rest: during the screen's 0.5 s fade-in (spec part-1 §2) its text is not yet at full contrast.
  const shown = () => expect(page.getByRole('main')).toHaveCSS('opacity', '1');
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await shown();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/redefinir-senha/token-demo');
  await expect(page.getByRole('button').first()).toBeVisible();
  await shown();
  expect(await seriousViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the sign-in form works by keyboard alone', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('E-mail').focus();
  await page.keyboard.type(ACCOUNTS.loja);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Senha@123');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pages\/home$/);
});

test("the portal follows the system's 'reduce motion' setting: antd's animations off with it, back without it", async ({ page }) => {
  // The suite runs with the setting on (e2e/playwright.config.ts).
  await signInTo(page, ACCOUNTS.loja, '/pages/home');
  const alerts = page.getByRole('button', { name: 'Alertas de pedidos' });
  const home = page.getByRole('navigation', { name: 'Menu principal' }).getByRole('menuitem', { name: 'Início' });
  await expect(alerts).toHaveCSS('transition-duration', /^0s(, 0s)*$/);
  await expect(home).toHaveCSS('transition-duration', /^0s(, 0s)*$/);
  // The setting turned off while the page is open: antd's animations are back, without a reload.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect(alerts).toHaveCSS('transition-duration', /^0\.2s/);
  await expect(home).toHaveCSS('transition-duration', /[1-9]/);
});

for (const route of SIGNED_IN_ROUTES) {
  test(`${route.path} has no serious accessibility violation, one h1, and no error in the browser's console`, async ({ page }) => {
    const errors = consoleErrors(page);
    await signInTo(page, route.account, (signedIn) => resolveRoute(signedIn, route));
    await expect(page.getByText(route.ready).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    // One h1, the page's title: where a screen reader's user jumps to learn where a link took them.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(/^[^·]+ · Portal do Comerciante$/);
    expect(await iconsHeardInEnglish(page), "antd's icons heard by their English names (docs/decisions.md D20)").toEqual([]);
    expect(errors).toEqual([]);
  });
}

/**
 * antd's icons a screen reader would say by their file's English name ('home Início'): an `anticon-<name>` named
 * `<name>`, not hidden, and not inside a control whose own `aria-label` is its whole name.
 */
function iconsHeardInEnglish(page: Page): Promise<string[]> {
  return page.getByRole('img').evaluateAll((icons) =>
    icons
      .filter((icon) => icon.classList.contains(`anticon-${icon.getAttribute('aria-label')}`))
      .filter((icon) => !icon.parentElement?.closest('[aria-label]:is(button, a, [role=button], [role=link], [role=menuitem], [role=tab])'))
      .map((icon) => `${icon.getAttribute('aria-label')} in '${icon.parentElement?.textContent?.trim().slice(0, 40)}'`),
  );
}

test('dialogs and side panels take the focus, pass axe, and give the focus back when closed', async ({ page }) => {
  const openers: { path: string; button: RegExp }[] = [
    { path: '/pages/delivery', button: /Novo pedido/ },
    { path: '/pages/order-history', button: /Filtr/ },
    { path: '/pages/wallet', button: /Adicionar crédito/ },
  ];
  for (const [index, { path, button }] of openers.entries()) {
    // Signed in by the sign-in call straight onto the first page (the sign-in screen has its own tests).
    if (index === 0) await signInTo(page, ACCOUNTS.loja, path);
    else await page.goto(path);
    const opener = page.getByRole('button', { name: button }).first();
    await opener.click();
    const dialog = page.getByRole('dialog').last();
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect(await seriousViolations(page, '[role="dialog"]'), `${path} ${button}`).toEqual([]);
    expect(await iconsHeardInEnglish(page), `${path} ${button}: antd's icons heard by their English names`).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener, `focus back on the opener of ${path}`).toBeFocused();
  }
});

import { expect, test } from '@playwright/test';
import { ACCOUNTS, REMOTE_ORIGIN, signIn } from '../../fixtures';

const FALLBACK = 'Não foi possível carregar esta parte do portal';

test('a slow remote shows the loading state, then the fallback after the time-out; retry loads it once it answers', async ({ page }) => {
  test.setTimeout(90_000);
  // The host's 15 s time-out runs on the page's clock, brought forward below.
  await page.clock.install();
  await signIn(page, ACCOUNTS.loja);
  // The account remote's server answers, but only after 25 s (longer than the host's 15 s time-out).
  let slow = true;
  await page.route(`${REMOTE_ORIGIN.account}/**`, async (route) => {
    if (slow) await new Promise((resolve) => setTimeout(resolve, 25_000));
    await route.continue().catch(() => undefined);
  });
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await menu.getByRole('menuitem', { name: 'Financeiro' }).click();

  // At once the loading state, not the previous page; the fallback only after the time-out.
  await expect(page.getByRole('main').getByRole('status', { name: 'Carregando…' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Olá/ })).toHaveCount(0);
  await expect(page.getByText(FALLBACK)).toHaveCount(0);
  await page.clock.runFor(14_000);
  await expect(page.getByText(FALLBACK)).toHaveCount(0);
  await page.clock.runFor(1_000);
  await expect(page.getByText(FALLBACK)).toBeVisible();

  // The server is quick again: 'Tentar novamente' brings the page.
  slow = false;
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByText(FALLBACK)).toHaveCount(0);
  await expect(
    page
      .getByRole('main')
      .getByText(/Adicionar crédito/)
      .first(),
  ).toBeVisible();

  // And the rest of the portal kept working.
  await menu.getByRole('menuitem', { name: 'Pedidos' }).click();
  await expect(page.getByRole('heading', { name: 'Pedidos' })).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn } from '../../fixtures';

const EXPIRED = 'Sua sessão expirou. Entre novamente para continuar.';

test('a session that expires while many calls are in flight goes to sign-in once, with one notice', async ({ page, context }) => {
  await signIn(page, ACCOUNTS.loja);
  await page.goto('/pages/orders');
  await expect(page.getByRole('heading', { name: 'Pedidos' })).toBeVisible();

  // The server forgets the session (the HttpOnly cookie is gone); the dashboard then fires several calls at once.
  // Going there by address, not by the menu: the orders page's own refresh may meet the 401 first.
  await context.clearCookies();
  await page.goto('/pages/home');

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await expect(page.getByText(EXPIRED)).toHaveCount(1);
  // No storm: the screens that were loading don't add their own error toasts on top.
  await page.waitForTimeout(1_500);
  await expect(page.getByText(EXPIRED)).toHaveCount(1);
  await expect(page.getByText(/erro ao|não foi possível/i)).toHaveCount(0);

  // Nothing of the ended session is left in storage beyond what the spec keeps.
  const stored = await page.evaluate(() => window.localStorage.getItem('persist:root') ?? '');
  expect(stored).not.toMatch(/box_api_token|order_hub_token|Senha@123/);
});

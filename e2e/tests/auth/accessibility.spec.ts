import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** WCAG 2 A/AA rules over the auth screen only (the card), as axe sees it; polled, so transitions settle. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).include('[data-testid="auth-screen"]').withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the sign-in, forgot-password and password-reset screens pass axe’s WCAG 2 A/AA rules', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await expect(page.getByTestId('auth-screen')).toHaveCSS('opacity', '1');
  await expect.poll(() => violations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Preencha o campo com seu e-mail!')).toBeVisible();
  // Axe is asked again until the button's pressed/hover transition has ended.
  await page.mouse.move(0, 0);
  await expect.poll(() => violations(page)).toEqual([]);

  await page.goto('/redefinir-senha/token-demo');
  await page.getByLabel('Nova senha', { exact: true }).fill('abcdefg1');
  await expect(page.getByTestId('auth-screen')).toHaveCSS('opacity', '1');
  await expect.poll(() => violations(page)).toEqual([]);
});

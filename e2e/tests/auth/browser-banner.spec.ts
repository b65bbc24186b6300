import { expect, test } from '@playwright/test';

/**
 * Every screen warns an unsupported browser (spec part-1 §1, part-2 intro), the public ones included:
 * a Safari user learns it on the sign-in page, before typing a password.
 */
const SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
const WARNING = 'Seu navegador não é compatível com o Portal do Comerciante. Para uma melhor experiência, use o Google Chrome ou o Microsoft Edge.';

test.describe('an unsupported browser', () => {
  test.use({ userAgent: SAFARI });

  test('sees the warning on the sign-in, forgot-password, password-reset and not-found screens, and can close it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('alert').filter({ hasText: WARNING })).toBeVisible();
    await expect(page.getByLabel('E-mail')).toBeVisible();
    await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
    await expect(page.getByRole('heading', { name: 'Esqueceu sua senha?' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: WARNING })).toBeVisible();

    await page.goto('/redefinir-senha/token-demo');
    await expect(page.getByRole('alert').filter({ hasText: WARNING })).toBeVisible();

    await page.goto('/endereco-que-nao-existe');
    await expect(page.getByText('Página não encontrada')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: WARNING })).toBeVisible();
    await page.getByRole('button', { name: 'Fechar aviso' }).click();
    await expect(page.getByText(WARNING)).toHaveCount(0);
  });
});

test('Chrome sees no warning', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await expect(page.getByText(WARNING)).toHaveCount(0);
});

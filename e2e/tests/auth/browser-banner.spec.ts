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

/** Chrome on an iPhone: Safari's engine underneath, as every browser on iOS. */
const CHROME_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1';
const IOS_WARNING =
  'Seu navegador não é compatível com o Portal do Comerciante. No iPhone e no iPad todos os navegadores usam o motor do Safari, o Chrome e o Edge inclusive: mantenha o iOS atualizado e, para uma melhor experiência, use o Google Chrome ou o Microsoft Edge em um computador ou celular Android.';

test.describe('an iPhone, whatever its browser', () => {
  test.use({ userAgent: CHROME_ON_IPHONE, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("is not told to switch to Chrome, which there runs Safari's engine: the banner says what helps", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('alert').filter({ hasText: IOS_WARNING })).toBeVisible();
    await expect(page.getByText(WARNING)).toHaveCount(0);
    await expect(page.getByLabel('E-mail')).toBeVisible();
  });
});

test('Chrome sees no warning', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await expect(page.getByText(WARNING)).toHaveCount(0);
});

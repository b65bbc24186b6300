import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn } from '../../fixtures';

for (const width of [390, 820, 1180, 1366]) {
  test(`shots ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await signIn(page, ACCOUNTS.franquia);
    await page.getByRole('combobox', { name: 'Loja selecionada' }).click();
    await page.screenshot({ path: `/tmp/t31-shots/select-${width}.png` });
    await page.locator('.ant-select-item-option').filter({ hasText: 'Todas as lojas' }).click();
    await expect(page.getByRole('cell', { name: 'Sushi Kaizen Moema' }).or(page.getByText('Sushi Kaizen Moema').first())).toBeVisible();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/t31-shots/home-${width}.png`, fullPage: true });
    await page.goto('/pages/orders');
    await expect(page.getByTestId('order-store').first()).toBeVisible();
    await page.waitForTimeout(1000);
    await page.screenshot({ path: `/tmp/t31-shots/orders-${width}.png`, fullPage: width > 500 ? false : false });
    if (width === 1366) await page.screenshot({ path: 'docs/images/franchise-all-stores.png' });
    await page.goto('/pages/wallet');
    await expect(page.getByRole('heading', { name: 'Escolha a loja' })).toBeVisible();
    await page.screenshot({ path: `/tmp/t31-shots/picker-${width}.png` });
  });
}

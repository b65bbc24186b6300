import { expect, test } from '@playwright/test';
import { HOST } from 'tooling/rspack/apps';
import { REMOTE_ORIGIN } from '../../fixtures';

/** Each remote stands alone: its own build serves its own minimal shell, signed in with a demo account, no host. */
test('remote-operations alone: its shell, a demo sign-in and the live orders, without the host', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(`${REMOTE_ORIGIN.operations}/pages/orders`);
  await expect(page.getByText('Modo isolado')).toBeVisible();
  await expect(page.getByRole('link', { name: '/pages/order-history' })).toBeVisible();
  await page.getByRole('button', { name: 'Entrar com conta demo' }).click();
  await expect(page.getByRole('heading', { name: 'Pedidos', exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Em andamento/, selected: true })).toBeVisible();

  await page.getByRole('link', { name: '/pages/order-history' }).click();
  await expect(page.getByRole('heading', { name: 'Histórico de entregas' })).toBeVisible();
  await expect(page).toHaveURL(`${REMOTE_ORIGIN.operations}/pages/order-history`);

  expect(requests.some((url) => url.startsWith(`http://localhost:${HOST.port}/`))).toBe(false);
});

test('remote-account alone: a demo account of another kind, and Sair', async ({ page }) => {
  await page.goto(`${REMOTE_ORIGIN.account}/pages/user`);
  await page.getByLabel('Conta de demonstração').click();
  await page.locator('.ant-select-item-option[title="frota@exemplo.com.br"]').click();
  await page.getByRole('button', { name: 'Entrar com conta demo' }).click();
  await expect(page.getByRole('heading', { name: 'Meu perfil' })).toBeVisible();
  // Signed in as the fleet store, not the default shop account (whose user is Marcos Antônio Ferreira).
  await expect(page.getByText('Marcos Antônio Ferreira')).toHaveCount(0);
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('button', { name: 'Entrar com conta demo' })).toBeVisible();
});

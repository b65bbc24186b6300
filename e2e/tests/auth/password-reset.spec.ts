import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn } from '../../fixtures';

test('Esqueceu sua senha?: any address gets the same answer (no account is revealed); an account is sent the e-mail', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
  await expect(page.getByRole('heading', { name: 'Esqueceu sua senha?' })).toBeVisible();
  const send = page.getByRole('button', { name: 'Enviar' });

  await send.click();
  await expect(page.getByText('Preencha o campo com seu e-mail!')).toBeVisible();
  await page.getByLabel('E-mail').fill('loja@exemplo');
  await send.click();
  await expect(page.getByText('Informe um e-mail válido!')).toBeVisible();

  // An address without an account: the same success as an account's (the sandbox tells no one which exist).
  await page.getByLabel('E-mail').fill('ninguem@exemplo.com.br');
  await send.click();
  await expect(page.getByText('E-mail enviado com sucesso!')).toBeVisible();
  // The notice goes away before the account's own request, so the next one is that request's.
  await expect(page.getByText('E-mail enviado com sucesso!')).toHaveCount(0);
  await page.getByRole('button', { name: 'Esqueci minha senha' }).click();

  await page.getByLabel('E-mail').fill(ACCOUNTS.pospago);
  const request = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/reset-password/'));
  await send.click();
  expect(new URL((await request).url()).pathname).toBe(`/api/box/business-service/v1/businesses/reset-password/${encodeURIComponent(ACCOUNTS.pospago)}/true`);
  await expect(page.getByText('E-mail enviado com sucesso!')).toBeVisible();
  // Back on the welcome view, with the address typed.
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(ACCOUNTS.pospago);
});

test('password reset: request, the mailed link (/redefinir-senha/token-demo), a new strong password, then sign in', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
  await page.getByLabel('E-mail').fill(ACCOUNTS.pospago);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('E-mail enviado com sucesso!')).toBeVisible();

  // The link of the e-mail: the sandbox's demo token (D6), always valid.
  await page.goto('/redefinir-senha/token-demo');
  const password = page.getByLabel('Nova senha', { exact: true });
  const confirm = page.getByLabel('Confirme a nova senha', { exact: true });
  const send = page.getByRole('button', { name: 'Enviar' });
  await expect(confirm).toBeDisabled();
  await expect(send).toBeDisabled();

  await password.fill('novasenha');
  await expect(page.getByTestId('password-strength')).toHaveText('Força da senha: Fraca');
  await password.fill('novasenha1');
  await expect(page.getByTestId('password-strength')).toHaveText('Força da senha: Média');
  await confirm.fill('novasenha1');
  await expect(send).toBeDisabled();
  await password.fill('Nova@Senha1');
  await expect(page.getByTestId('password-strength')).toHaveText('Força da senha: Forte');
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page.getByText('As senhas precisam ser iguais!')).toBeVisible();

  await confirm.fill('Nova@Senha1');
  const change = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/change-password/'));
  await send.click();
  const sent = await change;
  expect(new URL(sent.url()).pathname).toBe('/api/box/business-service/v1/businesses/change-password/token-demo');
  expect(sent.postDataJSON()).toEqual({ token: 'token-demo', password: 'Nova@Senha1', confirm_password: 'Nova@Senha1' });
  await expect(page.getByText('Senha alterada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The demo token changes no account (so the shared demo accounts keep their password for every
  // other spec): the account signs in as before.
  await signIn(page, ACCOUNTS.pospago);
});

test('password reset with an invalid link is refused', async ({ page }) => {
  await page.goto('/redefinir-senha/link-vencido');
  await page.getByLabel('Nova senha', { exact: true }).fill('Nova@Senha1');
  await page.getByLabel('Confirme a nova senha', { exact: true }).fill('Nova@Senha1');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Não autorizado. Verifique seu e-mail e tente novamente!')).toBeVisible();
  await expect(page).toHaveURL(/\/redefinir-senha\/link-vencido$/);
  await page.getByRole('link', { name: 'Faça o login' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, signIn, storedSession } from '../../fixtures';

const UNAUTHORIZED = 'Não autorizado. Verifique o e-mail e a senha informada e tente novamente!';
const TOO_MANY = 'Muitas tentativas de acesso. Aguarde um minuto e tente novamente.';

/** D6: each single-store demo account and the name its header shows. */
const STORE_ACCOUNTS = [
  { account: 'loja', email: ACCOUNTS.loja, store: 'Pizzaria Bella Napoli' },
  { account: 'frota', email: ACCOUNTS.frota, store: 'Burger do Bairro' },
  { account: 'pospago', email: ACCOUNTS.pospago, store: 'Padaria Pão Dourado' },
  { account: 'semcriacao', email: ACCOUNTS.semcriacao, store: 'Farmácia Vida Saudável' },
] as const;

for (const { account, email, store } of STORE_ACCOUNTS) {
  test(`${account}: signs in, lands on the dashboard and the session is stored`, async ({ page }) => {
    await signIn(page, email);
    await expect(page.getByTestId('store-name')).toHaveText(store);
    const session = await storedSession(page);
    expect(session).toMatchObject({ isLogged: true, isFranchiseAdmin: false, franchiseStores: null, selectedFranchiseStoreUuid: null });
    expect((session.user as { email: string }).email).toBe(email);
  });
}

test('the sign-in screen: labelled fields, show/hide password, forgot-password view and sign-up link', async ({ page }) => {
  await page.goto('/');
  const password = page.getByLabel('Senha', { exact: true });
  await password.fill('Senha@123');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Mostrar senha' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  const signUp = page.getByRole('link', { name: /Não tem conta\?/ });
  await expect(signUp).toHaveAttribute('target', '_blank');
  await expect(signUp).toHaveAttribute('rel', 'noopener noreferrer');
  await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
  await expect(page.getByRole('heading', { name: 'Esqueceu sua senha?' })).toBeVisible();
  await page.getByRole('button', { name: 'Faça o login' }).click();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
});

test('empty fields are named before any call', async ({ page }) => {
  let loginCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/businesses/login')) loginCalls += 1;
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Preencha os campos de e-mail e senha!')).toBeVisible();
  await page.getByLabel('E-mail').fill(ACCOUNTS.loja);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Preencha o campo de senha!')).toBeVisible();
  await page.getByLabel('E-mail').fill('');
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Senha', { exact: true }).press('Enter');
  await expect(page.getByText('Preencha o campo de e-mail!')).toBeVisible();
  expect(loginCalls).toBe(0);
});

test('a wrong password shows the rejection and keeps what was typed; the right one then signs in', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('E-mail').fill(ACCOUNTS.loja);
  await page.getByLabel('Senha', { exact: true }).fill('SenhaErrada@1');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText(UNAUTHORIZED)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel('E-mail')).toHaveValue(ACCOUNTS.loja);
  expect(await storedSession(page)).toMatchObject({ isLogged: false });

  await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/pages\/home$/);
});

test('after 5 rejected attempts the sandbox limits sign-in and the screen says so', async ({ page }) => {
  // An address of no account, new on each run: the limit (5 a minute per address) touches no other spec.
  const email = `limite-${Date.now()}@exemplo.com.br`;
  await page.goto('/');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('Qualquer@1');
  const entrar = page.getByRole('button', { name: 'Entrar' });
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const answer = page.waitForResponse((r) => r.url().includes('/businesses/login'));
    await entrar.click();
    expect((await answer).status()).toBe(401);
    await expect(entrar).toBeVisible();
  }
  const limited = page.waitForResponse((r) => r.url().includes('/businesses/login'));
  await entrar.click();
  expect((await limited).status()).toBe(429);
  await expect(page.getByText(TOO_MANY)).toBeVisible();
});

test('a reload keeps the session', async ({ page }) => {
  await signIn(page, ACCOUNTS.loja);
  await expect(page.getByRole('heading', { name: 'Olá, Marcos!' })).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/pages\/home$/);
  await expect(page.getByRole('heading', { name: 'Olá, Marcos!' })).toBeVisible();
  // A signed-in visitor of '/' is taken to the dashboard.
  await page.goto('/');
  await expect(page).toHaveURL(/\/pages\/home$/);
});

test('Sair ends the session, locally and on the server', async ({ page }) => {
  await signIn(page, ACCOUNTS.loja);
  // The page forgets the session at once; its call to the server goes meanwhile (PortalLayout's signOut).
  const signedOutOnServer = page.waitForResponse((answer) => answer.url().endsWith('/businesses/logout'));
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  expect(await storedSession(page)).toMatchObject({ isLogged: false, user: null });
  // Once that call has answered, the HttpOnly session cookie is gone too.
  expect((await signedOutOnServer).ok()).toBe(true);
  const session = await page.request.get('/api/box/business-service/v1/businesses/session');
  expect(session.status()).toBe(401);
  await page.goto('/pages/home');
  await expect(page).toHaveURL(/\/$/);
});

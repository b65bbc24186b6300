import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, signIn, signInTo } from '../../fixtures';
import { chooseOption, expectToast, unique } from './helpers';

// A new role with only the staff-profile permissions, given to a new profile that then signs in
// (profiles created in the sandbox sign in with the demo password): it sees what the role allows and
// nothing more.
test('a new role is created, given to a profile, and decides what that profile can use', async ({ page, browser }, testInfo) => {
  await signIn(page, ACCOUNTS.loja);
  const key = unique('tipo');
  const roleName = `Tipo ${key}`;
  const email = `${key}@exemplo.com.br`;

  await page.goto('/pages/roles');
  await expect(page.getByRole('combobox', { name: 'Tipo de permissão' })).toBeVisible();
  await expect(page.getByText('Criar novo tipo')).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar tipo' }).click();
  await expect(page.getByText('Preencha o nome do tipo de permissão!')).toBeVisible();
  await page.getByLabel('Nome do tipo').fill(roleName);
  await page.getByRole('checkbox', { name: 'Selecionar todos: Perfis de acesso' }).check();
  await page.getByRole('button', { name: 'Adicionar tipo' }).click();
  await expectToast(page, 'Adicionado com sucesso!');
  await expect(page.getByRole('button', { name: 'Excluir tipo' })).toBeVisible();

  await page.goto('/pages/create-profile');
  await page.getByLabel('Nome', { exact: true }).fill(`Perfil ${key}`);
  await page.getByLabel('Nome social').fill('Teste');
  await page.getByLabel('E-mail').fill(email);
  await chooseOption(page, 'Tipo de permissão', roleName);
  await page.getByRole('button', { name: 'Criar perfil' }).click();
  await expectToast(page, 'Perfil criado com sucesso!');

  const { baseURL, locale, timezoneId } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, locale, timezoneId });
  const staff = await context.newPage();
  try {
    await signInTo(staff, email, '/pages/profiles-config');
    await expect(staff.getByRole('button', { name: 'Criar novo perfil' })).toBeVisible();
    await expect(staff.getByRole('button', { name: 'Editar permissões' })).toHaveCount(0);
    await expect(staff.getByRole('button', { name: `Ver perfil de Perfil ${key}` })).toBeVisible();
    // profile.show reads the roles (spec part-2 §6), read-only without the role permissions.
    await staff.goto('/pages/roles');
    await expect(staff.getByRole('combobox', { name: 'Tipo de permissão' })).toBeVisible();
    await expect(staff.getByText(/Você não tem permissão para ver os tipos de permissão/)).toHaveCount(0);
    await expect(staff.getByRole('button', { name: 'Excluir tipo' })).toHaveCount(0);
    await staff.goto('/pages/settings');
    await expect(staff.getByRole('region', { name: 'Frota Box' })).toBeVisible();
    await expect(staff.getByRole('button', { name: 'Trocar de plano' })).toHaveCount(0);
    // Without order.show the orders are not this profile's to read: the pages say so, no bell watches, the server refuses.
    const orderReads: string[] = [];
    staff.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/order-hub/')) orderReads.push(request.url());
    });
    const noOrders = 'Você não tem permissão para ver os pedidos. Fale com o administrador da loja.';
    await staff.goto('/pages/home');
    await expect(staff.getByRole('status').filter({ hasText: noOrders })).toBeVisible();
    await expect(staff.getByRole('button', { name: /Alertas de pedidos/ })).toHaveCount(0);
    await expect(staff.getByRole('button', { name: 'Gestão de entregas' })).toHaveCount(0);
    await staff
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('menuitem', { name: /Pedidos/ })
      .click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeVisible();
    await expect(staff.getByRole('status').filter({ hasText: noOrders })).toBeVisible();
    expect(orderReads).toEqual([]);
    expect((await staff.request.get('/api/order-hub/list-orders?page=1&limit=20')).status()).toBe(403);
  } finally {
    await context.close();
  }
});

const BOX = '/api/box';

/** A call of the sandbox's API that must succeed; its answer's data. */
async function ok<T>(answer: Promise<APIResponse>): Promise<T> {
  const response = await answer;
  if (!response.ok()) throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** As loja (Administrador), through the API: a role holding only profile.show, and a new profile with it. */
async function profileShowOnlyUser(api: APIRequestContext): Promise<{ email: string; roleId: number; roleName: string }> {
  await ok(api.post(`${BOX}/business-service/v1/businesses/login`, { data: { email: ACCOUNTS.loja, password: DEMO_PASSWORD } }));
  const permissions = await ok<{ id: number; name: string }[]>(api.get(`${BOX}/v2/permissions`));
  const profileShow = permissions.find((p) => p.name === 'profile.show')!;
  const key = unique('leitor');
  const roleName = `Leitor ${key}`;
  const role = await ok<{ id: number }>(api.post(`${BOX}/v2/roles`, { data: { display_name: roleName, permissions: [profileShow.id] } }));
  const email = `${key}@exemplo.com.br`;
  await ok(api.post(`${BOX}/v2/business-user`, { data: { name: `Perfil ${key}`, social_name: 'Leitor', email, roles: [role.id] } }));
  return { email, roleId: role.id, roleName };
}

// The roles screen has no route guard beyond sign-in (spec part-2 §1) and profile.show loads its list (§6): a profile
// holding profile.show and nothing else finds it in the menu and reads the roles; changing one stays the server's to refuse.
test('a profile with profile.show only opens the roles screen from the menu and reads the roles; the server refuses changes', async ({ page, request }) => {
  const { email, roleId, roleName } = await profileShowOnlyUser(request);
  await signInTo(page, email, '/pages/home');

  // The session (its cookie) may read the roles but not change them: every change is refused.
  const roles = await ok<{ display_name: string }[]>(page.request.get(`${BOX}/v2/roles`));
  expect(roles.map((r) => r.display_name)).toContain(roleName);
  const role = { display_name: 'Tentativa', permissions: [] };
  expect((await page.request.post(`${BOX}/v2/roles`, { data: role })).status()).toBe(403);
  expect((await page.request.put(`${BOX}/v2/roles/${roleId}`, { data: role })).status()).toBe(403);
  expect((await page.request.delete(`${BOX}/v2/roles/${roleId}`)).status()).toBe(403);

  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await menu.getByRole('menuitem', { name: 'Configurações' }).click();
  await menu.getByRole('menuitem', { name: 'Tipos de permissão' }).click();
  await expect(page).toHaveURL(/\/pages\/roles$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tipos de permissão' })).toBeVisible();
  await expect(page.getByText(/Você não tem permissão para ver os tipos de permissão/)).toHaveCount(0);
  await chooseOption(page, 'Tipo de permissão', roleName);
  await expect(page.getByText('Você pode ver as permissões deste tipo, mas não tem permissão para alterá-las.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Excluir tipo' })).toHaveCount(0);
});

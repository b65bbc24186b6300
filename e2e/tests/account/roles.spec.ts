import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn, signInTo } from '../../fixtures';
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
    await staff.goto('/pages/roles');
    await expect(staff.getByText(/Você não tem permissão para ver os tipos de permissão/)).toBeVisible();
    await staff.goto('/pages/settings');
    await expect(staff.getByRole('region', { name: 'Frota Box' })).toBeVisible();
    await expect(staff.getByRole('button', { name: 'Trocar de plano' })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn } from '../../fixtures';
import { chooseOption, expectToast, unique } from './helpers';

test('creating a staff profile and deactivating it', async ({ page }) => {
  await signIn(page, ACCOUNTS.loja);
  const key = unique('perfil');
  const email = `${key}@exemplo.com.br`;
  const name = `Perfil ${key}`;

  await page.goto('/pages/profiles-config');
  await page.getByRole('button', { name: 'Criar novo perfil' }).click();
  await expect(page).toHaveURL(/\/pages\/create-profile$/);

  await page.getByRole('button', { name: 'Criar perfil' }).click();
  await expect(page.getByText('Preencha o campo de nome do perfil!')).toBeVisible();
  await expect(page.getByText('Preencha o campo de nome social do perfil!')).toBeVisible();
  await expect(page.getByText('Preencha o campo de email do perfil!')).toBeVisible();
  await expect(page.getByText('Preencha o campo de tipo de permissão do perfil!')).toBeVisible();

  await page.getByLabel('Nome', { exact: true }).fill(name);
  await page.getByLabel('Nome social').fill('Teste');
  await page.getByLabel('E-mail').fill(email);
  await chooseOption(page, 'Tipo de permissão', 'Atendente');
  await page.getByRole('button', { name: 'Criar perfil' }).click();
  await expectToast(page, 'Perfil criado com sucesso!');
  await expect(page).toHaveURL(/\/pages\/profiles-config$/);

  const search = page.getByRole('searchbox', { name: 'Buscar por nome ou e-mail' });
  await search.fill(email);
  await search.press('Enter');
  await page.getByRole('button', { name: `Ver perfil de ${name}` }).click();
  const details = page.getByRole('region', { name: 'Detalhes do perfil' });
  await expect(details.getByText(email)).toBeVisible();
  await details.getByRole('button', { name: 'Desativar perfil' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Desativar perfil' }).click();
  await expectToast(page, 'Perfil ativado/desativado com sucesso!');
  await expect(details.getByRole('button', { name: 'Ativar perfil' })).toBeVisible();

  // Gone from the active list, listed as inactive.
  await expect(page.getByRole('button', { name: `Ver perfil de ${name}` })).toHaveCount(0);
  await page.getByText('Inativo', { exact: true }).first().click();
  await expect(page.getByRole('row', { name: new RegExp(name) }).getByText('Inativo')).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { ACCOUNTS, signInTo } from '../../fixtures';
import { expectToast, formerCourierCpf, randomCpf } from './helpers';

test('a fleet store adds a new courier through the three-step wizard', async ({ page }) => {
  test.setTimeout(90_000);
  await signInTo(page, ACCOUNTS.frota, '/pages/couriers');
  await expect(page.getByRole('heading', { name: 'Lista de entregadores' })).toBeVisible();
  await expect(page.locator('tr.ant-table-row').first()).toBeVisible();
  for (const tag of await page.locator('tr.ant-table-row td:nth-child(5) .ant-tag').allInnerTexts()) expect(tag).toBe('Aceito');
  await expect(page.getByText(/^\d{3}\.\*\*\*\.\*\*\*-\d{2}$/).first()).toBeVisible();

  await page.getByRole('button', { name: /Adicionar entregador/ }).click();
  await expect(page).toHaveURL(/\/pages\/courier\/create$/);

  // Step 1: an invalid CPF shows the server's error; a new one continues.
  const cpf = page.getByLabel('CPF do entregador');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Preencha o campo de CPF do entregador!')).toBeVisible();
  await cpf.fill('11111111111');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('alert').or(page.locator('.ant-form-item-explain')).getByText('O CPF informado é inválido.').first()).toBeVisible();
  await cpf.fill(randomCpf());
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Step 2: details, with their messages.
  await expect(page.getByText('CPF não cadastrado: preencha os dados do novo entregador.')).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Preencha o campo de Nome do entregador!')).toBeVisible();
  const name = `Entregador E2E ${Date.now().toString(36)}`;
  await page.getByLabel('Nome').fill(name);
  await page.getByLabel('E-mail').fill(`${Date.now().toString(36)}@entregador.com.br`);
  await page.getByLabel('Celular').fill('11987651234');
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Step 3: vehicle, address and CEP.
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByText('Preencha o campo com o tipo de veículo do entregador!')).toBeVisible();
  await page.getByRole('combobox', { name: 'Tipo de veículo' }).click();
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: /^Bicicleta$/ })
    .click();
  await page.getByLabel('Endereço').fill('Rua Augusta');
  await page.keyboard.press('Escape');
  await page.getByLabel('Número').fill('500');
  await page.getByLabel('Bairro').fill('Consolação');
  await page.getByLabel('Cidade').fill('São Paulo');
  await page.getByLabel('Estado').fill('SP');
  await page.getByLabel('CEP').fill('01305000');
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await expectToast(page, 'Entregador criado com sucesso!');
  await expect(page).toHaveURL(/\/pages\/couriers$/);

  // The invite waits for the courier: it shows under 'Aguardando'.
  await page.getByRole('combobox', { name: 'Status do convite' }).click();
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: /^Aguardando$/ })
    .click();
  await page.keyboard.press('Escape');
  await page.getByRole('searchbox', { name: 'Buscar entregadores' }).fill(name);
  await page.getByRole('searchbox', { name: 'Buscar entregadores' }).press('Enter');
  const row = page.locator('tr.ant-table-row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByText('Aguardando')).toBeVisible();
  await expect(row.getByText('Bicicleta')).toBeVisible();

  // The vehicle is remembered for the next courier.
  await page.goto('/pages/courier/create');
  expect(await page.evaluate(() => window.localStorage.getItem('operations:courier-vehicle'))).toBe('3');
});

test('a CPF the platform already has is one confirmation: whom the store invites, then the invite', async ({ page }) => {
  test.setTimeout(90_000);
  await signInTo(page, ACCOUNTS.frota, '/pages/courier/create');
  const cpf = await formerCourierCpf(page);
  await page.getByLabel('CPF do entregador').fill(cpf);
  await page.getByRole('button', { name: 'Continuar' }).click();
  const invite = page.getByRole('heading', { name: /^Convidar \S+/ });
  await expect(invite).toBeVisible();
  // The server's masked phone, in the page's text colour (not a disabled field); no steps, nothing to fill in.
  const phone = page.getByText(/^\(\d{2}\) \*{5}-\d{4}$/);
  await expect(phone).toBeVisible();
  const [r, g, b, alpha = 1] = (await phone.evaluate((el) => getComputedStyle(el).color)).match(/[\d.]+/g)!.map(Number);
  expect(Math.max(r!, g!, b!), 'dark text').toBeLessThan(90);
  expect(alpha, 'not faded').toBeGreaterThanOrEqual(0.8);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByText('Dados do entregador')).toHaveCount(0);
  const name = (await invite.innerText()).replace(/^Convidar /, '');
  await page.getByRole('button', { name: 'Enviar convite' }).click();
  await expectToast(page, 'Entregador criado com sucesso!');
  await expect(page).toHaveURL(/\/pages\/couriers$/);
  // The invite waits for the courier under 'Aguardando'.
  await page.getByRole('combobox', { name: 'Status do convite' }).click();
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: /^Aguardando$/ })
    .click();
  await page.keyboard.press('Escape');
  await page.getByRole('searchbox', { name: 'Buscar entregadores' }).fill(name);
  await page.getByRole('searchbox', { name: 'Buscar entregadores' }).press('Enter');
  await expect(page.locator('tr.ant-table-row').filter({ hasText: name }).getByText('Aguardando')).toBeVisible();
});

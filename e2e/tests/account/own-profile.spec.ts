import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn, signInTo } from '../../fixtures';
import { expectToast, unique } from './helpers';

// 'Meu perfil' and the password change on a profile made for this spec (the demo accounts keep their
// passwords): profiles created in the sandbox sign in with the demo password.
test("a profile edits its own name and changes its password with every rule", async ({ page, browser }, testInfo) => {
  await signIn(page, ACCOUNTS.loja);
  const key = unique('meu');
  const email = `${key}@exemplo.com.br`;
  const roles = (await (await page.request.get('/api/box/v2/roles')).json()) as { data: { id: number; display_name: string }[] };
  const atendente = roles.data.find((r) => r.display_name === 'Atendente')!;
  const created = await page.request.post('/api/box/v2/business-user', { data: { name: `Perfil ${key}`, social_name: 'Teste', email, roles: [atendente.id] } });
  expect(created.status()).toBe(201);

  const { baseURL, locale, timezoneId } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, locale, timezoneId });
  const own = await context.newPage();
  try {
    await signInTo(own, email, '/pages/user');
    await expect(own.getByRole('heading', { name: 'Meu perfil' })).toBeVisible();
    await expect(own.getByLabel('Nome', { exact: true })).toHaveValue(`Perfil ${key}`);
    // Without profile.show there is no role select.
    await expect(own.getByRole('combobox', { name: 'Tipo de permissão' })).toHaveCount(0);
    await own.getByLabel('Nome social').fill(`Novo ${key}`);
    await own.getByRole('button', { name: 'Salvar' }).click();
    await expectToast(own, 'Usuário atualizado!');
    await expect(own.getByRole('link', { name: `Meu perfil: Novo ${key}` })).toBeVisible();

    const form = own.getByRole('form', { name: 'Alterar senha' });
    await form.getByLabel('Senha atual', { exact: true }).fill('Senha@123');
    await form.getByLabel('Nova senha', { exact: true }).fill('semnumero!');
    await form.getByLabel('Confirmar nova senha', { exact: true }).fill('semnumero!');
    await form.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(form.getByText('A senha deve conter pelo menos um número')).toBeVisible();
    await form.getByLabel('Nova senha', { exact: true }).fill('Nova@1234');
    await form.getByLabel('Confirmar nova senha', { exact: true }).fill('Nova@12345');
    await form.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(form.getByText('A senha e a confirmação de senha devem ser iguais')).toBeVisible();
    await form.getByLabel('Senha atual', { exact: true }).fill('Errada@123');
    await form.getByLabel('Confirmar nova senha', { exact: true }).fill('Nova@1234');
    await form.getByRole('button', { name: 'Alterar senha' }).click();
    await expectToast(own, 'Ops, não foi possível alterar a senha');
    await expect(form.getByText('A senha atual está incorreta.')).toBeVisible();
    await form.getByLabel('Senha atual', { exact: true }).fill('Senha@123');
    await form.getByRole('button', { name: 'Alterar senha' }).click();
    await expectToast(own, 'Senha atualizada!');
    await expect(form.getByLabel('Senha atual', { exact: true })).toHaveValue('');

    const again = await context.browser()!.newContext({ baseURL, locale, timezoneId });
    try {
      await signIn(await again.newPage(), email, 'Nova@1234');
    } finally {
      await again.close();
    }
  } finally {
    await context.close();
  }
});

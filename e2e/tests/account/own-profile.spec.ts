import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn, signInTo } from '../../fixtures';
import { expectToast, unique } from './helpers';

// 'Meu perfil' and the password change on a profile made for this spec (the demo accounts keep their
// passwords): profiles created in the sandbox sign in with the demo password.
test('a profile edits its own name and changes its password with every rule', async ({ page, browser }, testInfo) => {
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

// 'Meu perfil' with profile.show: the role list offers only roles whose permissions are all the user's, and the
// server refuses any other (nobody gives themselves more than they hold).
test("the own profile's role list offers only roles within the user's permissions; choosing one works, a wider one is refused", async ({
  page,
  browser,
}, testInfo) => {
  await signIn(page, ACCOUNTS.loja);
  const key = unique('papel');
  const email = `${key}@exemplo.com.br`;
  const permissions = ((await (await page.request.get('/api/box/v2/permissions')).json()) as { data: { id: number; name: string }[] }).data;
  const idOf = (name: string) => permissions.find((p) => p.name === name)!.id;
  const newRole = async (display_name: string, names: string[]) => {
    const answer = await page.request.post('/api/box/v2/roles', { data: { display_name, permissions: names.map(idOf) } });
    expect(answer.status()).toBe(201);
    return ((await answer.json()) as { data: { id: number } }).data.id;
  };
  const wide = `Perfis e pedidos ${key}`;
  const narrow = `Só pedidos ${key}`;
  const wideId = await newRole(wide, ['profile.show', 'order.show']);
  await newRole(narrow, ['order.show']);
  const created = await page.request.post('/api/box/v2/business-user', { data: { name: `Perfil ${key}`, social_name: 'Teste', email, roles: [wideId] } });
  expect(created.status()).toBe(201);
  const userId = ((await created.json()) as { data: { id: number } }).data.id;

  const { baseURL, locale, timezoneId } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, locale, timezoneId });
  const own = await context.newPage();
  try {
    // What the server says this user may give, before the screen reads it and once the list is open: journeys running
    // beside this one may add roles to the store in between (none removes one).
    const readRoles = async () =>
      ((await (await own.request.get('/api/box/v2/roles')).json()) as { data: { id: number; display_name: string; assignable: boolean }[] }).data;
    const assignableIn = (roles: { display_name: string; assignable: boolean }[]) => roles.filter((r) => r.assignable).map((r) => r.display_name);
    await signInTo(own, email, '/portal-config.json');
    const before = await readRoles();
    await own.goto('/pages/user');
    const select = own.getByRole('combobox', { name: 'Tipo de permissão' });
    await expect(select).toBeVisible();
    await expect(own.getByText('Só aparecem os tipos de permissão que não dão permissões além das suas.')).toBeVisible();
    expect(assignableIn(before)).toEqual(expect.arrayContaining([wide, narrow]));
    expect(before.find((r) => r.display_name === 'Administrador')?.assignable).toBe(false);

    await select.click();
    const options = own.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect(options.filter({ hasText: narrow })).toBeVisible();
    const offered = await options.allTextContents();
    const roles = await readRoles();
    // Every role the user could give when the screen opened is offered, and nothing the user cannot give.
    expect(offered).toEqual(expect.arrayContaining(assignableIn(before)));
    expect(assignableIn(roles)).toEqual(expect.arrayContaining(offered));
    await expect(options.filter({ hasText: /^Administrador$/ })).toHaveCount(0);

    // The server is the guard: a wider role chosen by hand is refused.
    const refused = await own.request.put(`/api/box/v2/business-user/${userId}/responseLikeLogin`, {
      data: { name: `Perfil ${key}`, email, roles: [roles.find((r) => r.display_name === 'Administrador')!.id] },
    });
    expect(refused.status()).toBe(403);

    await options.filter({ hasText: narrow }).click();
    await own.getByRole('button', { name: 'Salvar' }).click();
    await expectToast(own, 'Usuário atualizado!');
    // Now without profile.show: the role is not the user's to choose any more.
    await expect(select).toHaveCount(0);
  } finally {
    await context.close();
  }
});

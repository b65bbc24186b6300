import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn, storedSession } from '../../fixtures';
import { chooseOption, expectToast, unique } from '../account/helpers';

interface StoredStore {
  uuid: string;
  name: string;
  postpaid?: boolean;
  box_api_token?: string;
  order_hub_token?: string;
}

test('franchise main user: the stores are loaded with their tokens and the first is selected', async ({ page }) => {
  await signIn(page, ACCOUNTS.franquia);
  const session = await storedSession(page);
  const stores = session.franchiseStores as StoredStore[];
  expect(session).toMatchObject({ isLogged: true, isFranchiseAdmin: true });
  expect(stores.map((s) => s.name)).toEqual(['Sushi Kaizen Paulista', 'Sushi Kaizen Itaim', 'Sushi Kaizen Moema']);
  expect(stores.map((s) => s.postpaid)).toEqual([false, true, false]);
  for (const store of stores) {
    expect(store.box_api_token).toBeTruthy();
    expect(store.order_hub_token).toBeTruthy();
  }
  expect(session.selectedFranchiseStoreUuid).toBe(stores[0]!.uuid);
  expect(session.selectedFranchiseStore).toBe('Sushi Kaizen Paulista');
  expect((session.user as { franchise: { id: number } }).franchise.id).toBeTruthy();
  await expect(page.getByRole('combobox', { name: 'Loja selecionada' })).toBeVisible();
  await expect(page.getByText('Sushi Kaizen Paulista')).toBeVisible();
});

test('switching the franchise store fires the store event and the next calls carry that store’s tokens', async ({ page }) => {
  await signIn(page, ACCOUNTS.franquia);
  const selector = page.getByRole('combobox', { name: 'Loja selecionada' });
  await expect(selector).toBeVisible();
  const stores = (await storedSession(page)).franchiseStores as StoredStore[];
  const itaim = stores[1]!;

  await page.evaluate(() => {
    const seen: unknown[] = [];
    (window as unknown as { storeEvents: unknown[] }).storeEvents = seen;
    window.addEventListener('selectedFranchiseStoreUuidChanged', (event) => seen.push((event as CustomEvent).detail));
  });
  const boxCall = page.waitForRequest((r) => r.url().includes('/api/box/') && r.headers().authorization === itaim.box_api_token);
  const hubCall = page.waitForRequest((r) => r.url().includes('/api/order-hub/') && r.headers().authorization === itaim.order_hub_token);

  await selector.click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Sushi Kaizen Itaim' }).click();

  await Promise.all([boxCall, hubCall]);
  expect(await page.evaluate(() => (window as unknown as { storeEvents: unknown[] }).storeEvents)).toEqual([{ selectedFranchiseStoreUuid: itaim.uuid }]);
  const session = await storedSession(page);
  expect(session).toMatchObject({ selectedFranchiseStoreUuid: itaim.uuid, selectedFranchiseStore: 'Sushi Kaizen Itaim' });

  // The choice survives a reload.
  await page.reload();
  await expect(page).toHaveURL(/\/pages\/home$/);
  expect(await storedSession(page)).toMatchObject({ selectedFranchiseStoreUuid: itaim.uuid });
});

test("an Administrador the main user creates in the first store sees the main user's profile but is offered no change to it", async ({ page, browser }) => {
  // The main user makes a manager of the store they belong to (the first, selected at sign-in).
  await signIn(page, ACCOUNTS.franquia);
  const key = unique('gerente');
  const email = `${key}@exemplo.com.br`;
  await page.goto('/pages/create-profile');
  await page.getByLabel('Nome', { exact: true }).fill(`Gerente ${key}`);
  await page.getByLabel('Nome social').fill('Gerente');
  await page.getByLabel('E-mail').fill(email);
  await chooseOption(page, 'Tipo de permissão', 'Administrador');
  await page.getByRole('button', { name: 'Criar perfil' }).click();
  await expectToast(page, 'Perfil criado com sucesso!');

  // The manager, at another counter: the main user reaches the franchise's other stores, the manager does not.
  const counter = await browser.newContext();
  const manager = await counter.newPage();
  await signIn(manager, email);
  const listed = (await (await manager.request.get(`/api/box/v2/business-user?filter=${encodeURIComponent(ACCOUNTS.franquia)}`)).json()) as {
    data: { id: number; name: string; roles: { id: number }[] }[];
  };
  const owner = listed.data[0]!;
  await manager.goto('/pages/profiles-config');
  const search = manager.getByRole('searchbox', { name: 'Buscar por nome ou e-mail' });
  await search.fill(ACCOUNTS.franquia);
  await search.press('Enter');
  await manager.getByRole('button', { name: `Ver perfil de ${owner.name}` }).click();
  const details = manager.getByRole('region', { name: 'Detalhes do perfil' });
  await expect(details.getByText(ACCOUNTS.franquia)).toBeVisible();
  await expect(details.getByText('Você não pode alterar este perfil: ele tem permissões ou acesso a lojas que você não tem.')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Editar perfil' })).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'Desativar perfil' })).toHaveCount(0);
  // And the server refuses the change the screen does not offer.
  const takeover = await manager.request.put(`/api/box/v2/business-user/${owner.id}`, {
    data: { name: owner.name, social_name: 'Dono', email: `${key}.tomada@exemplo.com.br`, roles: owner.roles.map((role) => role.id) },
  });
  expect(takeover.status()).toBe(403);
  expect(((await takeover.json()) as { errors: { detail: string }[] }).errors[0]!.detail).toBe('Este perfil tem acesso a lojas que você não tem.');
  await counter.close();
});

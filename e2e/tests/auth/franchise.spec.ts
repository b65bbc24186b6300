import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn, storedSession } from '../../fixtures';

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

import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signIn, signInTo } from '../../fixtures';
import { stageThroughPanel } from '../delivery/helpers';

/**
 * One browser at a shop's counter, shared by the people who work there (docs/decisions.md, 'Sign-out, expiry and
 * staged orders'): 'Sair' leaves nothing personal in the browser, asking first when staged orders would be discarded;
 * a session that expires keeps its staged orders for the same user and store only, and anyone else who signs in
 * next never sees them, on a screen or in storage.
 */

const STREET = { term: 'Haddock', suggestion: /Rua Haddock Lobo/, number: '595' };
/** What the 'Novo pedido' panel stores of a customer (stageThroughPanel): the name is unique to the test. */
const customer = () => `Beatriz Nogueira ${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
const CUSTOMER_PHONE = '11987654321';

/** Every key and value the portal left in the browser's storage, local and per tab. */
const browserStorage = (page: Page) =>
  page.evaluate(() => ({
    local: Object.fromEntries(Object.entries(window.localStorage)),
    session: Object.fromEntries(Object.entries(window.sessionStorage)),
  }));

const storedOrders = (page: Page) =>
  page.evaluate(() => {
    const root = JSON.parse(window.localStorage.getItem('persist:root') ?? '{}') as { orders?: string };
    return JSON.parse(root.orders ?? '{}') as { orders?: { client_name: string }[]; owner?: Record<string, string> | null };
  });

/**
 * Records, from the next document on, whether `text` ever appears on the page, however briefly: 'never drawn' is
 * checked over the whole run, not at one instant.
 */
async function watchFor(page: Page, text: string): Promise<{ seen: string[] }> {
  const record = { seen: [] as string[] };
  await page.exposeFunction('__counterSpecSeen', (where: string) => {
    record.seen.push(where);
  });
  await page.addInitScript((watched) => {
    const report = (window as unknown as { __counterSpecSeen: (where: string) => void }).__counterSpecSeen;
    const scan = () => {
      if (document.body?.textContent?.includes(watched)) void report(window.location.pathname);
    };
    new MutationObserver(scan).observe(document, { childList: true, subtree: true, characterData: true });
  }, text);
  return record;
}

async function stageAsLoja(page: Page, client: string): Promise<void> {
  await signInTo(page, ACCOUNTS.loja, '/pages/delivery');
  await expect(page.getByRole('heading', { level: 1, name: 'Montar entrega' })).toBeVisible();
  await stageThroughPanel(page, client, STREET);
  await expect(page.getByRole('heading', { level: 1, name: 'Gestão de entregas' })).toBeVisible();
  expect((await storedOrders(page)).orders?.map((o) => o.client_name)).toEqual([client]);
}

/** The staging page of whoever is signed in, with nothing staged. */
async function expectNothingStaged(page: Page): Promise<void> {
  await page.goto('/pages/delivery');
  await expect(page.getByRole('heading', { level: 1, name: 'Montar entrega' })).toBeVisible();
  await expect(page.getByText('Você não tem nenhuma entrega montada')).toBeVisible();
}

test("'Sair' asks before discarding staged orders, then leaves nothing personal; the next person sees none", async ({ page }) => {
  test.setTimeout(120_000);
  const client = customer();
  await stageAsLoja(page, client);
  const loja = (await page.evaluate(() => JSON.parse(JSON.parse(window.localStorage.getItem('persist:root') ?? '{}').session).user)) as {
    business_user_name: string;
    email: string;
  };

  // Asked first; 'Cancelar' keeps everything.
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  const confirm = page.getByRole('dialog', { name: 'Sair do portal?' });
  await expect(confirm.getByText('Você tem 1 pedido não enviado. Sair descarta esse pedido.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(client)).toBeVisible();
  expect((await storedOrders(page)).orders?.map((o) => o.client_name)).toEqual([client]);

  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await confirm.getByRole('button', { name: 'Sair e descartar' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();

  // Nothing personal is left: no customer, no user, in any value; and no key beyond the browser settings kept on purpose.
  const stored = await browserStorage(page);
  const everything = JSON.stringify(stored);
  for (const personal of [client, CUSTOMER_PHONE, 'Haddock', loja.business_user_name, loja.email]) expect(everything).not.toContain(personal);
  const kept = Object.keys(stored.local).filter(
    (key) => key !== 'persist:root' && !/^portal:order-alerts:\d+$/.test(key) && key !== 'operations:courier-vehicle',
  );
  expect(kept).toEqual([]);
  expect(JSON.parse(JSON.parse(stored.local['persist:root'] ?? '{}').session ?? '{}')).toMatchObject({ user: null, isLogged: false });

  // The next person at the counter: no staged order, on any screen.
  const watch = await watchFor(page, client);
  await signIn(page, ACCOUNTS.frota);
  await expectNothingStaged(page);
  expect(watch.seen).toEqual([]);
  expect((await storedOrders(page)).orders).toEqual([]);
});

test('a session that expires keeps its staged orders for no one else: the next user signs in to none', async ({ page, context }) => {
  test.setTimeout(120_000);
  const client = customer();
  await stageAsLoja(page, client);

  // The server forgets the session; the next call answers 401 and the portal goes to sign-in.
  await context.clearCookies();
  await page.goto('/pages/home');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // Kept, tagged with whose they are, until the next sign-in.
  const left = await storedOrders(page);
  expect(left.orders?.map((o) => o.client_name)).toEqual([client]);
  expect(left.owner).toMatchObject({ business_user_id: expect.any(String), store_uuid: expect.any(String) });

  const watch = await watchFor(page, client);
  await signIn(page, ACCOUNTS.frota);
  // Removed before the first signed-in screen: never drawn, and gone from storage.
  expect(JSON.stringify(await browserStorage(page))).not.toContain(client);
  await expectNothingStaged(page);
  expect(watch.seen).toEqual([]);
});

test('the same user signing in again after an expiry gets her staged orders back', async ({ page, context }) => {
  test.setTimeout(120_000);
  const client = customer();
  await stageAsLoja(page, client);

  await context.clearCookies();
  await page.goto('/pages/home');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();

  const watch = await watchFor(page, client);
  await signIn(page, ACCOUNTS.loja);
  await page.goto('/pages/delivery');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestão de entregas' })).toBeVisible();
  await expect(page.getByText(client)).toBeVisible();
  // The recorder the other journeys rely on does see the customer when she is drawn.
  await expect.poll(() => watch.seen.length).toBeGreaterThan(0);
  const back = await storedOrders(page);
  expect(back.orders?.map((o) => o.client_name)).toEqual([client]);
  expect(back.owner ?? null).toBeNull();
});

test("'Sair' in one tab signs the other tabs out and clears them too", async ({ page, context }) => {
  test.setTimeout(120_000);
  const client = customer();
  await stageAsLoja(page, client);
  const other = await context.newPage();
  await other.goto('/pages/delivery');
  await expect(other.getByText(client)).toBeVisible();

  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await page.getByRole('dialog', { name: 'Sair do portal?' }).getByRole('button', { name: 'Sair e descartar' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The other tab follows: signed out, on the sign-in page, the customer gone from it.
  await expect(other).toHaveURL(/\/$/);
  await expect(other.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await expect(other.getByText(client)).toHaveCount(0);
  expect(JSON.stringify(await browserStorage(other))).not.toContain(client);
  // And it stays out: a reload does not bring the session or the orders back.
  await other.reload();
  await expect(other.getByRole('button', { name: 'Entrar' })).toBeVisible();
  expect((await storedOrders(other)).orders).toEqual([]);
});

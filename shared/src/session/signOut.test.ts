import { getOrders, getSession, ordersActions, sessionActions } from './actions';
import { SESSION_SCOPED_STORAGE_KEYS } from './ownership';
import { deserializeState, PERSIST_KEY, resetPersistenceForTests, serializeState, startPersistence } from './persistence';
import { initialOrdersState, initialSessionState, ordersAtom, portalStore, restoredAtom, sessionAtom } from './store';
import type { StagedOrder } from './types';
import { makeFranchiseStores, makeUser } from '../testing/fixtures';

/** A staged order as the 'Novo pedido' panel keeps it: the customer's name, phone and address. */
const order = (client_name: string): StagedOrder =>
  ({
    client_name,
    phone: '11912345678',
    address: {
      lat: -23.56,
      lng: -46.65,
      street: 'Rua Haddock Lobo',
      number: '595',
      neighborhood: 'Cerqueira César',
      city: 'São Paulo',
      state: 'SP',
      country: 'BR',
      zipCode: '01414001',
    },
    order_payment_type: 'ONLINE',
    delivery_items: [{ name: 'Pizza', value: 60, qntd: 1 }],
    items_total_price: 60,
  }) as StagedOrder;

const loja = () => makeUser();
const frota = () =>
  makeUser({ business_uuid: 'b1c2d3e4-0000-4000-8000-000000000002', business_user_id: 502, business_user_name: 'Rafael Lima', email: 'frota@exemplo.com.br' });
const clients = () => getOrders().orders.map((o) => o.client_name);

/** A franchise main user's sign-in: stores and the first one selected before the user (shared/src/app/signIn.ts). */
function signInFranchise(storeIndex = 0) {
  const stores = makeFranchiseStores();
  sessionActions.setIsFranchiseAdmin(true);
  sessionActions.setFranchiseStores(stores);
  sessionActions.selectFranchiseStore(stores[storeIndex]!);
  sessionActions.setUser(makeUser({ business_user_main: true, franchise: { id: 7 } }));
}

beforeEach(() => {
  window.localStorage.clear();
  portalStore.set(sessionAtom, { ...initialSessionState });
  portalStore.set(ordersAtom, { ...initialOrdersState });
});

describe("'Sair' (an explicit sign-out)", () => {
  it('clears the session, the staged orders and the account’s stored flags', () => {
    sessionActions.setUser(loja());
    ordersActions.addOrder(order('Beatriz Nogueira'));
    for (const key of SESSION_SCOPED_STORAGE_KEYS) window.localStorage.setItem(key, '1');
    window.localStorage.setItem('portal:order-alerts:501', JSON.stringify({ sound: false, notifications: false }));
    sessionActions.logout();
    expect(getSession()).toEqual(initialSessionState);
    expect(getOrders()).toEqual(initialOrdersState);
    for (const key of SESSION_SCOPED_STORAGE_KEYS) expect(window.localStorage.getItem(key)).toBeNull();
    // The alert switches are the user's browser settings, nothing personal: kept (ownership.ts says why).
    expect(window.localStorage.getItem('portal:order-alerts:501')).not.toBeNull();
  });

  it('never leaves a moment where the session is gone and the orders are still there', () => {
    sessionActions.setUser(loja());
    ordersActions.addOrder(order('Beatriz Nogueira'));
    const seen: string[][] = [];
    const stop = portalStore.sub(sessionAtom, () => seen.push(clients()));
    sessionActions.logout();
    stop();
    expect(seen).toEqual([[]]);
  });

  it('the next sign-in, the same user included, starts with no staged order', () => {
    sessionActions.setUser(loja());
    ordersActions.addOrder(order('Beatriz Nogueira'));
    sessionActions.logout();
    sessionActions.setUser(loja());
    expect(getOrders().orders).toEqual([]);
  });
});

describe('a session that expired (not a sign-out)', () => {
  it('keeps the staged orders, tagged with their user and store', () => {
    sessionActions.setUser(loja());
    ordersActions.addOrder(order('Beatriz Nogueira'));
    sessionActions.expire();
    expect(getSession()).toEqual(initialSessionState);
    expect(clients()).toEqual(['Beatriz Nogueira']);
    expect(getOrders().owner).toEqual({ business_uuid: loja().business_uuid, business_user_id: '501', store_uuid: loja().business_uuid });
  });

  it('gives them back to the same user and store at the next sign-in, and then forgets the tag', () => {
    sessionActions.setUser(loja());
    ordersActions.addOrder(order('Beatriz Nogueira'));
    window.localStorage.setItem('operations:history-report-requested-at', String(Date.now()));
    sessionActions.expire();
    sessionActions.setUser(loja());
    expect(getSession().isLogged).toBe(true);
    expect(clients()).toEqual(['Beatriz Nogueira']);
    expect(getOrders().owner).toBeNull();
    expect(window.localStorage.getItem('operations:history-report-requested-at')).not.toBeNull();
  });

  it('removes them, and the account’s flags, when anyone else signs in: before the session reads as signed in', () => {
    sessionActions.setUser(loja());
    ordersActions.addOrder(order('Beatriz Nogueira'));
    window.localStorage.setItem('operations:history-report-requested-at', String(Date.now()));
    sessionActions.expire();
    const atSignIn: string[][] = [];
    const stop = portalStore.sub(sessionAtom, () => {
      if (getSession().isLogged) atSignIn.push(clients());
    });
    sessionActions.setUser(frota());
    stop();
    expect(atSignIn).toEqual([[]]);
    expect(getOrders()).toEqual(initialOrdersState);
    expect(window.localStorage.getItem('operations:history-report-requested-at')).toBeNull();
  });

  it('the same franchise user in another store does not get them either', () => {
    signInFranchise(1);
    ordersActions.addOrder(order('Beatriz Nogueira'));
    sessionActions.expire();
    expect(getOrders().owner?.store_uuid).toBe('store-2');
    signInFranchise(0);
    expect(getSession().selectedFranchiseStoreUuid).toBe('store-1');
    expect(getOrders().orders).toEqual([]);
  });

  it('the same franchise user in the same store gets them back', () => {
    signInFranchise(0);
    ordersActions.addOrder(order('Beatriz Nogueira'));
    sessionActions.expire();
    signInFranchise(0);
    expect(clients()).toEqual(['Beatriz Nogueira']);
  });

  it('orders with no owner found at a sign-in (left by an older portal’s sign-out) are nobody’s: removed', () => {
    portalStore.set(ordersAtom, { orders: [order('Beatriz Nogueira')], currentEditingOrder: null });
    sessionActions.setUser(loja());
    expect(getOrders().orders).toEqual([]);
  });

  it('a change of the signed-in user’s data (not a sign-in) keeps the orders', () => {
    sessionActions.setUser(loja());
    ordersActions.addOrder(order('Beatriz Nogueira'));
    sessionActions.setUser({ ...loja(), business_user_name: 'Mariana C.' });
    expect(clients()).toEqual(['Beatriz Nogueira']);
  });
});

describe('stored state and other tabs', () => {
  beforeEach(() => {
    resetPersistenceForTests();
    portalStore.set(restoredAtom, false);
  });
  afterEach(() => jest.restoreAllMocks());

  const storedOrders = () => deserializeState(window.localStorage.getItem(PERSIST_KEY))?.orders;

  it('an expiry keeps the orders and their owner in storage; a sign-out leaves none', async () => {
    await startPersistence();
    sessionActions.setUser(loja());
    ordersActions.addOrder(order('Beatriz Nogueira'));
    sessionActions.expire();
    expect(storedOrders()?.orders.map((o) => o.client_name)).toEqual(['Beatriz Nogueira']);
    expect(storedOrders()?.owner?.business_user_id).toBe('501');
    sessionActions.setUser(frota());
    expect(storedOrders()?.orders).toEqual([]);
    expect(window.localStorage.getItem(PERSIST_KEY)).not.toMatch(/Beatriz|11912345678|Haddock/);
    ordersActions.addOrder(order('Carlos Pereira'));
    sessionActions.logout();
    expect(window.localStorage.getItem(PERSIST_KEY)).not.toMatch(/Carlos|11912345678|Haddock|Rafael|frota@/);
  });

  it('restores a signed-in state without the orders an expired session left for someone else', async () => {
    const owner = { business_uuid: loja().business_uuid, business_user_id: '501', store_uuid: loja().business_uuid };
    window.localStorage.setItem(
      PERSIST_KEY,
      serializeState({ ...initialSessionState, isLogged: true, user: frota() }, { orders: [order('Beatriz Nogueira')], currentEditingOrder: null, owner }),
    );
    await startPersistence();
    expect(getSession().user?.business_user_id).toBe(502);
    expect(getOrders().orders).toEqual([]);
    expect(window.localStorage.getItem(PERSIST_KEY)).not.toMatch(/Beatriz/);
  });

  it('follows a sign-out in another tab: this tab is signed out and its orders are gone too, with nothing half-written back', async () => {
    await startPersistence();
    sessionActions.setUser(loja());
    ordersActions.addOrder(order('Beatriz Nogueira'));
    const signedOut = serializeState(initialSessionState, initialOrdersState);
    window.localStorage.setItem(PERSIST_KEY, signedOut);
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    window.dispatchEvent(new StorageEvent('storage', { key: PERSIST_KEY, newValue: signedOut }));
    expect(getSession().isLogged).toBe(false);
    expect(getOrders().orders).toEqual([]);
    // The other tab's state is taken whole: this tab writes nothing back (a half-applied state would sign the other in again).
    expect(setItem).not.toHaveBeenCalled();
  });

  it('follows a sign-in in another tab without ever writing a mixed state back', async () => {
    await startPersistence();
    sessionActions.setUser(loja());
    ordersActions.addOrder(order('Beatriz Nogueira'));
    sessionActions.expire();
    // Another tab: someone else signed in there (its orders empty, its session frota's).
    const other = serializeState({ ...initialSessionState, isLogged: true, user: frota() }, initialOrdersState);
    window.localStorage.setItem(PERSIST_KEY, other);
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    window.dispatchEvent(new StorageEvent('storage', { key: PERSIST_KEY, newValue: other }));
    expect(getSession().user?.business_user_id).toBe(502);
    expect(getOrders().orders).toEqual([]);
    expect(setItem).not.toHaveBeenCalled();
  });
});

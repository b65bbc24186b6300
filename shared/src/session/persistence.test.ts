import { deserializeState, PERSIST_KEY, resetPersistenceForTests, serializeState, startPersistence } from './persistence';
import { initialOrdersState, initialSessionState, ordersAtom, portalStore, restoredAtom, sessionAtom } from './store';
import { ordersActions, sessionActions } from './actions';
import { SELECTED_STORE_EVENT } from './events';
import { makeFranchiseStores, makeUser } from '../testing/fixtures';

beforeEach(() => {
  resetPersistenceForTests();
  window.localStorage.clear();
  portalStore.set(sessionAtom, { ...initialSessionState });
  portalStore.set(ordersAtom, { ...initialOrdersState });
  portalStore.set(restoredAtom, false);
});

describe('redux-persist format', () => {
  it('writes an object whose values are JSON strings: session, orders, _persist', () => {
    const raw = serializeState({ ...initialSessionState, isLogged: true, user: makeUser() }, initialOrdersState);
    const outer = JSON.parse(raw);
    expect(Object.keys(outer)).toEqual(['session', 'orders', '_persist']);
    expect(typeof outer.session).toBe('string');
    expect(JSON.parse(outer.session).user.fantasy_name).toBe('Pizzaria Bella Napoli');
    expect(JSON.parse(outer._persist)).toEqual({ version: -1, rehydrated: true });
  });

  it('reads what redux-persist wrote (round trip)', () => {
    const session = { ...initialSessionState, isLogged: true, user: makeUser() };
    const orders = { orders: [{ client_name: 'Ana' } as never], currentEditingOrder: null };
    expect(deserializeState(serializeState(session, orders))).toEqual({ session, orders });
  });

  it.each([
    ['not JSON', '{oops'],
    ['a JSON array', '[]'],
    ['session not JSON inside', JSON.stringify({ session: '{bad', orders: '{}' })],
    ['user is a string', JSON.stringify({ session: JSON.stringify({ user: 'x', isLogged: true }) })],
    ['orders is not a list', JSON.stringify({ orders: JSON.stringify({ orders: 'x' }) })],
    ['logged without user', JSON.stringify({ session: JSON.stringify({ isLogged: true, user: null }) })],
  ])('discards corrupt state: %s', (_name, raw) => {
    expect(deserializeState(raw)).toBeNull();
  });
});

describe('startPersistence', () => {
  it('restores the stored session, then writes every change', async () => {
    window.localStorage.setItem(PERSIST_KEY, serializeState({ ...initialSessionState, isLogged: true, user: makeUser() }, initialOrdersState));
    await startPersistence();
    expect(portalStore.get(restoredAtom)).toBe(true);
    expect(portalStore.get(sessionAtom).user?.business_user_name).toBe('Mariana Costa');
    ordersActions.addOrder({ client_name: 'Bruno' } as never);
    const stored = deserializeState(window.localStorage.getItem(PERSIST_KEY));
    expect(stored?.orders.orders).toHaveLength(1);
  });

  it('removes corrupt stored state and starts signed out', async () => {
    window.localStorage.setItem(PERSIST_KEY, '{not json');
    await startPersistence();
    expect(portalStore.get(sessionAtom).isLogged).toBe(false);
    expect(deserializeState(window.localStorage.getItem(PERSIST_KEY))?.session.isLogged).toBe(false);
  });

  it('gives up restoring after the time-out and shows content anyway', async () => {
    jest.useFakeTimers();
    const done = startPersistence(5000, () => new Promise<string | null>(() => undefined));
    jest.advanceTimersByTime(4999);
    await Promise.resolve();
    expect(portalStore.get(restoredAtom)).toBe(false);
    jest.advanceTimersByTime(1);
    await done;
    expect(portalStore.get(restoredAtom)).toBe(true);
    jest.useRealTimers();
  });

  it('treats blocked storage as empty, never fatal', async () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('storage blocked');
    });
    await startPersistence();
    expect(portalStore.get(restoredAtom)).toBe(true);
    expect(portalStore.get(sessionAtom).isLogged).toBe(false);
    getItem.mockRestore();
  });

  it('follows another tab (storage event), firing the store change event', async () => {
    await startPersistence();
    const listener = jest.fn();
    window.addEventListener(SELECTED_STORE_EVENT, listener);
    const stores = makeFranchiseStores();
    const other = serializeState(
      {
        ...initialSessionState,
        isLogged: true,
        user: makeUser(),
        isFranchiseAdmin: true,
        franchiseStores: stores,
        selectedFranchiseStore: stores[2]!.name,
        selectedFranchiseStoreUuid: 'store-3',
      },
      initialOrdersState,
    );
    window.dispatchEvent(new StorageEvent('storage', { key: PERSIST_KEY, newValue: other }));
    expect(portalStore.get(sessionAtom).selectedFranchiseStoreUuid).toBe('store-3');
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: PERSIST_KEY, newValue: null }));
    expect(portalStore.get(sessionAtom).isLogged).toBe(false);
    window.removeEventListener(SELECTED_STORE_EVENT, listener);
    sessionActions.logout();
  });
});

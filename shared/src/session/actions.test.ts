import { ordersActions, sessionActions, getOrders, getSession } from './actions';
import { SELECTED_STORE_EVENT } from './events';
import { initialOrdersState, initialSessionState, ordersAtom, portalStore, sessionAtom } from './store';
import { makeFranchiseStores, makeUser } from '../testing/fixtures';
import type { StagedOrder } from './types';

const order = (client_name: string, items_total_price: number): StagedOrder =>
  ({ client_name, items_total_price, phone: '', order_payment_type: 'CARD', delivery_items: [] }) as unknown as StagedOrder;

beforeEach(() => {
  portalStore.set(sessionAtom, { ...initialSessionState });
  portalStore.set(ordersAtom, { ...initialOrdersState });
});

describe('session actions', () => {
  it('setUser marks the session logged in; updateUser merges fields', () => {
    sessionActions.setUser(makeUser());
    expect(getSession().isLogged).toBe(true);
    sessionActions.updateUser({ fantasy_name: 'Nova' });
    expect(getSession().user?.fantasy_name).toBe('Nova');
    expect(getSession().user?.business_user_name).toBe('Mariana Costa');
  });

  it('updateUser does nothing without a user', () => {
    sessionActions.updateUser({ fantasy_name: 'X' });
    expect(getSession().user).toBeNull();
  });

  it('logout clears user, logged flag, franchise flag, stores and selections', () => {
    sessionActions.setUser(makeUser());
    sessionActions.setIsFranchiseAdmin(true);
    sessionActions.setFranchiseStores(makeFranchiseStores());
    sessionActions.setSelectedFranchiseStore('Loja');
    sessionActions.setSelectedFranchiseStoreUuid('store-1');
    sessionActions.logout();
    expect(getSession()).toEqual(initialSessionState);
  });

  it('fires selectedFranchiseStoreUuidChanged when the selected uuid changes, and only then', () => {
    const listener = jest.fn();
    window.addEventListener(SELECTED_STORE_EVENT, listener);
    sessionActions.setSelectedFranchiseStoreUuid('store-2');
    sessionActions.setSelectedFranchiseStore('same uuid, new name');
    sessionActions.setSelectedFranchiseStoreUuid('store-2');
    window.removeEventListener(SELECTED_STORE_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(1);
    expect((listener.mock.calls[0][0] as CustomEvent).detail).toEqual({ selectedFranchiseStoreUuid: 'store-2' });
  });

  it('renaming the selected store updates the list and the selected name', () => {
    sessionActions.setFranchiseStores(makeFranchiseStores());
    sessionActions.selectFranchiseStore(makeFranchiseStores()[1]!);
    sessionActions.renameSelectedFranchiseStore('Pinheiros Centro');
    expect(getSession().selectedFranchiseStore).toBe('Pinheiros Centro');
    expect(getSession().franchiseStores?.map((s) => s.name)).toEqual([
      'Franquia Sabor Paulista - Moema',
      'Pinheiros Centro',
      'Franquia Sabor Paulista - Tatuapé',
    ]);
  });
});

describe('orders actions', () => {
  it('adds, selects, deselects, deletes by index and deletes the selected ones', () => {
    ordersActions.addOrder(order('Ana', 10));
    ordersActions.addOrder(order('Bruno', 20));
    ordersActions.addOrder(order('Carla', 30));
    ordersActions.selectOrder(0);
    ordersActions.selectOrder(2);
    ordersActions.deselectOrder(2);
    expect(getOrders().orders.map((o) => !!o.selected)).toEqual([true, false, false]);
    ordersActions.deleteOrder(1);
    expect(getOrders().orders.map((o) => o.client_name)).toEqual(['Ana', 'Carla']);
    ordersActions.deleteSelectedOrders();
    expect(getOrders().orders.map((o) => o.client_name)).toEqual(['Carla']);
    ordersActions.clearOrders();
    expect(getOrders()).toEqual(initialOrdersState);
  });

  it('edits the order at the current editing index', () => {
    ordersActions.addOrder(order('Ana', 10));
    ordersActions.addOrder(order('Bruno', 20));
    ordersActions.setCurrentEditingOrder(1);
    expect(getOrders().currentEditingOrder).toMatchObject({ client_name: 'Bruno', index: 1 });
    ordersActions.editOrder(order('Bruna', 25));
    expect(getOrders().orders[1]?.client_name).toBe('Bruna');
    ordersActions.resetCurrentEditingOrder();
    expect(getOrders().currentEditingOrder).toBeNull();
    ordersActions.editOrder(order('Ignored', 1));
    expect(getOrders().orders.map((o) => o.client_name)).toEqual(['Ana', 'Bruna']);
  });

  it('sorts by a named field, direction lower-cased', () => {
    ordersActions.addOrder(order('Bruno', 20));
    ordersActions.addOrder(order('Ana', 30));
    ordersActions.addOrder(order('Carla', 10));
    ordersActions.sortOrders('client_name', 'ASC');
    expect(getOrders().orders.map((o) => o.client_name)).toEqual(['Ana', 'Bruno', 'Carla']);
    ordersActions.sortOrders('items_total_price', 'desc');
    expect(getOrders().orders.map((o) => o.items_total_price)).toEqual([30, 20, 10]);
  });
});

import { storeTokenFor } from '../http/client';
import { makeFranchiseStores, makeUser, resetStores } from '../testing';
import { getSession, sessionActions } from './actions';
import { ALL_STORES_STORAGE_KEY, allStoresActions, isAllStoresView } from './allStores';
import { SELECTED_STORE_EVENT } from './events';

const stores = makeFranchiseStores();

function signInFranchise() {
  sessionActions.setIsFranchiseAdmin(true);
  sessionActions.setFranchiseStores(stores);
  sessionActions.selectFranchiseStore(stores[0]!);
  sessionActions.setUser(makeUser({ business_user_main: true, franchise: { id: 7 } }));
}

beforeEach(() => {
  resetStores();
  window.sessionStorage.clear();
});

describe("'Todas as lojas' beside the session", () => {
  it('keeps the selected store a real store: no selection change, no selectedFranchiseStoreUuidChanged', () => {
    signInFranchise();
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener(SELECTED_STORE_EVENT, listener);
    allStoresActions.show();
    expect(isAllStoresView()).toBe(true);
    expect(getSession().selectedFranchiseStoreUuid).toBe('store-1');
    expect(window.sessionStorage.getItem(ALL_STORES_STORAGE_KEY)).toBe('1');
    expect(events).toEqual([]);

    // Choosing a store leaves the view (and announces the store, as always).
    sessionActions.selectFranchiseStore(stores[1]!);
    expect(isAllStoresView()).toBe(false);
    expect(events).toEqual([{ selectedFranchiseStoreUuid: 'store-2' }]);
    window.removeEventListener(SELECTED_STORE_EVENT, listener);
  });

  it("is a franchise main user's view only, and 'Sair' forgets it", () => {
    sessionActions.setUser(makeUser());
    allStoresActions.show();
    expect(isAllStoresView()).toBe(false);
    resetStores();
    signInFranchise();
    allStoresActions.show();
    sessionActions.logout();
    expect(isAllStoresView()).toBe(false);
    expect(window.sessionStorage.getItem(ALL_STORES_STORAGE_KEY)).toBeNull();
  });

  it("lets a call name its store: that store's token, whichever is selected; a store not in the session carries none", () => {
    signInFranchise();
    expect(storeTokenFor('order-hub')).toBe('hub-token-1');
    expect(storeTokenFor('order-hub', 'store-2')).toBe('hub-token-2');
    expect(storeTokenFor('box', 'store-3')).toBe('box-token-3');
    expect(storeTokenFor('box', 'another-franchise-store')).toBeUndefined();
    expect(storeTokenFor('geo', 'store-2')).toBeUndefined();
  });
});

import { allStoresActions } from './allStores';
import { dispatchSelectedStoreChanged } from './events';
import { removeSessionScopedStorage, sameOwner, sessionOwner } from './ownership';
import { initialOrdersState, initialSessionState, ordersAtom, portalStore, sessionAtom } from './store';
import type { FranchiseStore, OrdersState, SessionState, SessionUser, StagedOrder } from './types';

function updateSession(change: (state: SessionState) => SessionState): void {
  const before = portalStore.get(sessionAtom);
  const after = change(before);
  portalStore.set(sessionAtom, after);
  if (before.selectedFranchiseStoreUuid !== after.selectedFranchiseStoreUuid) {
    dispatchSelectedStoreChanged(after.selectedFranchiseStoreUuid);
  }
}

function updateOrders(change: (state: OrdersState) => OrdersState): void {
  portalStore.set(ordersAtom, change(portalStore.get(ordersAtom)));
}

/** Session actions (spec part-1 §4 'Stored state'). */
export const sessionActions = {
  /**
   * Setting the user marks the session logged in. When it is a sign-in (no one was signed in), what an expired
   * session left is kept only for its owner: for anyone else (another user, or the same user in another store) the
   * staged orders and the account's stored flags go first, before the session reads as signed in, so no screen of
   * the new session, and no other tab, ever has them (docs/decisions.md, 'Sign-out, expiry and staged orders').
   */
  setUser(user: SessionUser): void {
    const before = portalStore.get(sessionAtom);
    if (before.isLogged) {
      updateSession((s) => ({ ...s, user, isLogged: true }));
      return;
    }
    const owner = sessionOwner({ ...before, user, isLogged: true });
    if (sameOwner(portalStore.get(ordersAtom).owner, owner)) {
      // The same user and store: their orders are back. The session now says whose they are.
      updateSession((s) => ({ ...s, user, isLogged: true }));
      updateOrders((s) => ({ ...s, owner: null }));
      return;
    }
    updateOrders(() => ({ ...initialOrdersState }));
    removeSessionScopedStorage();
    updateSession((s) => ({ ...s, user, isLogged: true }));
  },
  /** Merges new fields into the user. */
  updateUser(fields: Partial<SessionUser>): void {
    updateSession((s) => (s.user ? { ...s, user: { ...s.user, ...fields } } : s));
  },
  /**
   * 'Sair', an explicit sign-out: clears the user, logged flag, franchise admin flag, store list and store selections
   * (spec part-1 §4), and leaves nothing personal in the browser: the staged orders (the merchant was asked first) and
   * the account's stored flags go too. Other tabs follow through the stored state (persistence.ts).
   */
  logout(): void {
    // The orders first: no moment, in this tab or another, where the session is gone and the orders are not.
    updateOrders(() => ({ ...initialOrdersState }));
    removeSessionScopedStorage();
    allStoresActions.leave();
    updateSession(() => ({ ...initialSessionState }));
  },
  /**
   * The session ended without the merchant asking (a 401: expired, ended by the server): the session is cleared like
   * logout, and the staged orders are kept, tagged with their owner (user and store), for that owner's next sign-in
   * (setUser removes them for anyone else).
   */
  expire(): void {
    const session = portalStore.get(sessionAtom);
    if (!session.isLogged) return;
    updateOrders((s) => ({ ...s, owner: sessionOwner(session) }));
    updateSession(() => ({ ...initialSessionState }));
  },
  setIsFranchiseAdmin(isFranchiseAdmin: boolean): void {
    updateSession((s) => ({ ...s, isFranchiseAdmin }));
  },
  setFranchiseStores(franchiseStores: FranchiseStore[] | null): void {
    updateSession((s) => ({ ...s, franchiseStores }));
  },
  setSelectedFranchiseStore(selectedFranchiseStore: string | null): void {
    updateSession((s) => ({ ...s, selectedFranchiseStore }));
  },
  setSelectedFranchiseStoreUuid(selectedFranchiseStoreUuid: string | null): void {
    updateSession((s) => ({ ...s, selectedFranchiseStoreUuid }));
  },
  /** Selects a store of the list by uuid: its name and uuid together; 'Todas as lojas' gives way to it (D14). */
  selectFranchiseStore(store: FranchiseStore): void {
    allStoresActions.leave();
    updateSession((s) => ({ ...s, selectedFranchiseStore: store.name, selectedFranchiseStoreUuid: store.uuid }));
  },
  /** Renaming the selected store updates its name in the list and the selected name. */
  renameSelectedFranchiseStore(name: string): void {
    updateSession((s) => ({
      ...s,
      selectedFranchiseStore: name,
      franchiseStores: s.franchiseStores?.map((store) => (store.uuid === s.selectedFranchiseStoreUuid ? { ...store, name } : store)) ?? null,
    }));
  },
};

export type SortDirection = 'asc' | 'desc' | 'ASC' | 'DESC';

/** Staged orders actions (spec part-1 §4). */
export const ordersActions = {
  addOrder(order: StagedOrder): void {
    updateOrders((s) => ({ ...s, orders: [...s.orders, order] }));
  },
  /** Replaces the order at the current editing index. */
  editOrder(order: StagedOrder): void {
    updateOrders((s) => {
      if (!s.currentEditingOrder) return s;
      const { index } = s.currentEditingOrder;
      return { ...s, orders: s.orders.map((o, i) => (i === index ? order : o)) };
    });
  },
  deleteOrder(index: number): void {
    updateOrders((s) => ({ ...s, orders: s.orders.filter((_, i) => i !== index) }));
  },
  deleteSelectedOrders(): void {
    updateOrders((s) => ({ ...s, orders: s.orders.filter((o) => !o.selected) }));
  },
  clearOrders(): void {
    updateOrders(() => ({ ...initialOrdersState }));
  },
  selectOrder(index: number): void {
    updateOrders((s) => ({ ...s, orders: s.orders.map((o, i) => (i === index ? { ...o, selected: true } : o)) }));
  },
  deselectOrder(index: number): void {
    updateOrders((s) => ({ ...s, orders: s.orders.map((o, i) => (i === index ? { ...o, selected: false } : o)) }));
  },
  /** Copies the order at that index, with its index, as the order being edited. */
  setCurrentEditingOrder(index: number): void {
    updateOrders((s) => {
      const order = s.orders[index];
      return order ? { ...s, currentEditingOrder: { ...order, index } } : s;
    });
  },
  resetCurrentEditingOrder(): void {
    updateOrders((s) => ({ ...s, currentEditingOrder: null }));
  },
  /** Sorts by a named field; the direction is lower-cased ('asc' or 'desc'). */
  sortOrders(field: keyof StagedOrder, direction: SortDirection): void {
    const factor = direction.toLowerCase() === 'desc' ? -1 : 1;
    updateOrders((s) => ({
      ...s,
      orders: [...s.orders].sort((a, b) => {
        const x = a[field] as string | number | undefined;
        const y = b[field] as string | number | undefined;
        if (x === y) return 0;
        if (x === undefined) return 1;
        if (y === undefined) return -1;
        if (typeof x === 'number' && typeof y === 'number') return (x - y) * factor;
        return String(x).localeCompare(String(y), 'pt-BR') * factor;
      }),
    }));
  },
};

/** Reads outside React (interceptors, plain functions). */
export const getSession = (): SessionState => portalStore.get(sessionAtom);
export const getOrders = (): OrdersState => portalStore.get(ordersAtom);

import { dispatchSelectedStoreChanged } from './events';
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
  /** Setting the user marks the session logged in. */
  setUser(user: SessionUser): void {
    updateSession((s) => ({ ...s, user, isLogged: true }));
  },
  /** Merges new fields into the user. */
  updateUser(fields: Partial<SessionUser>): void {
    updateSession((s) => (s.user ? { ...s, user: { ...s.user, ...fields } } : s));
  },
  /** Clears the user, logged flag, franchise admin flag, store list and store selections. */
  logout(): void {
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
  /** Selects a store of the list by uuid: its name and uuid together. */
  selectFranchiseStore(store: FranchiseStore): void {
    updateSession((s) => ({ ...s, selectedFranchiseStore: store.name, selectedFranchiseStoreUuid: store.uuid }));
  },
  /** Renaming the selected store updates its name in the list and the selected name. */
  renameSelectedFranchiseStore(name: string): void {
    updateSession((s) => ({
      ...s,
      selectedFranchiseStore: name,
      franchiseStores:
        s.franchiseStores?.map((store) => (store.uuid === s.selectedFranchiseStoreUuid ? { ...store, name } : store)) ??
        null,
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

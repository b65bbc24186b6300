import { atom, createStore } from 'jotai/vanilla';
import type { OrdersState, SessionState } from './types';

export const initialSessionState: SessionState = {
  user: null,
  isLogged: false,
  isFranchiseAdmin: false,
  franchiseStores: null,
  selectedFranchiseStore: null,
  selectedFranchiseStoreUuid: null,
};

export const initialOrdersState: OrdersState = { orders: [], currentEditingOrder: null };

export const sessionAtom = atom<SessionState>(initialSessionState);
export const ordersAtom = atom<OrdersState>(initialOrdersState);
/** False until the stored state has been restored (or the 5000 ms restore time-out passed). */
export const restoredAtom = atom(false);

/**
 * The one store of the whole portal. `shared` is a Module Federation singleton, so the host and
 * every remote read and write this same object.
 */
export const portalStore = createStore();

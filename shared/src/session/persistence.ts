import { initialOrdersState, initialSessionState, ordersAtom, portalStore, restoredAtom, sessionAtom } from './store';
import type { OrdersState, SessionState } from './types';
import { dispatchSelectedStoreChanged } from './events';
import { sameOwner, sessionOwner } from './ownership';

/** redux-persist's key ('persist:' + 'root'), so a session stored by the earlier portal is still read (D5). */
export const PERSIST_KEY = 'persist:root';
export const RESTORE_TIMEOUT_MS = 5000;
const PERSIST_META = { version: -1, rehydrated: true };

/** redux-persist writes an object whose values are themselves JSON strings. */
export function serializeState(session: SessionState, orders: OrdersState): string {
  return JSON.stringify({
    session: JSON.stringify(session),
    orders: JSON.stringify(orders),
    _persist: JSON.stringify(PERSIST_META),
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses a stored value; anything that is not a well-formed state gives null (discarded, never fatal). */
export function deserializeState(raw: string | null): { session: SessionState; orders: OrdersState } | null {
  if (!raw) return null;
  try {
    const outer = JSON.parse(raw) as unknown;
    if (!isObject(outer)) return null;
    const session = typeof outer.session === 'string' ? (JSON.parse(outer.session) as unknown) : undefined;
    const orders = typeof outer.orders === 'string' ? (JSON.parse(outer.orders) as unknown) : undefined;
    if (session !== undefined && !isValidSession(session)) return null;
    if (orders !== undefined && !isValidOrders(orders)) return null;
    return {
      session: { ...initialSessionState, ...((session as SessionState | undefined) ?? {}) },
      orders: { ...initialOrdersState, ...((orders as OrdersState | undefined) ?? {}) },
    };
  } catch {
    return null;
  }
}

function isValidSession(value: unknown): value is SessionState {
  if (!isObject(value)) return false;
  if (value.user !== null && value.user !== undefined && !isObject(value.user)) return false;
  if (value.franchiseStores != null && !Array.isArray(value.franchiseStores)) return false;
  if (value.isLogged === true && !isObject(value.user)) return false;
  return true;
}

function isValidOrders(value: unknown): value is OrdersState {
  if (!isObject(value)) return false;
  if (value.orders !== undefined && !(Array.isArray(value.orders) && value.orders.every(isObject))) return false;
  if (value.currentEditingOrder != null && !isObject(value.currentEditingOrder)) return false;
  if (value.owner != null && !isObject(value.owner)) return false;
  return true;
}

/**
 * A signed-in state never shows orders an expired session left for someone else (docs/decisions.md, 'Sign-out,
 * expiry and staged orders'). The portal's own sign-in removes them first; this also covers a state written by
 * anything else (an older tab, a hand-edited storage).
 */
function withoutOthersOrders(state: { session: SessionState; orders: OrdersState }): { session: SessionState; orders: OrdersState } {
  const { session, orders } = state;
  if (!session.isLogged || !orders.owner || sameOwner(orders.owner, sessionOwner(session))) return state;
  return { session, orders: { ...initialOrdersState } };
}

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** Reads the stored text; storage can be slow (the time-out covers it) or blocked (treated as empty). */
export type StoredStateReader = () => Promise<string | null>;

const readLocalStorage: StoredStateReader = async () => storage()?.getItem(PERSIST_KEY) ?? null;

async function readStored(read: StoredStateReader): Promise<{ session: SessionState; orders: OrdersState } | null> {
  let raw: string | null = null;
  try {
    raw = await read();
  } catch {
    return null;
  }
  const state = deserializeState(raw);
  if (raw && !state) {
    try {
      storage()?.removeItem(PERSIST_KEY);
    } catch {
      // Nothing more to discard.
    }
  }
  return state;
}

/** Writes the store's state to storage, unless it is already there. */
function writeStored(): void {
  const store = storage();
  if (!store) return;
  const serialized = serializeState(portalStore.get(sessionAtom), portalStore.get(ordersAtom));
  try {
    // Writing an unchanged value fires no storage event, so following another tab cannot loop.
    if (store.getItem(PERSIST_KEY) !== serialized) store.setItem(PERSIST_KEY, serialized);
  } catch {
    // Storage full or blocked: the session still works in this tab.
  }
}

/** True while a stored state is being put in the store: its two halves are written back once, together. */
let applying = false;

function apply(stored: { session: SessionState; orders: OrdersState }): void {
  const state = withoutOthersOrders(stored);
  const previousUuid = portalStore.get(sessionAtom).selectedFranchiseStoreUuid;
  applying = true;
  try {
    // The orders first: a session that reads as signed in never meets the orders of the state before.
    portalStore.set(ordersAtom, state.orders);
    portalStore.set(sessionAtom, state.session);
  } finally {
    applying = false;
  }
  // Half-applied states are never written (another tab would follow one); the whole one only if it differs.
  writeStored();
  if (previousUuid !== state.session.selectedFranchiseStoreUuid) {
    dispatchSelectedStoreChanged(state.session.selectedFranchiseStoreUuid);
  }
}

let started: Promise<void> | null = null;

/**
 * Restores the stored state once, then keeps storage in sync with the store and the store in sync
 * with other tabs. Resolves when restore ended; restore gives up after RESTORE_TIMEOUT_MS.
 * Idempotent: the host and any remote mounted alone may both call it.
 */
export function startPersistence(timeoutMs = RESTORE_TIMEOUT_MS, read: StoredStateReader = readLocalStorage): Promise<void> {
  if (started) return started;
  let timedOut = false;
  const restore = readStored(read).then((stored) => {
    if (stored && !timedOut) apply(stored);
  });
  const timeout = new Promise<void>((resolve) =>
    setTimeout(() => {
      timedOut = true;
      resolve();
    }, timeoutMs),
  );
  started = Promise.race([restore, timeout]).then(() => {
    portalStore.set(restoredAtom, true);
    const write = () => {
      if (!applying) writeStored();
    };
    portalStore.sub(sessionAtom, write);
    portalStore.sub(ordersAtom, write);
    writeStored();
    if (typeof window !== 'undefined') {
      // Cross-tab sync: another tab signed in or out, switched store or staged an order.
      window.addEventListener('storage', (event) => {
        if (event.key !== PERSIST_KEY) return;
        const next = event.newValue ? deserializeState(event.newValue) : { session: initialSessionState, orders: initialOrdersState };
        if (!next) return;
        apply(next);
      });
    }
  });
  return started;
}

/** For tests: forget that persistence was started. */
export function resetPersistenceForTests(): void {
  started = null;
}

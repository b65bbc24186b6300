import { atom } from 'jotai/vanilla';
import { useAtomValue } from 'jotai/react';
import { portalStore, sessionAtom } from './store';
import type { FranchiseStore, SessionState } from './types';

/**
 * 'Todas as lojas', a franchise main user's view of every store at once (docs/decisions.md D14). It sits beside the
 * spec's session, never in it: the stored session's selected store (and its `selectedFranchiseStoreUuidChanged`
 * event) stays a real store, so every page that works in one store still has one. Kept per tab in sessionStorage
 * (a reload stays on it, another tab has its own view); it holds a flag, nothing personal, and 'Sair' removes it.
 */
export const ALL_STORES_STORAGE_KEY = 'portal:all-stores';

function readStored(): boolean {
  try {
    return typeof window !== 'undefined' && window.sessionStorage.getItem(ALL_STORES_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

function writeStored(on: boolean): void {
  try {
    if (typeof window === 'undefined') return;
    if (on) window.sessionStorage.setItem(ALL_STORES_STORAGE_KEY, '1');
    else window.sessionStorage.removeItem(ALL_STORES_STORAGE_KEY);
  } catch {
    // Storage blocked: the view still holds in this page.
  }
}

/** Whether the merchant asked for every store; shown only while it makes sense (allStoresActive). */
export const allStoresAtom = atom<boolean>(readStored());

/** The view is on only for a signed-in franchise main user with two or more stores. */
export function allStoresActive(session: Pick<SessionState, 'isLogged' | 'isFranchiseAdmin' | 'franchiseStores'>, asked: boolean): boolean {
  return asked && session.isLogged && session.isFranchiseAdmin && (session.franchiseStores?.length ?? 0) > 1;
}

export const allStoresActions = {
  /** 'Todas as lojas': the selected store stays as it is (staged orders too). */
  show(): void {
    portalStore.set(allStoresAtom, true);
    writeStored(true);
  },
  /** Back to one store: choosing a store in the selector, in a page that needs one, or signing out. */
  leave(): void {
    portalStore.set(allStoresAtom, false);
    writeStored(false);
  },
};

export const isAllStoresView = (): boolean => allStoresActive(portalStore.get(sessionAtom), portalStore.get(allStoresAtom));

/** True while the franchise's every store is on screen. */
export function useAllStoresView(): boolean {
  const session = useAtomValue(sessionAtom, { store: portalStore });
  const asked = useAtomValue(allStoresAtom, { store: portalStore });
  return allStoresActive(session, asked);
}

/**
 * The stores a view reads: every franchise store with 'Todas as lojas', else none (the caller reads its one store).
 * A stable array while the session does not change.
 */
export function useAllStores(): FranchiseStore[] | null {
  const session = useAtomValue(sessionAtom, { store: portalStore });
  const asked = useAtomValue(allStoresAtom, { store: portalStore });
  return allStoresActive(session, asked) ? session.franchiseStores : null;
}

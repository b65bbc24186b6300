import type { OrdersOwner, SessionState } from './types';

/** The owner a session's staged orders belong to: its user and the store it works in; null when no one is signed in. */
export function sessionOwner(session: SessionState): OrdersOwner | null {
  const { user } = session;
  if (!user) return null;
  return {
    business_uuid: String(user.business_uuid),
    business_user_id: String(user.business_user_id),
    store_uuid: String(session.selectedFranchiseStoreUuid ?? user.business_uuid),
  };
}

/** Same user of the same business in the same store. A missing owner is nobody's: never the same. */
export function sameOwner(a: OrdersOwner | null | undefined, b: OrdersOwner | null | undefined): boolean {
  return !!a && !!b && a.business_uuid === b.business_uuid && a.business_user_id === b.business_user_id && a.store_uuid === b.store_uuid;
}

/**
 * localStorage keys, other than 'persist:root', that belong to one session's account and must not reach the next
 * person at the counter (docs/decisions.md, 'Sign-out, expiry and staged orders'): removed by 'Sair', and by a
 * sign-in of anyone but the owner of what an expired session left. Written by others, named here because `shared`
 * imports no remote (host/src/layout/signOut.test.tsx checks these names against the code that writes them):
 * - 'noCourierWarning': the fleet's 'no courier' warning was shown (shared/src/app/signIn.ts);
 * - 'operations:history-report-requested-at': the history's 'report requested' banner (remote-operations).
 *
 * Kept on purpose, as settings of the browser that hold nothing personal: the order alerts' sound and notification
 * switches (`portal:order-alerts:<business_user_id>`, two booleans, keyed by user so nobody inherits them), the courier
 * wizard's last vehicle type (1–3) and the development-only remote overrides.
 */
export const SESSION_SCOPED_STORAGE_KEYS = ['noCourierWarning', 'operations:history-report-requested-at'] as const;

export function removeSessionScopedStorage(): void {
  try {
    if (typeof window === 'undefined') return;
    for (const key of SESSION_SCOPED_STORAGE_KEYS) window.localStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing was written there either.
  }
}

import type { SessionState, SessionUser } from '../session/types';

/** Permissions are substring matches on the user's permission names (spec part-2 §6). */
export function hasPermission(user: SessionUser | null | undefined, permission: string): boolean {
  return !!user?.permissions?.some((p) => typeof p?.name === 'string' && p.name.includes(permission));
}

/** manual-create-order-disabled hides or blocks manual creation when set to a value other than 0. */
export function isManualCreateDisabled(user: SessionUser | null | undefined): boolean {
  const value = user?.configurations?.['manual-create-order-disabled'];
  return value !== undefined && value !== null && value !== '' && String(value) !== '0';
}

/**
 * The selected franchise store's search_type (its business details, merged into the store at sign-in)
 * overrides the user's, as its postpaid flag does: 'Alterar entregador', the fleet banners and the fleet
 * courier step follow the store being operated.
 */
export function isEffectiveFleet(session: Pick<SessionState, 'user' | 'franchiseStores' | 'selectedFranchiseStoreUuid'>): boolean {
  const store = session.franchiseStores?.find((s) => s.uuid === session.selectedFranchiseStoreUuid);
  const searchType = typeof store?.search_type === 'string' ? store.search_type : session.user?.search_type;
  return typeof searchType === 'string' && searchType.toLowerCase() === 'fleet';
}

/** The selected franchise store's postpaid flag overrides the user's (D4). */
export function isEffectivePostpaid(session: Pick<SessionState, 'user' | 'franchiseStores' | 'selectedFranchiseStoreUuid'>): boolean {
  const store = session.franchiseStores?.find((s) => s.uuid === session.selectedFranchiseStoreUuid);
  if (store && typeof store.postpaid === 'boolean') return store.postpaid;
  if (store && store.postpaid !== undefined) return String(store.postpaid) === '1' || String(store.postpaid) === 'true';
  return !!session.user?.postpaid;
}

export function hasReverseLogistic(user: SessionUser | null | undefined): boolean {
  return String(user?.reverse_logistic_permission ?? '') === '1';
}

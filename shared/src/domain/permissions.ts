import type { Configurations, SessionState, SessionUser } from '../session/types';

/** Permissions are substring matches on the user's permission names (spec part-2 §6). */
export function hasPermission(user: SessionUser | null | undefined, permission: string): boolean {
  return !!user?.permissions?.some((p) => typeof p?.name === 'string' && p.name.includes(permission));
}

/** A feature flag counts as enabled when it is 1 or unset (order-finish-enable, enable-courier-research, order-cancel-enabled). */
export function flagEnabledByDefault(configurations: Configurations | undefined, flag: string): boolean {
  const value = configurations?.[flag];
  return value === undefined || value === null || value === '' || String(value) === '1';
}

/** manual-create-order-disabled hides or blocks manual creation when set to a value other than 0. */
export function isManualCreateDisabled(user: SessionUser | null | undefined): boolean {
  const value = user?.configurations?.['manual-create-order-disabled'];
  return value !== undefined && value !== null && value !== '' && String(value) !== '0';
}

/** search_type 'fleet', case-insensitive. */
export function isFleet(user: SessionUser | null | undefined): boolean {
  return typeof user?.search_type === 'string' && user.search_type.toLowerCase() === 'fleet';
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

/** First name for greetings, using the social name when present. */
export function firstName(user: SessionUser | null | undefined): string {
  const name = (user?.business_user_social_name || user?.business_user_name || '').trim();
  return name.split(/\s+/)[0] ?? '';
}

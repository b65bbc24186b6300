import type { Configurations, SessionUser } from 'shared';

/** A feature flag counts as enabled when it is 1 or unset (order-finish-enable, enable-courier-research, order-cancel-enabled). */
export function flagEnabledByDefault(configurations: Configurations | undefined, flag: string): boolean {
  const value = configurations?.[flag];
  return value === undefined || value === null || value === '' || String(value) === '1';
}

/** search_type 'fleet', case-insensitive. */
export function isFleet(user: SessionUser | null | undefined): boolean {
  return typeof user?.search_type === 'string' && user.search_type.toLowerCase() === 'fleet';
}

/** First name for greetings, using the social name when present. */
export function firstName(user: SessionUser | null | undefined): string {
  const name = (user?.business_user_social_name || user?.business_user_name || '').trim();
  return name.split(/\s+/)[0] ?? '';
}

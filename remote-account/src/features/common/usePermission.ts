import { hasPermission, useUser } from 'shared';

/** A substring match on the signed-in user's permission names (docs/spec/part-2-operations-account.md §6). */
export function usePermission(permission: string): boolean {
  return hasPermission(useUser(), permission);
}

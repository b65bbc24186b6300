import { hasPermission, useUser } from 'shared';

/** Part-2 §6: a substring match on the signed-in user's permission names. */
export function usePermission(permission: string): boolean {
  return hasPermission(useUser(), permission);
}

import { useMemo } from 'react';
import { useUser } from 'shared';
import type { AccountPermission, ListedRole } from '../../api/account';

/**
 * What the signed-in user may give (docs/decisions.md D8): nobody, oneself included, is given a permission
 * the user does not hold. The server is the guard (403); the screens offer only what it would accept. A permission is
 * held when the user has that very permission (its name), not a substring match as for showing a screen.
 */
export function useGrants() {
  const user = useUser();
  return useMemo(() => {
    const held = new Set((user?.permissions ?? []).map((p) => p?.name).filter((name): name is string => typeof name === 'string'));
    const holds = (permission: Pick<AccountPermission, 'name'>) => held.has(permission.name);
    return {
      holds,
      /** The user may give this role: the server's `assignable` when it says, else every permission of it is held. */
      canGive: (role: Pick<ListedRole, 'permissions'> & { assignable?: boolean }) =>
        typeof role.assignable === 'boolean' ? role.assignable : (role.permissions ?? []).every(holds),
    };
  }, [user]);
}

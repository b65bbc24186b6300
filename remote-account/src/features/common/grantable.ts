import { useMemo } from 'react';
import { useUser, type SessionUser } from 'shared';
import type { AccountPermission, ListedRole } from '../../api/account';

/**
 * What the signed-in user may give (docs/decisions.md, 'Permissions'): nobody, oneself included, is given a permission
 * the user does not hold. The server is the guard (403); the screens offer only what it would accept. A permission is
 * held when the user has that very permission (its name), not a substring match as for showing a screen.
 */
export interface Grants {
  /** The user holds this permission. */
  holds: (permission: Pick<AccountPermission, 'name'>) => boolean;
  /** The user may give this role: the server's `assignable` when it says, else every permission of it is held. */
  canGive: (role: Pick<ListedRole, 'permissions'> & { assignable?: boolean }) => boolean;
}

export function grantsOf(user: SessionUser | null | undefined): Grants {
  const held = new Set((user?.permissions ?? []).map((p) => p?.name).filter((name): name is string => typeof name === 'string'));
  const holds = (permission: Pick<AccountPermission, 'name'>) => held.has(permission.name);
  return {
    holds,
    canGive: (role) => (typeof role.assignable === 'boolean' ? role.assignable : (role.permissions ?? []).every(holds)),
  };
}

export function useGrants(): Grants {
  const user = useUser();
  return useMemo(() => grantsOf(user), [user]);
}

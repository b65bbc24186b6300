import { useMemo } from 'react';
import { useUser } from 'shared';
import type { AccountPermission, ListedRole } from '../../api/account';

/** A role as the grants read it: its permissions, and the server's `assignable` when it sent one. */
type GivableRole = Pick<ListedRole, 'permissions'> & { assignable?: boolean };

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
    /** The user may give this role: the server's `assignable` when it says, else every permission of it is held. */
    const canGive = (role: GivableRole) => (typeof role.assignable === 'boolean' ? role.assignable : (role.permissions ?? []).every(holds));
    return {
      holds,
      canGive,
      /**
       * The user may change this profile: the server's `editable` when it says (it also knows the stores the profile
       * reaches), else its role is one the user may give (`role` from the roles list; not read yet: not refused here).
       */
      canChange: (profile: { editable?: boolean }, role: GivableRole | undefined) =>
        typeof profile.editable === 'boolean' ? profile.editable : !role || canGive(role),
    };
  }, [user]);
}

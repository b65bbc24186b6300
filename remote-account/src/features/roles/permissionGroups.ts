import type { Permission, Role } from 'shared';
import type { AccountPermission, AccountRole } from '../../api/account';
import { OTHER_GROUP, PERMISSION_GROUPS } from './messages';

interface PermissionGroup {
  key: string;
  title: string;
  permissions: AccountPermission[];
}

/** Groups permissions by the prefix of their name ('order.show' → 'Pedidos'), in the order first seen. */
export function groupPermissions(permissions: AccountPermission[]): PermissionGroup[] {
  const groups = new Map<string, PermissionGroup>();
  for (const permission of permissions) {
    const prefix = permission.name.split('.')[0] ?? '';
    const key = prefix in PERMISSION_GROUPS ? prefix : 'other';
    if (!groups.has(key)) groups.set(key, { key, title: PERMISSION_GROUPS[key] ?? OTHER_GROUP, permissions: [] });
    groups.get(key)!.permissions.push(permission);
  }
  return [...groups.values()];
}

/**
 * The session's roles and permissions after the roles changed: the user's roles as they are now, and the
 * union of their permissions (so editing the user's own role takes effect at once).
 */
export function sessionRolesAndPermissions(userRoles: Role[] | undefined, roles: AccountRole[]): { roles: Role[]; permissions: Permission[] } | null {
  const mine = (userRoles ?? []).map((r) => roles.find((x) => String(x.id) === String(r.id))).filter((r): r is AccountRole => !!r);
  if (!mine.length) return null;
  const permissions = new Map<string, Permission>();
  for (const role of mine)
    for (const p of role.permissions) permissions.set(p.name, { id: p.id, name: p.name, display_name: p.display_name, description: p.description });
  return {
    roles: mine.map((r) => ({ id: r.id, uuid: r.uuid, display_name: r.display_name })),
    permissions: [...permissions.values()],
  };
}

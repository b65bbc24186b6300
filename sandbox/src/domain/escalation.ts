// No escalation: one hands out only what one holds (permissions, roles, the profiles one may change).
import type { BusinessUser, Role } from './model';
import type { Sandbox } from './sandbox';
import { ApiError } from './errors';
import { NO_PERMISSION } from './accounts';

/** The permissions a set of role ids gives, as ids (the union of the roles'). */
export function permissionIdsOfRoles(sandbox: Sandbox, roleIds: Iterable<number>): Set<number> {
  const ids = new Set<number>();
  for (const roleId of roleIds) for (const id of sandbox.roles.get(roleId)?.permission_ids ?? []) ids.add(id);
  return ids;
}

/** The permissions of `ids` that `actor` does not hold, by display name (exact ids, not substring matches). */
export function beyond(sandbox: Sandbox, actor: BusinessUser, ids: Iterable<number>): string[] {
  const held = permissionIdsOfRoles(sandbox, actor.role_ids);
  const missing = new Set([...ids].filter((id) => !held.has(id)));
  return sandbox.permissions.filter((p) => missing.has(p.id)).map((p) => p.display_name);
}

export const escalation = (detail: string) => new ApiError(403, NO_PERMISSION, [detail]);

/** The profile reaches a store the actor cannot (a franchise's main user, seen from one of its stores). */
export const reachesBeyond = (sandbox: Sandbox, actor: BusinessUser, user: BusinessUser): boolean =>
  sandbox.accessibleBusinesses(user).some((store) => !sandbox.canAccess(actor, store.uuid));

/**
 * The rule RBAC systems keep against escalation (Kubernetes' 'escalate' and 'bind' checks): nobody, oneself
 * included, is given a permission the caller does not hold. 403 naming what is missing.
 */
export function requireWithinOwn(sandbox: Sandbox, actor: BusinessUser, permissionIds: Iterable<number>): void {
  const missing = beyond(sandbox, actor, permissionIds);
  if (missing.length) throw escalation(`Você não pode conceder permissões que você não tem: ${missing.join(', ')}.`);
}

/** Each role must hold only permissions the caller holds (choosing a role for oneself or for a profile). */
export function requireAssignable(sandbox: Sandbox, actor: BusinessUser, roleIds: number[]): void {
  for (const id of roleIds) {
    const role = sandbox.roles.get(id);
    const missing = role ? beyond(sandbox, actor, role.permission_ids) : [];
    if (role && missing.length) {
      throw escalation(`O tipo de permissão '${role.display_name}' tem permissões que você não tem: ${missing.join(', ')}.`);
    }
  }
}

/** Whether the caller may give this role to someone: its permissions are all the caller's. */
export function isAssignable(sandbox: Sandbox, actor: BusinessUser, role: Role): boolean {
  return beyond(sandbox, actor, role.permission_ids).length === 0;
}

/** The actor may edit or (de)activate the profile (updateStaff's rules): it holds no permission and reaches no store the actor lacks. */
export function isEditableBy(sandbox: Sandbox, actor: BusinessUser, user: BusinessUser): boolean {
  return beyond(sandbox, actor, permissionIdsOfRoles(sandbox, user.role_ids)).length === 0 && !reachesBeyond(sandbox, actor, user);
}

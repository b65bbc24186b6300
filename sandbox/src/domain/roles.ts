// Roles (permission types) of a store: listing, creating, editing and deleting them.
import type { components } from 'shared/contract-types/account';
import type { Business, BusinessUser, Role } from './model';
import type { Sandbox } from './sandbox';
import { notFound, unprocessable } from './errors';
import { fold, requireText } from './accounts';
import { beyond, escalation, reachesBeyond, requireWithinOwn } from './escalation';

export type RoleInput = components['schemas']['RoleInput'];

const roleSlug = (text: string) =>
  fold(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'tipo';

function checkRoleInput(sandbox: Sandbox, business: Business, input: RoleInput, exceptId: number | null): { displayName: string; ids: number[] } {
  const displayName = requireText(input.display_name, 'Informe o nome do tipo de permissão.');
  if (displayName === 'newRole') throw unprocessable('Informe o nome do tipo de permissão.');
  const taken = sandbox.rolesOf(business.uuid).some((r) => r.id !== exceptId && fold(r.display_name) === fold(displayName));
  if (taken) throw unprocessable('Já existe um tipo de permissão com este nome.');
  const known = new Set(sandbox.permissions.map((p) => p.id));
  const ids = [...new Set(input.permissions)];
  if (ids.some((id) => !known.has(id))) throw unprocessable('Permissão inexistente.');
  return { displayName, ids };
}

export function listRolesOf(sandbox: Sandbox, business: Business): Role[] {
  return sandbox.rolesOf(business.uuid).sort((a, b) => a.display_name.localeCompare(b.display_name, 'pt-BR'));
}

export function requireRole(sandbox: Sandbox, business: Business, id: number): Role {
  const role = sandbox.roles.get(id);
  if (!role || role.business_uuid !== business.uuid) throw notFound('Tipo de permissão não encontrado.');
  return role;
}

/** A new role holds only permissions its creator holds. */
export function createRole(sandbox: Sandbox, business: Business, actor: BusinessUser, input: RoleInput): Role {
  const { displayName, ids } = checkRoleInput(sandbox, business, input, null);
  requireWithinOwn(sandbox, actor, ids);
  const id = sandbox.nextId('role');
  const role: Role = {
    id,
    uuid: sandbox.random.uuid(),
    name: roleSlug(displayName),
    display_name: displayName,
    business_uuid: business.uuid,
    permission_ids: ids,
  };
  sandbox.roles.set(id, role);
  return role;
}

/**
 * A role is edited only by someone who holds every permission it has now and will have: adding one would
 * give it to the role's holders, and cutting down a role above the editor would take it from them.
 */
export function updateRole(sandbox: Sandbox, business: Business, actor: BusinessUser, id: number, input: RoleInput): Role {
  const role = requireRole(sandbox, business, id);
  const above = beyond(sandbox, actor, role.permission_ids);
  if (above.length) throw escalation(`O tipo de permissão '${role.display_name}' tem permissões que você não tem: ${above.join(', ')}.`);
  // A change of the role changes its holders: one that reaches stores the actor cannot (a franchise's main user) is
  // not the actor's to change, in those stores least of all.
  if ([...sandbox.users.values()].some((user) => user.role_ids.includes(role.id) && reachesBeyond(sandbox, actor, user))) {
    throw escalation(`O tipo de permissão '${role.display_name}' é de um perfil com acesso a lojas que você não tem.`);
  }
  const { displayName, ids } = checkRoleInput(sandbox, business, input, id);
  requireWithinOwn(sandbox, actor, ids);
  Object.assign(role, { display_name: displayName, name: roleSlug(displayName), permission_ids: ids });
  return role;
}

export function deleteRole(sandbox: Sandbox, business: Business, id: number): void {
  const role = requireRole(sandbox, business, id);
  const holders = [...sandbox.users.values()].filter((u) => u.role_ids.includes(role.id));
  if (holders.length) {
    throw unprocessable('Ops, não foi possível deletar a permissão', [
      `Este tipo de permissão está em uso por ${holders.length} ${holders.length === 1 ? 'perfil' : 'perfis'}. Troque o tipo desses perfis antes de excluí-lo.`,
    ]);
  }
  sandbox.roles.delete(role.id);
}

import type { components, operations } from 'shared/contract-types/account';
import { isValidEmail } from '@brazilian-utils/brazilian-utils';
import type { Business, BusinessUser, Role } from './model';
import type { Sandbox } from './sandbox';
import { ApiError, forbidden, notFound, unprocessable } from './errors';
import { DEMO_PASSWORD } from './seed/accounts';

/**
 * Account domain of the sandbox: permission checks, staff profiles (business users), roles, the store
 * profile and the user's own profile. Handlers in routes/account.ts stay thin over these functions.
 */

export const NO_PERMISSION = 'Você não tem permissão para realizar esta ação.';

/** Permissions are substring matches on the user's permission names (docs/spec/part-2-operations-account.md §6). */
export function hasPermission(sandbox: Sandbox, user: BusinessUser, ...wanted: string[]): boolean {
  const names = sandbox.permissionsOf(user).map((p) => p.name);
  return wanted.some((w) => names.some((n) => n.includes(w)));
}

/** 403 in the error shape unless the user holds one of the permissions. */
export function requirePermission(sandbox: Sandbox, user: BusinessUser, ...wanted: string[]): void {
  if (!hasPermission(sandbox, user, ...wanted)) throw forbidden(NO_PERMISSION);
}

// ---- no escalation: one hands out only what one holds ----

/** The permissions a set of role ids gives, as ids (the union of the roles'). */
function permissionIdsOfRoles(sandbox: Sandbox, roleIds: Iterable<number>): Set<number> {
  const ids = new Set<number>();
  for (const roleId of roleIds) for (const id of sandbox.roles.get(roleId)?.permission_ids ?? []) ids.add(id);
  return ids;
}

/** The permissions of `ids` that `actor` does not hold, by display name (exact ids, not substring matches). */
function beyond(sandbox: Sandbox, actor: BusinessUser, ids: Iterable<number>): string[] {
  const held = permissionIdsOfRoles(sandbox, actor.role_ids);
  const missing = new Set([...ids].filter((id) => !held.has(id)));
  return sandbox.permissions.filter((p) => missing.has(p.id)).map((p) => p.display_name);
}

const escalation = (detail: string) => new ApiError(403, NO_PERMISSION, [detail]);

/** The profile reaches a store the actor cannot (a franchise's main user, seen from one of its stores). */
const reachesBeyond = (sandbox: Sandbox, actor: BusinessUser, user: BusinessUser): boolean =>
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

// ---- text rules ----

/** At least 8 characters, a digit and a character that is neither letter nor digit. */
export const isStrongPassword = (password: string): boolean => password.length >= 8 && /\d/.test(password) && /[^A-Za-z0-9]/.test(password);
export const WEAK_PASSWORD = 'A senha deve ter pelo menos 8 caracteres, 1 número e 1 caractere especial.';

const clean = (value: string | null | undefined): string => (value ?? '').replace(/\s+/g, ' ').trim();

function requireText(value: string | null | undefined, message: string): string {
  const text = clean(value);
  if (!text) throw unprocessable('Verifique os campos preenchidos e tente novamente!', [message]);
  return text;
}

function requireEmail(sandbox: Sandbox, value: string, exceptUserId: number | null): string {
  const email = clean(value).toLowerCase();
  if (!isValidEmail(email)) throw unprocessable('Verifique os campos preenchidos e tente novamente!', ['Informe um e-mail válido.']);
  const other = sandbox.userByEmail(email);
  if (other && other.id !== exceptUserId) {
    throw unprocessable('Verifique os campos preenchidos e tente novamente!', ['Este e-mail já está em uso por outro perfil.']);
  }
  return email;
}

/** Role ids must name roles of the store. */
function requireRoles(sandbox: Sandbox, business: Business, roleIds: number[]): number[] {
  const ids = [...new Set(roleIds)];
  if (!ids.length) throw unprocessable('Verifique os campos preenchidos e tente novamente!', ['Escolha o tipo de permissão do perfil.']);
  for (const id of ids) {
    const role = sandbox.roles.get(id);
    if (!role || role.business_uuid !== business.uuid) {
      throw unprocessable('Verifique os campos preenchidos e tente novamente!', ['Tipo de permissão inexistente nesta loja.']);
    }
  }
  return ids;
}

// ---- staff profiles ----

export type StaffFilter = NonNullable<operations['listBusinessUsers']['parameters']['query']>;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export function listStaff(sandbox: Sandbox, business: Business, { filter, status }: StaffFilter): BusinessUser[] {
  const term = fold(clean(filter));
  return sandbox
    .usersOf(business.uuid)
    .filter((u) => (status === undefined ? true : u.active === status))
    .filter((u) => !term || fold(`${u.name} ${u.social_name ?? ''} ${u.email}`).includes(term))
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}

export type StaffInput = operations['updateBusinessUser']['requestBody']['content']['application/json'];

/**
 * A new staff profile: active, with one role of the store that holds only permissions the creator holds.
 * Its password is the demo password (the spec does not show how a profile gets one; in the sandbox a new
 * profile can sign in at once).
 */
export function createStaff(sandbox: Sandbox, business: Business, actor: BusinessUser, input: StaffInput): BusinessUser {
  const name = requireText(input.name, 'Preencha o campo de nome do perfil!');
  const socialName = requireText(input.social_name, 'Preencha o campo de nome social do perfil!');
  const email = requireEmail(sandbox, input.email, null);
  const roleIds = requireRoles(sandbox, business, input.roles);
  requireAssignable(sandbox, actor, roleIds);
  const user: BusinessUser = {
    id: sandbox.nextId('user'),
    uuid: sandbox.random.uuid(),
    business_uuid: business.uuid,
    name,
    social_name: socialName,
    email,
    password: DEMO_PASSWORD,
    active: '1',
    role_ids: roleIds,
    main: false,
    franchise_id: null,
    phone: '',
    photo: null,
  };
  sandbox.users.set(user.id, user);
  return user;
}

export function requireStaff(sandbox: Sandbox, business: Business, id: number): BusinessUser {
  const user = sandbox.users.get(id);
  if (!user || user.business_uuid !== business.uuid) throw notFound('Perfil não encontrado.');
  return user;
}

/**
 * Edits or (de)activates a staff profile. A profile holding a permission or reaching a store the editor lacks is not
 * the editor's to change (a new e-mail, then a password reset, would hand the editor that profile); new roles hold
 * only the editor's permissions.
 */
export function updateStaff(sandbox: Sandbox, business: Business, actor: BusinessUser, id: number, input: StaffInput): BusinessUser {
  const user = requireStaff(sandbox, business, id);
  const above = beyond(sandbox, actor, permissionIdsOfRoles(sandbox, user.role_ids));
  if (above.length) throw escalation(`Este perfil tem permissões que você não tem: ${above.join(', ')}.`);
  // Nor is a profile that reaches stores the editor does not (a franchise's main user): the same e-mail and reset
  // would hand over those stores.
  if (reachesBeyond(sandbox, actor, user)) throw escalation('Este perfil tem acesso a lojas que você não tem.');
  const name = requireText(input.name, 'Preencha o campo de nome do perfil!');
  const socialName = requireText(input.social_name, 'Preencha o campo de nome social do perfil!');
  const email = requireEmail(sandbox, input.email, user.id);
  const roleIds = requireRoles(sandbox, business, input.roles);
  requireAssignable(sandbox, actor, roleIds);
  const active = input.active ?? user.active;
  if (user.id === actor.id && active === '0') throw unprocessable('Você não pode desativar o seu próprio perfil.');
  if (user.main && active === '0') throw unprocessable('O usuário principal da franquia não pode ser desativado.');
  Object.assign(user, { name, social_name: socialName, email, role_ids: roleIds, active });
  if (active === '0') sandbox.endSessionsOf(user.id);
  return user;
}

// ---- own profile ----

export type OwnProfileInput = operations['updateOwnUser']['requestBody']['content']['application/json'];

/** 'Meu perfil': name, social name, e-mail, and the role only with profile.show and within one's own permissions. */
export function updateOwnProfile(sandbox: Sandbox, user: BusinessUser, input: OwnProfileInput): BusinessUser {
  const name = requireText(input.name, 'Preencha o campo de nome!');
  const socialName = clean(input.social_name) || null;
  const email = requireEmail(sandbox, input.email, user.id);
  let roleIds = user.role_ids;
  const wanted = input.roles ? [...new Set(input.roles)] : undefined;
  const changesRoles = !!wanted && (wanted.length !== user.role_ids.length || wanted.some((id) => !user.role_ids.includes(id)));
  if (changesRoles) {
    requirePermission(sandbox, user, 'profile.show');
    roleIds = requireRoles(sandbox, sandbox.business(user.business_uuid), wanted!);
    requireAssignable(sandbox, user, roleIds);
  }
  Object.assign(user, { name, social_name: socialName, email, role_ids: roleIds });
  return user;
}

export function changeOwnPassword(
  user: BusinessUser,
  targetId: number,
  input: operations['changeOwnPassword']['requestBody']['content']['application/json'],
): void {
  if (targetId !== user.id) throw forbidden('Só é possível alterar a sua própria senha.');
  if (input.current_password !== user.password) throw unprocessable('Ops, não foi possível alterar a senha', ['A senha atual está incorreta.']);
  if (!isStrongPassword(input.password)) {
    throw unprocessable('Ops, não foi possível alterar a senha', [WEAK_PASSWORD]);
  }
  if (input.password !== input.confirm_password) {
    throw unprocessable('Ops, não foi possível alterar a senha', ['A senha e a confirmação de senha devem ser iguais']);
  }
  user.password = input.password;
}

// ---- roles ----

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

// ---- store profile ----

const PHOTO_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };

/** The uploaded photo as a data URL (PNG, JPG, JPEG, GIF or WEBP), or a 422. */
export function photoDataUrl(filename: string, content: Buffer): string {
  const ext = filename.toLowerCase().split('.').pop() ?? '';
  const type = PHOTO_TYPES[ext];
  if (!type) throw unprocessable('Ops, não foi possível atualizar os dados do usuário', ['A foto deve ser uma imagem PNG, JPG, JPEG, GIF ou WEBP.']);
  if (!content.length) throw unprocessable('Ops, não foi possível atualizar os dados do usuário', ['O arquivo da foto está vazio.']);
  return `data:${type};base64,${content.toString('base64')}`;
}

export function updateStoreProfile(business: Business, fields: { fantasy_name?: string; phone?: string }, photo: string | null): Business {
  const fantasy = requireText(fields.fantasy_name, 'Preencha o nome fantasia.');
  if (fantasy.length > 100) throw unprocessable('Verifique os campos preenchidos e tente novamente!', ['O nome fantasia deve ter no máximo 100 caracteres.']);
  let digits = (fields.phone ?? '').replace(/\D/g, '');
  if (digits.length > 11 && digits.startsWith('55')) digits = digits.slice(2);
  // '(11) 98765-4321': the 15 characters the screen asks for are 11 digits.
  if (digits.length !== 11) {
    throw unprocessable('Verifique os campos preenchidos e tente novamente!', ['O telefone deve ter pelo menos 15 caracteres']);
  }
  business.fantasy_name = fantasy;
  business.phone = `55${digits}`;
  if (photo) business.photo = photo;
  return business;
}

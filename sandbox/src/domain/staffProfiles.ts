// Staff profiles (business users) of a store, and the user's own profile and password.
import type { operations } from 'shared/contract-types/account';
import type { Business, BusinessUser } from './model';
import type { Sandbox } from './sandbox';
import { forbidden, notFound, unprocessable } from './errors';
import { DEMO_PASSWORD } from './seed/accounts';
import { clean, fold, isStrongPassword, requireEmail, requirePermission, requireRoles, requireText, WEAK_PASSWORD } from './accounts';
import { beyond, escalation, permissionIdsOfRoles, reachesBeyond, requireAssignable } from './escalation';

export type StaffFilter = NonNullable<operations['listBusinessUsers']['parameters']['query']>;

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

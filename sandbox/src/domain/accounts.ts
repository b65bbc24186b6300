import { isValidEmail } from '@brazilian-utils/brazilian-utils';
import type { Business, BusinessUser, Role } from './model';
import type { Sandbox } from './sandbox';
import { forbidden, notFound, unprocessable } from './errors';
import { DEMO_PASSWORD } from './seed';
import { isStrongPassword } from '../routes/auth';

/**
 * Account domain of the sandbox: permission checks, staff profiles (business users), roles, the store
 * profile and the user's own profile. Handlers in routes/account.ts stay thin over these functions.
 */

export const NO_PERMISSION = 'Você não tem permissão para realizar esta ação.';

/** Part-2 §6: permissions are substring matches on the user's permission names. */
export function hasPermission(sandbox: Sandbox, user: BusinessUser, ...wanted: string[]): boolean {
  const names = sandbox.permissionsOf(user).map((p) => p.name);
  return wanted.some((w) => names.some((n) => n.includes(w)));
}

/** 403 in the error shape unless the user holds one of the permissions. */
export function requirePermission(sandbox: Sandbox, user: BusinessUser, ...wanted: string[]): void {
  if (!hasPermission(sandbox, user, ...wanted)) throw forbidden(NO_PERMISSION);
}

// ---- serialisation ----

export function roleSummary(role: Role) {
  return { id: role.id, uuid: role.uuid, name: role.name, display_name: role.display_name };
}

export function roleData(sandbox: Sandbox, role: Role) {
  const ids = new Set(role.permission_ids);
  return {
    ...roleSummary(role),
    permissions: sandbox.permissions
      .filter((p) => ids.has(p.id))
      .map((p) => ({ id: p.id, name: p.name, display_name: p.display_name, description: p.description })),
  };
}

export function businessUserData(sandbox: Sandbox, user: BusinessUser) {
  return {
    id: user.id,
    uuid: user.uuid,
    name: user.name,
    social_name: user.social_name,
    email: user.email,
    active: user.active,
    roles: user.role_ids.map((id) => sandbox.roles.get(id)).filter((r): r is Role => !!r).map(roleSummary),
  };
}

// ---- text rules ----

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

export interface StaffFilter {
  filter?: string;
  status?: '0' | '1';
}

const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

export function listStaff(sandbox: Sandbox, business: Business, { filter, status }: StaffFilter): BusinessUser[] {
  const term = fold(clean(filter));
  return sandbox
    .usersOf(business.uuid)
    .filter((u) => (status === undefined ? true : u.active === status))
    .filter((u) => !term || fold(`${u.name} ${u.social_name ?? ''} ${u.email}`).includes(term))
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}

export interface StaffInput {
  name: string;
  social_name: string;
  email: string;
  roles: number[];
  active?: '0' | '1';
}

/**
 * A new staff profile: active, with one role of the store. Its password is the demo password (the spec
 * does not show how a profile gets one; in the sandbox a new profile can sign in at once).
 */
export function createStaff(sandbox: Sandbox, business: Business, input: StaffInput): BusinessUser {
  const user: BusinessUser = {
    id: sandbox.nextId('user'),
    uuid: sandbox.random.uuid(),
    business_uuid: business.uuid,
    name: requireText(input.name, 'Preencha o campo de nome do perfil!'),
    social_name: requireText(input.social_name, 'Preencha o campo de nome social do perfil!'),
    email: requireEmail(sandbox, input.email, null),
    password: DEMO_PASSWORD,
    active: '1',
    role_ids: requireRoles(sandbox, business, input.roles),
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

export function updateStaff(sandbox: Sandbox, business: Business, actor: BusinessUser, id: number, input: StaffInput): BusinessUser {
  const user = requireStaff(sandbox, business, id);
  const name = requireText(input.name, 'Preencha o campo de nome do perfil!');
  const socialName = requireText(input.social_name, 'Preencha o campo de nome social do perfil!');
  const email = requireEmail(sandbox, input.email, user.id);
  const roleIds = requireRoles(sandbox, business, input.roles);
  const active = input.active ?? user.active;
  if (user.id === actor.id && active === '0') throw unprocessable('Você não pode desativar o seu próprio perfil.');
  if (user.main && active === '0') throw unprocessable('O usuário principal da franquia não pode ser desativado.');
  Object.assign(user, { name, social_name: socialName, email, role_ids: roleIds, active });
  if (active === '0') sandbox.endSessionsOf(user.id);
  return user;
}

// ---- own profile ----

export interface OwnProfileInput {
  name: string;
  social_name?: string | null;
  email: string;
  roles?: number[];
}

/** 'Meu perfil': name, social name, e-mail, and the role only with profile.show. */
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
  }
  Object.assign(user, { name, social_name: socialName, email, role_ids: roleIds });
  return user;
}

export function changeOwnPassword(
  user: BusinessUser,
  targetId: number,
  input: { current_password: string; password: string; confirm_password: string },
): void {
  if (targetId !== user.id) throw forbidden('Só é possível alterar a sua própria senha.');
  if (input.current_password !== user.password) throw unprocessable('Ops, não foi possível alterar a senha', ['A senha atual está incorreta.']);
  if (!isStrongPassword(input.password)) {
    throw unprocessable('Ops, não foi possível alterar a senha', ['A senha deve ter pelo menos 8 caracteres, 1 número e 1 caractere especial.']);
  }
  if (input.password !== input.confirm_password) {
    throw unprocessable('Ops, não foi possível alterar a senha', ['A senha e a confirmação de senha devem ser iguais']);
  }
  user.password = input.password;
}

// ---- roles ----

export interface RoleInput {
  display_name: string;
  permissions: number[];
}

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

export function createRole(sandbox: Sandbox, business: Business, input: RoleInput): Role {
  const { displayName, ids } = checkRoleInput(sandbox, business, input, null);
  const id = sandbox.nextId('role');
  const role: Role = { id, uuid: sandbox.random.uuid(), name: roleSlug(displayName), display_name: displayName, business_uuid: business.uuid, permission_ids: ids };
  sandbox.roles.set(id, role);
  return role;
}

export function updateRole(sandbox: Sandbox, business: Business, id: number, input: RoleInput): Role {
  const role = requireRole(sandbox, business, id);
  const { displayName, ids } = checkRoleInput(sandbox, business, input, id);
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

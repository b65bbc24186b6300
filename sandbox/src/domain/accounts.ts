import { isValidEmail } from '@brazilian-utils/brazilian-utils';
import type { Business, BusinessUser } from './model';
import type { Sandbox } from './sandbox';
import { forbidden, unprocessable } from './errors';

/**
 * Account domain of the sandbox: permission checks, the text rules of its forms and the store profile. Staff profiles
 * (staffProfiles.ts), roles (roles.ts) and the no-escalation rules (escalation.ts) have their own files.
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

// ---- text rules ----

/** At least 8 characters, a digit and a character that is neither letter nor digit. */
export const isStrongPassword = (password: string): boolean => password.length >= 8 && /\d/.test(password) && /[^A-Za-z0-9]/.test(password);
export const WEAK_PASSWORD = 'A senha deve ter pelo menos 8 caracteres, 1 número e 1 caractere especial.';

export const clean = (value: string | null | undefined): string => (value ?? '').replace(/\s+/g, ' ').trim();

export function requireText(value: string | null | undefined, message: string): string {
  const text = clean(value);
  if (!text) throw unprocessable('Verifique os campos preenchidos e tente novamente!', [message]);
  return text;
}

export function requireEmail(sandbox: Sandbox, value: string, exceptUserId: number | null): string {
  const email = clean(value).toLowerCase();
  if (!isValidEmail(email)) throw unprocessable('Verifique os campos preenchidos e tente novamente!', ['Informe um e-mail válido.']);
  const other = sandbox.userByEmail(email);
  if (other && other.id !== exceptUserId) {
    throw unprocessable('Verifique os campos preenchidos e tente novamente!', ['Este e-mail já está em uso por outro perfil.']);
  }
  return email;
}

/** Role ids must name roles of the store. */
export function requireRoles(sandbox: Sandbox, business: Business, roleIds: number[]): number[] {
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

export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

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

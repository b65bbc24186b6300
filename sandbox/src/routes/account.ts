import type { operations } from 'shared/contract-types/account';
import { SESSION_COOKIE, defineHandlers } from '../http/context';
import { readCookie } from '../http/cookies';
import { ApiError } from '../domain/errors';
import { hasPermission, photoDataUrl, requirePermission, updateStoreProfile } from '../domain/accounts';
import { isAssignable, isEditableBy } from '../domain/escalation';
import { changeOwnPassword, createStaff, listStaff, updateOwnProfile, updateStaff } from '../domain/staffProfiles';
import { createRole, deleteRole, listRolesOf, requireRole, updateRole } from '../domain/roles';
import { businessData, businessUserData, roleData, sessionData } from '../domain/views';

/**
 * Handlers of shared/contract/account.yaml, keyed by operationId: fleet plan, store profile and order approval, own
 * profile and password, staff profiles, roles and permissions. Permission checks
 * (docs/spec/part-2-operations-account.md §6) answer 403, and so does a role or permission the caller does not hold
 * (no escalation); the rules live in domain/accounts.ts, escalation.ts, staffProfiles.ts and roles.ts.
 */
export const handlers = defineHandlers<operations>({
  switchSearchType: ({ body, sandbox, scope }) => {
    const { business, user } = scope();
    requirePermission(sandbox, user, 'plan.edit');
    business.search_type = body.search_type;
    return { message: 'Plano alterado com sucesso com sucesso!', data: { data: { search_type: business.search_type } } };
  },

  getSmartDeliveryConfigs: ({ scope }) => ({
    data: { smart_delivery_config: { need_approve_orders: scope().business.need_approve_orders } },
  }),

  updateSmartDeliveryConfigs: ({ body, sandbox, scope }) => {
    const { business, user } = scope();
    requirePermission(sandbox, user, 'business.edit');
    business.need_approve_orders = body.smart_delivery_config.need_approve_orders;
    return { message: 'Loja atualizada!', data: { smart_delivery_config: { need_approve_orders: business.need_approve_orders } } };
  },

  updateBusinessProfile: async ({ request, sandbox, scope }) => {
    const { business, user } = scope();
    requirePermission(sandbox, user, 'business.edit');
    const fields: Record<string, string> = {};
    let photo: string | null = null;
    if (request.isMultipart()) {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const content = await part.toBuffer();
          if (part.fieldname === 'business-photo' && part.filename) photo = photoDataUrl(part.filename, content);
        } else {
          fields[part.fieldname] = String(part.value ?? '');
        }
      }
    } else if (request.body && typeof request.body === 'object') {
      for (const [k, v] of Object.entries(request.body as Record<string, unknown>)) if (typeof v === 'string') fields[k] = v;
    }
    for (const name of ['fantasy_name', 'phone']) {
      if (fields[name] === undefined) throw new ApiError(400, 'Dados inválidos. Verifique os campos e tente novamente.', [`O campo '${name}' é obrigatório.`]);
    }
    updateStoreProfile(business, fields, photo);
    return { message: 'Loja atualizada!', data: businessData(business, false) };
  },

  changeOwnPassword: ({ body, params, request, sandbox, user }) => {
    const me = user();
    changeOwnPassword(me, params.business_user_id, body);
    // Everywhere else this user is signed in ends; this browser stays.
    sandbox.endSessionsOf(me.id, readCookie(request, SESSION_COOKIE));
    return { message: 'Senha atualizada!' };
  },

  updateOwnUser: ({ body, params, sandbox, user }) => {
    const me = user();
    if (params.id !== me.id) throw new ApiError(403, 'Só é possível alterar o seu próprio perfil.');
    updateOwnProfile(sandbox, me, body);
    return { message: 'Usuário atualizado!', data: sessionData(sandbox, me) };
  },

  // `editable` says which profiles the caller may edit or (de)activate: those holding only the caller's permissions
  // and reaching only the caller's stores (docs/decisions.md D8), with profile.edit.
  listBusinessUsers: ({ query, sandbox, scope }) => {
    const { business, user } = scope();
    requirePermission(sandbox, user, 'profile.show');
    const canEdit = hasPermission(sandbox, user, 'profile.edit');
    return {
      data: listStaff(sandbox, business, { filter: query.filter, status: query.status }).map((u) => ({
        ...businessUserData(sandbox, u),
        editable: canEdit && isEditableBy(sandbox, user, u),
      })),
    };
  },

  createBusinessUser: ({ body, reply, sandbox, scope }) => {
    const { business, user } = scope();
    requirePermission(sandbox, user, 'profile.create');
    const created = createStaff(sandbox, business, user, body);
    reply.code(201);
    return { message: 'Perfil criado com sucesso!', data: businessUserData(sandbox, created) };
  },

  updateBusinessUser: ({ body, params, sandbox, scope }) => {
    const { business, user } = scope();
    requirePermission(sandbox, user, 'profile.edit');
    const saved = updateStaff(sandbox, business, user, params.id, body);
    return { message: 'Perfil editado com sucesso!', data: businessUserData(sandbox, saved) };
  },

  // The roles screen and 'Meu perfil' read with profile.show too (docs/spec/part-2-operations-account.md §6);
  // `assignable` says which roles the caller may give, to a profile or to oneself: those holding only the caller's
  // permissions.
  listRoles: ({ sandbox, scope }) => {
    const { business, user } = scope();
    requirePermission(sandbox, user, 'profile.show', 'role.show');
    return { data: listRolesOf(sandbox, business).map((r) => ({ ...roleData(sandbox, r), assignable: isAssignable(sandbox, user, r) })) };
  },

  listPermissions: ({ sandbox, scope }) => {
    requirePermission(sandbox, scope().user, 'profile.show', 'role.show');
    return { data: sandbox.permissions.map((p) => ({ id: p.id, name: p.name, display_name: p.display_name, description: p.description })) };
  },

  createRole: ({ body, reply, sandbox, scope }) => {
    const { business, user } = scope();
    requirePermission(sandbox, user, 'role.create');
    const role = createRole(sandbox, business, user, body);
    reply.code(201);
    return { message: 'Adicionado com sucesso!', data: roleData(sandbox, role) };
  },

  getRole: ({ params, sandbox, scope }) => {
    const { business, user } = scope();
    requirePermission(sandbox, user, 'profile.show', 'role.show');
    return { data: roleData(sandbox, requireRole(sandbox, business, params.id)) };
  },

  updateRole: ({ body, params, sandbox, scope }) => {
    const { business, user } = scope();
    requirePermission(sandbox, user, 'role.edit');
    return { message: 'Editado com sucesso!', data: roleData(sandbox, updateRole(sandbox, business, user, params.id, body)) };
  },

  deleteRole: ({ params, sandbox, scope }) => {
    const { business, user } = scope();
    requirePermission(sandbox, user, 'role.delete');
    deleteRole(sandbox, business, params.id);
    return { message: 'Tipo de permissão deletada com sucesso!' };
  },
});

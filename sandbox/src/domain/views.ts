import type { Business, BusinessUser, Role } from './model';
import type { Sandbox } from './sandbox';

/**
 * How the contract shows the account's objects: the signed-in user with their store (sign-in, session, own
 * profile), a store (businesses/{uuid}, the store profile), a staff profile and a role.
 */

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
    roles: user.role_ids
      .map((id) => sandbox.roles.get(id))
      .filter((r): r is Role => !!r)
      .map(roleSummary),
  };
}

/** The session user (docs/spec/part-1-signin-dashboard-delivery.md §3, docs/spec/part-2-operations-account.md §3) plus the sign-in's extras. */
export function sessionData(sandbox: Sandbox, user: BusinessUser) {
  const business: Business = sandbox.business(user.business_uuid);
  const roles = user.role_ids.map((id) => sandbox.roles.get(id)).filter((r) => !!r);
  return {
    id: business.id,
    business_uuid: business.uuid,
    business_user_id: user.id,
    business_user_name: user.name,
    business_user_social_name: user.social_name,
    company_name: business.company_name,
    fantasy_name: business.fantasy_name,
    email: user.email,
    phone: user.phone,
    photo: user.photo ?? business.photo,
    address: { ...business.address },
    postpaid: business.postpaid,
    search_type: business.search_type,
    reverse_logistic_permission: business.reverse_logistic_permission,
    type: business.type,
    configurations: { ...business.configurations },
    roles: roles.map(roleSummary),
    permissions: sandbox.permissionsOf(user).map((p) => ({ id: p.id, name: p.name, display_name: p.display_name, description: p.description })),
    franchise: user.main && user.franchise_id !== null ? { id: user.franchise_id, name: sandbox.franchises.get(user.franchise_id)?.name ?? '' } : null,
    business_user_main: user.main,
  };
}

/** Business details as answered by businesses/{uuid}. */
export function businessData(business: Business, withToken: boolean) {
  const { box_api_token, order_hub_token, operating_radius_km: _radius, configurations: _c, type: _t, ...rest } = business;
  return {
    ...rest,
    name: business.fantasy_name,
    plan_name: business.plan_id === '2' ? 'Box Vantagem' : 'Plano Padrão',
    address: { ...business.address },
    ...(withToken ? { box_api_token, order_hub_token } : {}),
  };
}

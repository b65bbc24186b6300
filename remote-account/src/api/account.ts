import { http } from 'shared';
import type { components, operations } from 'shared/contract-types/account';

/**
 * Typed calls of the account domain (contract: shared/contract/account.yaml): fleet plan, store profile and
 * order approval, the signed-in user's own profile and password, staff profiles, roles and permissions.
 */

type Schemas = components['schemas'];
type JsonAnswer<Op, Status extends number> = Op extends { responses: { [S in Status]: { content: { 'application/json': infer J } } } } ? J : never;
type JsonBody<Op> = Op extends { requestBody: { content: { 'application/json': infer J } } } ? J : never;

type SearchType = Schemas['SearchType'];
export type StoreProfile = Schemas['Business'];
type SmartDeliveryConfig = Schemas['SmartDeliveryConfig'];
export type BusinessUser = Schemas['BusinessUser'];
/** A profile of the staff list, with whether the caller may edit it (`editable`: docs/decisions.md D8). */
export type ListedBusinessUser = JsonAnswer<operations['listBusinessUsers'], 200>['data'][number];
export type BusinessUserInput = Schemas['BusinessUserInput'];
export type UpdateBusinessUserInput = JsonBody<operations['updateBusinessUser']>;
export type AccountRole = Schemas['Role'];
/** A role of the roles list, with whether the caller may give it (`assignable`: it holds only the caller's permissions). */
export type ListedRole = JsonAnswer<operations['listRoles'], 200>['data'][number];
export type RoleInput = Schemas['RoleInput'];
export type AccountPermission = Schemas['Permission'];
export type OwnProfileInput = JsonBody<operations['updateOwnUser']>;
type ChangePasswordInput = JsonBody<operations['changeOwnPassword']>;
export type OwnProfileAnswer = JsonAnswer<operations['updateOwnUser'], 200>;

/** The store profile form (multipart): the photo only when a new one was chosen. */
interface StoreProfileInput {
  fantasy_name: string;
  /** Digits with the 55 prefix (docs/spec/part-2-operations-account.md §9). */
  phone: string;
  photo?: Blob | null;
  photoName?: string;
}

export const accountApi = {
  /** 'Trocar de plano' (read data.data.search_type). */
  switchSearchType: (searchType: SearchType) =>
    http.patch<JsonAnswer<operations['switchSearchType'], 200>>('v2/fleets/business/switch-search-type', { search_type: searchType }, { flow: 'box' }),

  /** The store with its API token (business-service/v1/businesses/{uuid}?withToken=1, see auth.yaml). */
  storeProfile: (uuid: string) =>
    http.get<{ data: StoreProfile }>(`business-service/v1/businesses/${encodeURIComponent(uuid)}`, { flow: 'box', params: { withToken: 1 } }),

  updateStoreProfile: ({ fantasy_name, phone, photo, photoName }: StoreProfileInput) => {
    const form = new FormData();
    form.append('fantasy_name', fantasy_name);
    form.append('phone', phone);
    if (photo) form.append('business-photo', photo, photoName ?? 'foto');
    return http.post<JsonAnswer<operations['updateBusinessProfile'], 200>>('v2/business/profile/update', form, { flow: 'box' });
  },

  smartDeliveryConfigs: () => http.get<JsonAnswer<operations['getSmartDeliveryConfigs'], 200>>('merchants/show/smart-delivery-configs', { flow: 'order-hub' }),

  updateSmartDeliveryConfigs: (config: SmartDeliveryConfig) =>
    http.put<JsonAnswer<operations['updateSmartDeliveryConfigs'], 200>>('merchants', { smart_delivery_config: config }, { flow: 'order-hub' }),

  changePassword: (businessUserId: number | string, input: ChangePasswordInput) =>
    http.post<{ message: string }>(`v2/business-user/change-password/${encodeURIComponent(String(businessUserId))}`, input, { flow: 'box' }),

  /** 'Meu perfil': answers with the session data (like sign-in). */
  updateOwnProfile: (businessUserId: number | string, input: OwnProfileInput) =>
    http.put<OwnProfileAnswer>(`v2/business-user/${encodeURIComponent(String(businessUserId))}/responseLikeLogin`, input, { flow: 'box' }),

  /** Staff profiles: filter searches name or e-mail; status '1' Ativo, '0' Inativo. */
  businessUsers: (query: { filter?: string; status?: '0' | '1' } = {}) =>
    http.get<{ data: ListedBusinessUser[] }>('v2/business-user', {
      flow: 'box',
      params: { ...(query.filter?.trim() ? { filter: query.filter.trim() } : {}), ...(query.status ? { status: query.status } : {}) },
    }),

  createBusinessUser: (input: BusinessUserInput) => http.post<JsonAnswer<operations['createBusinessUser'], 201>>('v2/business-user', input, { flow: 'box' }),

  updateBusinessUser: (id: number, input: UpdateBusinessUserInput) =>
    http.put<JsonAnswer<operations['updateBusinessUser'], 200>>(`v2/business-user/${id}`, input, { flow: 'box' }),

  roles: () => http.get<{ data: ListedRole[] }>('v2/roles', { flow: 'box' }),

  permissions: () => http.get<{ data: AccountPermission[] }>('v2/permissions', { flow: 'box' }),

  role: (id: number) => http.get<{ data: AccountRole }>(`v2/roles/${id}`, { flow: 'box' }),

  createRole: (input: RoleInput) => http.post<JsonAnswer<operations['createRole'], 201>>('v2/roles', input, { flow: 'box' }),

  updateRole: (id: number, input: RoleInput) => http.put<JsonAnswer<operations['updateRole'], 200>>(`v2/roles/${id}`, input, { flow: 'box' }),

  deleteRole: (id: number) => http.delete<{ message: string }>(`v2/roles/${id}`, { flow: 'box' }),
};

import { http } from '../http/client';
import type { FranchiseStore, SessionUser } from '../session/types';

/** Typed calls of the sign-in domain (contract: shared/contract/auth.yaml). */

export interface LoginAnswer {
  data: SessionUser & { franchise: { id: number | string } | null; business_user_main: boolean };
}

export const authApi = {
  login: (email: string, password: string) =>
    http.post<LoginAnswer>('business-service/v1/businesses/login', { email, password }, { flow: 'box', skipLogoutOn401: true }),
  logout: () => http.post('business-service/v1/businesses/logout', {}, { flow: 'box', skipLogoutOn401: true }),
  franchiseStores: (franchiseId: number | string, businessUserId: number | string) =>
    http.get<{ data: FranchiseStore[] }>(`business/franchise/${franchiseId}/${businessUserId}`, { flow: 'order-hub' }),
  businessWithToken: (uuid: string) =>
    http.get<{ data: Record<string, unknown> & { box_api_token?: string; order_hub_token?: string } }>(
      `business-service/v1/businesses/${encodeURIComponent(uuid)}`,
      { flow: 'box', params: { withToken: 1 } },
    ),
  requestPasswordReset: (email: string) =>
    http.post<{ message?: string }>(`business-service/v1/businesses/reset-password/${encodeURIComponent(email)}/true`, undefined, {
      flow: 'box',
      skipLogoutOn401: true,
    }),
  changePasswordWithToken: (token: string, password: string, confirmPassword: string) =>
    http.post<{ message?: string }>(
      `business-service/v1/businesses/change-password/${encodeURIComponent(token)}`,
      { token, password, confirm_password: confirmPassword },
      { flow: 'box', skipLogoutOn401: true },
    ),
  balance: () => http.get<{ data: { balance: number } }>('v2/balance', { flow: 'box' }),
};

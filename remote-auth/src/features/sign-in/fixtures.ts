import type { SessionUser } from 'shared';
import { makeUser } from 'shared/testing';

/** Login answers like the sandbox's (shared/contract/auth.yaml, login). */
export function storeUserAnswer(overrides: Partial<SessionUser> = {}) {
  return { data: makeUser({ franchise: null, business_user_main: false, ...overrides }) };
}

export const FRANCHISE_STORES = [
  { uuid: 'store-1', name: 'Sushi Kaizen Paulista', postpaid: false },
  { uuid: 'store-2', name: 'Sushi Kaizen Itaim', postpaid: true },
  { uuid: 'store-3', name: 'Sushi Kaizen Moema', postpaid: false },
];

export function franchiseUserAnswer() {
  return storeUserAnswer({
    business_user_id: 900,
    business_user_name: 'Rafael Takeshi Nakamura',
    franchise: { id: 7 },
    business_user_main: true,
    fantasy_name: 'Sushi Kaizen Paulista',
  });
}

export function businessDetails(uuid: string) {
  return {
    data: {
      uuid,
      fantasy_name: `Comércio ${uuid}`,
      company_name: `Razão social ${uuid}`,
      box_api_token: `box_${uuid}`,
      order_hub_token: `hub_${uuid}`,
    },
  };
}

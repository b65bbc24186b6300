import { authApi } from '../api/auth';
import { sessionActions } from '../session/actions';
import type { FranchiseStore, SessionUser } from '../session/types';
import { FRANCHISE_SYNC_WAIT_MS } from '../domain/constants';

export class NoFranchiseStoresError extends Error {
  constructor() {
    super('No stores for this franchise');
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The sign-in flow of spec part-1 §4: log in; for a franchise main user (business_user_main with a
 * franchise id) load the franchise's stores, merge each with its business details and tokens, select
 * the first, save the session and wait 50 ms so the stored state is in sync before navigating.
 * Throws the login's error, or NoFranchiseStoresError.
 */
export async function signInSession(email: string, password: string): Promise<SessionUser> {
  const { data } = await authApi.login(email, password);
  const user = data.data;
  const franchiseId = user.franchise?.id;
  if (user.business_user_main && franchiseId !== undefined && franchiseId !== null) {
    const storesAnswer = await authApi.franchiseStores(franchiseId, user.business_user_id);
    const list = storesAnswer.data.data ?? [];
    if (!list.length) throw new NoFranchiseStoresError();
    const stores: FranchiseStore[] = await Promise.all(
      list.map(async (store) => {
        const details = await authApi.businessWithToken(store.uuid);
        const business = details.data.data;
        return { ...business, ...store, name: store.name ?? String(business.fantasy_name ?? ''), box_api_token: business.box_api_token, order_hub_token: business.order_hub_token };
      }),
    );
    sessionActions.setUser(user);
    sessionActions.setIsFranchiseAdmin(true);
    sessionActions.setFranchiseStores(stores);
    sessionActions.selectFranchiseStore(stores[0]!);
    await wait(FRANCHISE_SYNC_WAIT_MS);
    return user;
  }
  sessionActions.setUser(user);
  return user;
}

import { authApi } from '../api/auth';
import { sessionActions } from '../session/actions';
import type { FranchiseStore, SessionUser } from '../session/types';
import { FRANCHISE_SYNC_WAIT_MS } from '../domain/constants';

/** The franchise has no stores, or its store list could not be loaded. */
export class NoFranchiseStoresError extends Error {
  constructor() {
    super('No stores for this franchise');
    this.name = 'NoFranchiseStoresError';
  }
}

/** A franchise store's business details (and tokens) could not be loaded. */
export class BusinessDetailsError extends Error {
  constructor() {
    super('Business details of a franchise store could not be loaded');
    this.name = 'BusinessDetailsError';
  }
}

/**
 * localStorage key of the 'no courier warning' flag (fleet users warned that their fleet has no
 * couriers). Sign-in clears it, so each session warns afresh (spec part-1 §4).
 */
export const NO_COURIER_WARNING_KEY = 'noCourierWarning';

function clearNoCourierWarning(): void {
  try {
    window.localStorage.removeItem(NO_COURIER_WARNING_KEY);
  } catch {
    // Storage unavailable (private mode, embedded frame): nothing stored, nothing to clear.
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function loadFranchiseStores(franchiseId: number | string, businessUserId: number | string): Promise<FranchiseStore[]> {
  let list: FranchiseStore[];
  try {
    const storesAnswer = await authApi.franchiseStores(franchiseId, businessUserId);
    list = storesAnswer.data.data ?? [];
  } catch {
    throw new NoFranchiseStoresError();
  }
  if (!list.length) throw new NoFranchiseStoresError();
  return Promise.all(
    list.map(async (store) => {
      let business: Record<string, unknown> & { box_api_token?: string; order_hub_token?: string };
      try {
        business = (await authApi.businessWithToken(store.uuid)).data.data;
      } catch {
        throw new BusinessDetailsError();
      }
      return {
        ...business,
        ...store,
        name: store.name ?? String(business.fantasy_name ?? ''),
        box_api_token: business.box_api_token,
        order_hub_token: business.order_hub_token,
      };
    }),
  );
}

/**
 * The sign-in flow of spec part-1 §4: clear the 'no courier warning' flag; log in; for a franchise
 * main user (business_user_main with a franchise id) load the franchise's stores, merge each with its
 * business details and tokens, store the list and select the first, save the session and wait 50 ms
 * so the stored state is in sync before navigating. Other users: save the session.
 * Throws the login's error (axios), NoFranchiseStoresError or BusinessDetailsError.
 */
export async function signInSession(email: string, password: string): Promise<SessionUser> {
  clearNoCourierWarning();
  const { data } = await authApi.login(email, password);
  const user = data.data;
  const franchiseId = user.franchise?.id;
  if (user.business_user_main && franchiseId !== undefined && franchiseId !== null) {
    const stores = await loadFranchiseStores(franchiseId, user.business_user_id);
    // The stores first, the user last: the session reads as signed in only once its store is selected.
    sessionActions.setIsFranchiseAdmin(true);
    sessionActions.setFranchiseStores(stores);
    sessionActions.selectFranchiseStore(stores[0]!);
    sessionActions.setUser(user);
    await wait(FRANCHISE_SYNC_WAIT_MS);
    return user;
  }
  sessionActions.setUser(user);
  return user;
}

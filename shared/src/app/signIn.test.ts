import type { LoginAnswer } from '../api/auth';
import { getSession } from '../session/actions';
import { SELECTED_STORE_EVENT } from '../session/events';
import { answer, API, errorAnswer, http, installNetwork, recordRequests, server } from '../testing/network';
import { resetStores } from '../testing/render';
import { makeUser } from '../testing/fixtures';
import { BusinessDetailsError, NO_COURIER_WARNING_KEY, NoFranchiseStoresError, signInSession } from './signIn';

installNetwork();
const seen = recordRequests();
const paths = () => seen.map((request) => `${request.method} ${request.path}`);

const storeUser = makeUser({ franchise: null, business_user_main: false }) as LoginAnswer['data'];
const franchiseUser = makeUser({ business_user_id: 900, franchise: { id: 7 }, business_user_main: true }) as LoginAnswer['data'];
const STORES = [
  { uuid: 's1', name: 'Loja Um', postpaid: false },
  { uuid: 's2', name: 'Loja Dois', postpaid: true },
];

function mockFranchise({ stores = STORES, detailsFail = false } = {}) {
  server.use(
    http.post(API.auth.login, () => answer({ data: franchiseUser } as never)),
    http.get(API.auth.franchiseStores, () => answer({ data: stores })),
    http.get(API.auth.businesses, ({ params }) => {
      const uuid = String(params.uuid);
      if (detailsFail) return errorAnswer(500, 'Erro');
      return answer({ data: { uuid, fantasy_name: `F ${uuid}`, box_api_token: `box-${uuid}`, order_hub_token: `hub-${uuid}` } });
    }),
  );
}

beforeEach(() => resetStores());

describe('signInSession', () => {
  it('a store user: logs in, stores the user and clears the no-courier warning flag, without waiting', async () => {
    window.localStorage.setItem(NO_COURIER_WARNING_KEY, '1');
    server.use(http.post(API.auth.login, () => answer({ data: storeUser } as never)));
    await expect(signInSession('loja@exemplo.com.br', 'Senha@123')).resolves.toEqual(storeUser);
    // One call, the login: no franchise stores for a store user.
    expect(seen).toEqual([expect.objectContaining({ method: 'POST', body: { email: 'loja@exemplo.com.br', password: 'Senha@123' } })]);
    expect(getSession()).toMatchObject({ isLogged: true, isFranchiseAdmin: false, franchiseStores: null });
    expect(window.localStorage.getItem(NO_COURIER_WARNING_KEY)).toBeNull();
  });

  it('a franchise main user: stores merged with their tokens, the first selected before the user is set, then a 50 ms wait', async () => {
    mockFranchise();
    const seenAtEvent: unknown[] = [];
    let selectedAt = 0;
    const onStore = () => {
      selectedAt = performance.now();
      seenAtEvent.push({ isLogged: getSession().isLogged, stores: getSession().franchiseStores?.length });
    };
    window.addEventListener(SELECTED_STORE_EVENT, onStore);
    await signInSession('franquia@exemplo.com.br', 'Senha@123');
    const doneAt = performance.now();
    window.removeEventListener(SELECTED_STORE_EVENT, onStore);

    expect(paths()).toContain('GET /api/order-hub/business/franchise/7/900');
    expect(getSession()).toMatchObject({ isLogged: true, isFranchiseAdmin: true, selectedFranchiseStore: 'Loja Um', selectedFranchiseStoreUuid: 's1' });
    expect(getSession().franchiseStores).toEqual([
      expect.objectContaining({ uuid: 's1', name: 'Loja Um', postpaid: false, box_api_token: 'box-s1', order_hub_token: 'hub-s1' }),
      expect.objectContaining({ uuid: 's2', name: 'Loja Dois', postpaid: true, box_api_token: 'box-s2', order_hub_token: 'hub-s2' }),
    ]);
    expect(seenAtEvent).toEqual([{ isLogged: false, stores: 2 }]);
    // The sign-in ends 50 ms after the store was selected, at the earliest (the selector's subscribers settle).
    expect(doneAt - selectedAt).toBeGreaterThanOrEqual(49);
  });

  it('a franchise without stores, or whose store list fails: NoFranchiseStoresError and no session', async () => {
    mockFranchise({ stores: [] });
    await expect(signInSession('franquia@exemplo.com.br', 'Senha@123')).rejects.toBeInstanceOf(NoFranchiseStoresError);
    expect(getSession().isLogged).toBe(false);

    server.use(http.get(API.auth.franchiseStores, () => errorAnswer(403, 'Acesso negado')));
    const error = await signInSession('franquia@exemplo.com.br', 'Senha@123').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NoFranchiseStoresError);
    expect((error as Error).name).toBe('NoFranchiseStoresError');
    expect(getSession().isLogged).toBe(false);
  });

  it('a store whose details fail: BusinessDetailsError and no session', async () => {
    mockFranchise({ detailsFail: true });
    const error = await signInSession('franquia@exemplo.com.br', 'Senha@123').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BusinessDetailsError);
    expect((error as Error).name).toBe('BusinessDetailsError');
    expect(getSession()).toMatchObject({ isLogged: false, franchiseStores: null, selectedFranchiseStoreUuid: null });
  });

  it('a rejected login is thrown as it came', async () => {
    server.use(http.post(API.auth.login, () => errorAnswer(401, 'E-mail ou senha inválidos.')));
    const rejection = await signInSession('loja@exemplo.com.br', 'errada').catch((error: unknown) => error);
    expect(rejection).toMatchObject({ isAxiosError: true, response: { status: 401, data: { message: 'E-mail ou senha inválidos.' } } });
    expect(getSession().isLogged).toBe(false);
  });
});

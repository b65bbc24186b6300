import type { AxiosResponse } from 'axios';
import { authApi, type LoginAnswer } from '../api/auth';
import { getSession } from '../session/actions';
import { SELECTED_STORE_EVENT } from '../session/events';
import { resetStores } from '../testing/render';
import { makeUser } from '../testing/fixtures';
import { BusinessDetailsError, NO_COURIER_WARNING_KEY, NoFranchiseStoresError, signInSession } from './signIn';

const ok = <T,>(data: T) => ({ data, status: 200, statusText: 'OK', headers: {}, config: {} }) as AxiosResponse<T>;

const storeUser = makeUser({ franchise: null, business_user_main: false }) as LoginAnswer['data'];
const franchiseUser = makeUser({ business_user_id: 900, franchise: { id: 7 }, business_user_main: true }) as LoginAnswer['data'];
const STORES = [
  { uuid: 's1', name: 'Loja Um', postpaid: false },
  { uuid: 's2', name: 'Loja Dois', postpaid: true },
];

function mockFranchise({ stores = STORES, detailsFail = false } = {}) {
  jest.spyOn(authApi, 'login').mockResolvedValue(ok({ data: franchiseUser }));
  jest.spyOn(authApi, 'franchiseStores').mockResolvedValue(ok({ data: stores }));
  jest.spyOn(authApi, 'businessWithToken').mockImplementation(async (uuid: string) => {
    if (detailsFail) throw new Error('500');
    return ok({ data: { uuid, fantasy_name: `F ${uuid}`, box_api_token: `box-${uuid}`, order_hub_token: `hub-${uuid}` } });
  });
}

beforeEach(() => {
  resetStores();
  jest.restoreAllMocks();
});
afterEach(() => jest.useRealTimers());

describe('signInSession', () => {
  it('a store user: logs in, stores the user and clears the no-courier warning flag, without waiting', async () => {
    window.localStorage.setItem(NO_COURIER_WARNING_KEY, '1');
    const login = jest.spyOn(authApi, 'login').mockResolvedValue(ok({ data: storeUser }));
    const stores = jest.spyOn(authApi, 'franchiseStores');
    await expect(signInSession('loja@exemplo.com.br', 'Senha@123')).resolves.toEqual(storeUser);
    expect(login).toHaveBeenCalledWith('loja@exemplo.com.br', 'Senha@123');
    expect(stores).not.toHaveBeenCalled();
    expect(getSession()).toMatchObject({ isLogged: true, isFranchiseAdmin: false, franchiseStores: null });
    expect(window.localStorage.getItem(NO_COURIER_WARNING_KEY)).toBeNull();
  });

  it('a franchise main user: stores merged with their tokens, the first selected before the user is set, then a 50 ms wait', async () => {
    jest.useFakeTimers();
    mockFranchise();
    const seenAtEvent: unknown[] = [];
    const onStore = () => seenAtEvent.push({ isLogged: getSession().isLogged, stores: getSession().franchiseStores?.length });
    window.addEventListener(SELECTED_STORE_EVENT, onStore);
    let done = false;
    const signingIn = signInSession('franquia@exemplo.com.br', 'Senha@123').then(() => {
      done = true;
    });
    await jest.advanceTimersByTimeAsync(0);
    window.removeEventListener(SELECTED_STORE_EVENT, onStore);

    expect(authApi.franchiseStores).toHaveBeenCalledWith(7, 900);
    expect(getSession()).toMatchObject({ isLogged: true, isFranchiseAdmin: true, selectedFranchiseStore: 'Loja Um', selectedFranchiseStoreUuid: 's1' });
    expect(getSession().franchiseStores).toEqual([
      expect.objectContaining({ uuid: 's1', name: 'Loja Um', postpaid: false, box_api_token: 'box-s1', order_hub_token: 'hub-s1' }),
      expect.objectContaining({ uuid: 's2', name: 'Loja Dois', postpaid: true, box_api_token: 'box-s2', order_hub_token: 'hub-s2' }),
    ]);
    expect(seenAtEvent).toEqual([{ isLogged: false, stores: 2 }]);

    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(49);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await signingIn;
    expect(done).toBe(true);
  });

  it('a franchise without stores, or whose store list fails: NoFranchiseStoresError and no session', async () => {
    mockFranchise({ stores: [] });
    await expect(signInSession('franquia@exemplo.com.br', 'Senha@123')).rejects.toBeInstanceOf(NoFranchiseStoresError);
    expect(getSession().isLogged).toBe(false);

    jest.spyOn(authApi, 'franchiseStores').mockRejectedValue(new Error('403'));
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
    const rejection = Object.assign(new Error('401'), { isAxiosError: true });
    jest.spyOn(authApi, 'login').mockRejectedValue(rejection);
    await expect(signInSession('loja@exemplo.com.br', 'errada')).rejects.toBe(rejection);
    expect(getSession().isLogged).toBe(false);
  });
});

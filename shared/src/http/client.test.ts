import type { InternalAxiosRequestConfig } from 'axios';
import { AxiosError, AxiosHeaders } from 'axios';
import {
  applyFlow,
  handleUnauthorized,
  http,
  isHttpError,
  isOutcomeUnknown,
  loadHttpClient,
  onSessionExpired,
  REQUEST_TIMEOUT_MS,
  setApiBaseUrl,
  signOutOnServer,
} from './client';
import { serverErrorText, serverErrorTexts } from './errors';
import { ordersActions, sessionActions, getOrders, getSession } from '../session/actions';
import { initialOrdersState, initialSessionState, ordersAtom, portalStore, sessionAtom } from '../session/store';
import { makeFranchiseStores, makeUser } from '../testing/fixtures';

const config = (flow?: 'box' | 'order-hub' | 'geo'): InternalAxiosRequestConfig =>
  ({ flow, headers: new AxiosHeaders(), url: 'x' }) as InternalAxiosRequestConfig;

const axiosError = (status: number, data: unknown, skipLogoutOn401 = false) =>
  new AxiosError('failed', String(status), { skipLogoutOn401, headers: new AxiosHeaders() } as InternalAxiosRequestConfig, null, {
    status,
    data,
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() } as InternalAxiosRequestConfig,
  });

beforeEach(() => {
  portalStore.set(sessionAtom, { ...initialSessionState });
  setApiBaseUrl('');
});

describe('client defaults', () => {
  it('is one client, made on the first call (axios is not on the sign-in form)', async () => {
    const client = loadHttpClient();
    expect(loadHttpClient()).toBe(client);
    expect(await loadHttpClient()).toBe(await client);
  });

  it('tells its errors by their flag, as axios does, without loading axios', () => {
    expect(isHttpError(axiosError(500, {}))).toBe(true);
    expect(isHttpError(new Error('x'))).toBe(false);
    expect(isHttpError({ isAxiosError: 'yes' })).toBe(false);
    expect(isHttpError(null)).toBe(false);
  });

  it('gives up on a call that hangs, so screens show their error instead of spinning forever', async () => {
    expect((await loadHttpClient()).defaults.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBeLessThan(20_000);
  });

  it("takes the deployment's time-out from the runtime configuration, unless a call set its own", () => {
    const request = (timeout: number) => applyFlow({ timeout, headers: new AxiosHeaders() } as InternalAxiosRequestConfig);
    expect(request(REQUEST_TIMEOUT_MS).timeout).toBe(REQUEST_TIMEOUT_MS);
    window.__PORTAL_CONFIG__ = { requestTimeoutMs: 3_000 };
    try {
      expect(request(REQUEST_TIMEOUT_MS).timeout).toBe(3_000);
      expect(request(60_000).timeout).toBe(60_000);
    } finally {
      delete window.__PORTAL_CONFIG__;
    }
  });

  it('ends calls that met an expired session silently (the one notice is the session one)', async () => {
    portalStore.set(sessionAtom, { ...initialSessionState, isLogged: true, user: makeUser() });
    const adapter = async () => {
      throw new AxiosError('unauthorized', '401', { headers: new AxiosHeaders() } as InternalAxiosRequestConfig, null, {
        status: 401,
        data: {},
        statusText: '',
        headers: {},
        config: { headers: new AxiosHeaders() } as InternalAxiosRequestConfig,
      });
    };
    const settled = jest.fn();
    http.get('/x', { adapter }).then(settled, settled);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).not.toHaveBeenCalled();
    expect(getSession().isLogged).toBe(false);
  });

  it('fails a call whose body is not JSON instead of handing the text to the screen', async () => {
    const call = http.get('/x', {
      adapter: async (config) => ({ data: 'não é json{', status: 200, statusText: 'OK', headers: { 'content-type': 'application/json' }, config }),
    });
    await expect(call).rejects.toThrow();
  });
});

describe('a sign-out the page does not wait for', () => {
  const ok = (log: string[], name: string, answered?: Promise<void>) => async (config: InternalAxiosRequestConfig) => {
    log.push(`${name} sent`);
    if (answered) await answered;
    log.push(`${name} answered`);
    return { data: {}, status: 200, statusText: 'OK', headers: {}, config };
  };

  it('sends the calls made meanwhile (a quick next sign-in) only after its answer, which clears the cookie', async () => {
    const log: string[] = [];
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const signedOut = signOutOnServer(() => http.post('logout', {}, { adapter: ok(log, 'logout', answered) }));
    const signIn = http.post('login', {}, { adapter: ok(log, 'login') });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(log).toEqual(['logout sent']);
    answer();
    await signedOut;
    await signIn;
    expect(log).toEqual(['logout sent', 'logout answered', 'login sent', 'login answered']);
  });

  it('a sign-out call that fails holds nothing back', async () => {
    const log: string[] = [];
    await signOutOnServer(() => http.post('logout', {}, { adapter: async () => Promise.reject(new Error('offline')) }));
    await http.get('x', { adapter: ok(log, 'next') });
    expect(log).toEqual(['next sent', 'next answered']);
  });
});

describe('flows (D2)', () => {
  it.each([
    ['box', '/api/box/'],
    ['order-hub', '/api/order-hub/'],
    ['geo', '/api/geo-service/'],
    [undefined, '/'],
  ] as const)('flow %s → base %s', (flow, base) => {
    expect(applyFlow(config(flow)).baseURL).toBe(base);
  });

  it('prefixes an integrator’s API base URL', () => {
    setApiBaseUrl('https://api.exemplo.com.br/');
    expect(applyFlow(config('box')).baseURL).toBe('https://api.exemplo.com.br/api/box/');
  });
});

describe('store tokens (D3)', () => {
  it('sends no Authorization without a selected franchise store', () => {
    sessionActions.setUser(makeUser());
    expect(applyFlow(config('box')).headers.get('Authorization')).toBeUndefined();
  });

  it('sends the selected store’s box token on box and its order-hub token on order-hub, none on geo', () => {
    sessionActions.setUser(makeUser());
    sessionActions.setFranchiseStores(makeFranchiseStores());
    sessionActions.selectFranchiseStore(makeFranchiseStores()[1]!);
    expect(applyFlow(config('box')).headers.get('Authorization')).toBe('box-token-2');
    expect(applyFlow(config('order-hub')).headers.get('Authorization')).toBe('hub-token-2');
    expect(applyFlow(config('geo')).headers.get('Authorization')).toBeUndefined();
  });
});

describe('401 → logout', () => {
  it('ends the session once, however many calls fail', () => {
    sessionActions.setUser(makeUser());
    const expired = jest.fn();
    const stop = onSessionExpired(expired);
    handleUnauthorized(axiosError(401, {}));
    handleUnauthorized(axiosError(401, {}));
    stop();
    expect(getSession().isLogged).toBe(false);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('is an expiry, not a sign-out: the staged orders stay, tagged with their user and store', () => {
    portalStore.set(ordersAtom, { ...initialOrdersState });
    sessionActions.setUser(makeUser());
    ordersActions.addOrder({ client_name: 'Ana' } as never);
    handleUnauthorized(axiosError(401, {}));
    expect(getSession().isLogged).toBe(false);
    expect(getOrders().orders.map((o) => o.client_name)).toEqual(['Ana']);
    expect(getOrders().owner).toEqual({
      business_uuid: makeUser().business_uuid,
      business_user_id: String(makeUser().business_user_id),
      store_uuid: makeUser().business_uuid,
    });
  });

  it('keeps the session on a rejected sign-in and on other errors', () => {
    sessionActions.setUser(makeUser());
    handleUnauthorized(axiosError(401, {}, true));
    handleUnauthorized(axiosError(500, {}));
    expect(getSession().isLogged).toBe(true);
  });
});

describe('server error text', () => {
  it('reads errors[0].detail, then message', () => {
    expect(serverErrorText(axiosError(422, { errors: [{ detail: 'CPF inválido' }], message: 'x' }))).toBe('CPF inválido');
    expect(serverErrorText(axiosError(400, { message: 'Dados inválidos' }))).toBe('Dados inválidos');
    expect(serverErrorText(axiosError(500, '<html>'))).toBeUndefined();
    expect(serverErrorText(new Error('x'))).toBeUndefined();
  });

  it('lists every error detail for one-by-one display', () => {
    expect(serverErrorTexts(axiosError(422, { errors: [{ detail: 'a' }, { detail: 'b' }, {}] }))).toEqual(['a', 'b']);
  });
});

describe('isOutcomeUnknown', () => {
  const failure = (method: string, code: string, status?: number) =>
    new AxiosError(
      'x',
      code,
      { method, headers: new AxiosHeaders() } as InternalAxiosRequestConfig,
      undefined,
      status ? ({ status, data: {} } as never) : undefined,
    );

  it('a write that timed out or lost its connection may have been done: its outcome is unknown', () => {
    expect(isOutcomeUnknown(failure('post', 'ECONNABORTED'))).toBe(true);
    expect(isOutcomeUnknown(failure('put', 'ERR_NETWORK'))).toBe(true);
    expect(isOutcomeUnknown(failure('patch', 'ETIMEDOUT'))).toBe(true);
  });

  it('an answer, or a read, is never unknown', () => {
    expect(isOutcomeUnknown(failure('post', 'ERR_BAD_RESPONSE', 500))).toBe(false);
    expect(isOutcomeUnknown(failure('get', 'ECONNABORTED'))).toBe(false);
    expect(isOutcomeUnknown(new Error('boom'))).toBe(false);
  });
});

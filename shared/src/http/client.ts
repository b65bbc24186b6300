import type { AxiosError, AxiosInstance, AxiosRequestConfig, InternalAxiosRequestConfig } from 'axios';
import { configuredRequestTimeoutMs } from '../config/runtimeConfig';
import { getSession, sessionActions } from '../session/actions';
import { isOnline, OfflineError } from './online';

/** Which backend a call goes to (spec part-1 §7, docs/decisions.md D2). */
export type Flow = 'box' | 'order-hub' | 'geo';

declare module 'axios' {
  interface AxiosRequestConfig {
    flow?: Flow;
    /** A 401 on this call does not end the session (sign-in itself). */
    skipLogoutOn401?: boolean;
    /**
     * The franchise store this call acts as, by uuid, instead of the selected one ('Todas as lojas', D14): it carries
     * that store's own token, so the server checks it as that store. A uuid that is not one of the session's stores
     * carries no store token (the user's own business, as without a franchise).
     */
    store?: string;
  }
}

export const FLOW_BASE: Record<Flow, string> = {
  box: '/api/box/',
  'order-hub': '/api/order-hub/',
  geo: '/api/geo-service/',
};

let apiBaseUrl = '';

/**
 * Where '/api' lives. Empty (same origin as the page) in the portal; an integrator who embeds a
 * remote in another origin passes its API base URL through mount options.
 */
export function setApiBaseUrl(url: string): void {
  apiBaseUrl = url.replace(/\/+$/, '');
}
export function getApiBaseUrl(): string {
  return apiBaseUrl;
}

/** The token a flow carries when a franchise store is selected (D3), or for the store a call names (`store`, D14). */
export function storeTokenFor(flow: Flow | undefined, storeUuid?: string): string | undefined {
  if (flow !== 'box' && flow !== 'order-hub') return undefined;
  const { franchiseStores, selectedFranchiseStoreUuid } = getSession();
  const uuid = storeUuid ?? selectedFranchiseStoreUuid;
  if (!uuid) return undefined;
  const store = franchiseStores?.find((s) => s.uuid === uuid);
  return flow === 'box' ? store?.box_api_token : store?.order_hub_token;
}

export function applyFlow(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const flow = config.flow;
  if (flow) config.baseURL = `${apiBaseUrl}${FLOW_BASE[flow]}`;
  else config.baseURL = `${apiBaseUrl}/`;
  const token = storeTokenFor(flow, config.store);
  if (token) config.headers.set('Authorization', token);
  // A deployment (or a test of the time-out path) may set its own time-out; a call's own value wins.
  const timeout = configuredRequestTimeoutMs();
  if (timeout && config.timeout === REQUEST_TIMEOUT_MS) config.timeout = timeout;
  return config;
}

type SessionExpiredListener = () => void;
const sessionExpiredListeners = new Set<SessionExpiredListener>();

/** Called once per expiry (not once per failing call), e.g. to show one notice. */
export function onSessionExpired(listener: SessionExpiredListener): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

export function handleUnauthorized(error: AxiosError): void {
  if (error.response?.status !== 401 || error.config?.skipLogoutOn401) return;
  if (!getSession().isLogged) return; // already ended: no storm of logouts and notices
  // Not the merchant's 'Sair': the staged orders wait, tagged with their owner, for that owner's next sign-in.
  sessionActions.expire();
  for (const listener of sessionExpiredListeners) listener();
}

/**
 * A call that has not answered by then fails like a network error, so a hung server shows the screen's
 * error message instead of an endless spinner (part-1 §7 says "no overall timeout"; docs/decisions.md says why
 * reads have one). A write that times out is not a failure: see isOutcomeUnknown. A deployment may change it
 * with `requestTimeoutMs` in its runtime configuration (config/runtimeConfig.ts).
 */
export const REQUEST_TIMEOUT_MS = 15_000;

/**
 * A write (POST, PUT, PATCH, DELETE) whose answer never came — the time-out, or the connection lost — may
 * have been carried out by the server. The screen must not say it failed (the merchant would do it again
 * and pay twice): it says the outcome is being confirmed and asks the server (docs/decisions.md).
 */
export function isOutcomeUnknown(error: unknown): boolean {
  if (!isHttpError(error) || error.response) return false;
  const method = (error.config?.method ?? 'get').toLowerCase();
  if (method === 'get' || method === 'head' || method === 'options') return false;
  return error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT' || error.code === 'ERR_NETWORK';
}

/** An error of the HTTP client (axios' own test, without loading axios: an error of a call carries its flag). */
export function isHttpError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/**
 * The settings of the one HTTP client: base '/', JSON bodies, the session cookie. A body that is not JSON fails the
 * call (the screen's error message) instead of reaching the screen as a string it would try to read as data.
 */
export const HTTP_CLIENT_DEFAULTS = {
  baseURL: '/',
  withCredentials: true,
  timeout: REQUEST_TIMEOUT_MS,
  responseType: 'json',
  transitional: { silentJSONParsing: false, forcedJSONParsing: true, clarifyTimeoutError: false },
} as const satisfies AxiosRequestConfig;

let client: Promise<AxiosInstance> | null = null;

/**
 * The one HTTP client of the portal (axios with the flows, store tokens and the session's end), made on the first
 * call: axios comes when the page first talks to the server, not with the sign-in form. A page that will
 * call soon may load it ahead (`loadHttpClient()`); a failed load is tried again by the next call.
 */
export function loadHttpClient(): Promise<AxiosInstance> {
  client ??= import('axios').then(
    ({ default: axios }) => {
      const instance = axios.create(HTTP_CLIENT_DEFAULTS);
      instance.interceptors.request.use(applyFlow);
      instance.interceptors.response.use(
        (response) => response,
        (error: AxiosError) => {
          if (error.response?.status === 401 && !error.config?.skipLogoutOn401) {
            handleUnauthorized(error);
            // The portal is on its way to sign-in with one notice: the calls that were in flight end
            // silently, instead of each screen adding its own error toast to the storm.
            return new Promise<never>(() => undefined);
          }
          return Promise.reject(error);
        },
      );
      return instance;
    },
    (error: unknown) => {
      client = null;
      throw error;
    },
  );
  return client;
}

let pendingSignOut: Promise<void> | null = null;

/**
 * Sends a sign-out's server call (`send`, e.g. authApi.logout) without keeping the page waiting for it: the page forgets
 * the session at once. Calls made before it answered (a quick next sign-in at the same counter) are sent after it,
 * so its answer, which clears the session cookie, can never land after the next session's new cookie.
 * Resolves when it answered or failed (the local sign-out stands either way).
 */
export function signOutOnServer(send: () => Promise<unknown>): Promise<void> {
  const done = send().then(
    () => undefined,
    () => undefined,
  );
  pendingSignOut = done;
  void done.then(() => {
    if (pendingSignOut === done) pendingSignOut = null;
  });
  return done;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const call = <M extends Method>(method: M): AxiosInstance[M] =>
  ((...args: unknown[]) => {
    // A change is not sent offline: the screen says it needs the network (the outcome is known, nothing to confirm).
    if (method !== 'get' && !isOnline()) return Promise.reject(new OfflineError());
    const instance = pendingSignOut ? pendingSignOut.then(loadHttpClient) : loadHttpClient();
    return instance.then((client) => (client[method] as (...a: unknown[]) => unknown)(...args));
  }) as AxiosInstance[M];

/** The calls of the one HTTP client (axios' get, post, put, patch and delete), each waiting for the client once. */
export const http: Pick<AxiosInstance, Method> = {
  get: call('get'),
  post: call('post'),
  put: call('put'),
  patch: call('patch'),
  delete: call('delete'),
};

export type RequestConfig = AxiosRequestConfig;

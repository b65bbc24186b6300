/**
 * The rules the portal's own web servers apply to a request before it reaches a file or the API: which
 * requests are the API's (read from the path as the router and the file server read it, not as it was
 * spelled), and which pages may change data through the API (docs/decisions.md, 'Session and HTTP').
 * nginx applies the same rules (deploy/nginx/host.conf.template), the sandbox its own copy of the origin rule.
 */

/**
 * The path of a request URL once percent-decoded, with empty and '.' segments dropped and '..' resolved:
 * `/%61pi//box/./v2/../v2/balance` → `/api/box/v2/balance`. `null` when it cannot be decoded.
 */
export function normalisedPath(url: string): string | null {
  const raw = url.split(/[?#]/, 1)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const segments: string[] = [];
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/** Whether a request URL is the API's, however its path is spelled; an undecodable path counts as the API's (no wildcard CORS, the body limit). */
export function isApiUrl(url: string): boolean {
  const path = normalisedPath(url);
  return path === null || path === '/api' || path.startsWith('/api/');
}

/** The origin a value names (`https://Loja.example.com/x` → `https://loja.example.com`), or null for anything not http(s). */
export function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** A list of origins as configured (`allowedOrigins`, PORTAL_ALLOWED_ORIGINS): the valid ones, normalised, once each. */
export function originList(values: Iterable<unknown>): string[] {
  const origins = new Set<string>();
  for (const value of values) {
    const origin = typeof value === 'string' ? originOf(value.trim()) : null;
    if (origin) origins.add(origin);
  }
  return [...origins];
}

/** Methods that change nothing: a page of any origin may send them (it cannot read the answer without CORS). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a call's method may change data (anything but GET, HEAD and OPTIONS). */
export const changesData = (method: string): boolean => !SAFE_METHODS.has(method.toUpperCase());

export interface OriginFacts {
  method: string;
  /** The request's Origin header. */
  origin?: string;
  /** The request's Sec-Fetch-Site header. */
  fetchSite?: string;
  /** The origin the request was addressed to (scheme and Host as the server received them). */
  ownOrigin?: string;
  /** Other origins whose pages may change data (the portal's other apps, the integrators named in the configuration). */
  allowed: ReadonlySet<string>;
}

/**
 * Whether a call that would change data comes from a page that may not make it: a form or script of another
 * origin, even a same-site one (another port, a sibling sub-domain), which SameSite does not stop.
 * - GET, HEAD and OPTIONS pass.
 * - `Sec-Fetch-Site: same-origin` or `none` (the browser's own word: the portal's page, or typed by the user) passes.
 * - Otherwise an Origin must be the request's own origin or one of `allowed`; `null` and other values are refused.
 * - No Origin: refused when Sec-Fetch-Site names another site; with neither header it is no browser's
 *   cross-site request (curl, a server), and passes.
 */
export function refusesOrigin({ method, origin, fetchSite, ownOrigin, allowed }: OriginFacts): boolean {
  if (!changesData(method)) return false;
  const site = fetchSite?.trim().toLowerCase();
  if (site === 'same-origin' || site === 'none') return false;
  if (origin !== undefined) {
    const from = originOf(origin.trim());
    if (!from) return true;
    if (from === originOf(ownOrigin)) return false;
    return !allowed.has(from);
  }
  return site !== undefined;
}

/** A header's single value (a repeated header counts as none that can be trusted: an impossible Origin). */
export function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

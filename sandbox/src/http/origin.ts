import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors';

/**
 * Which pages may change data through the API (docs/decisions.md D10). The session cookie is
 * SameSite=Strict, but a page on another port or a sibling sub-domain is the same site and its form carries the
 * cookie: the API itself refuses a call that would change data from a page that is not the portal's or a listed
 * integrator's. The portal's web servers in front apply the same rule (serve/requestRules.ts, nginx).
 */

export const ORIGIN_REFUSED = 'Esta página não tem permissão para alterar dados do portal.';

/** Methods that change nothing: a page of any origin may send them (it cannot read the answer without CORS). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

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

export interface OriginFacts {
  method: string;
  origin?: string;
  fetchSite?: string;
  /** The origin the browser sent the call to: scheme and Host, or X-Forwarded-Proto/Host from the trusted proxy. */
  ownOrigin?: string;
  allowed: ReadonlySet<string>;
}

/**
 * Whether a call is refused: not GET/HEAD/OPTIONS, not `Sec-Fetch-Site: same-origin`/`none`, and either an Origin
 * that is neither the call's own nor listed (`null` included), or no Origin but a Sec-Fetch-Site naming another
 * site. A call with neither header (curl, a server, the tests) is no browser's cross-site form, and passes.
 */
export function refusesOrigin({ method, origin, fetchSite, ownOrigin, allowed }: OriginFacts): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const site = fetchSite?.trim().toLowerCase();
  if (site === 'same-origin' || site === 'none') return false;
  if (origin !== undefined) {
    const from = originOf(origin.trim());
    if (!from) return true;
    return from !== originOf(ownOrigin) && !allowed.has(from);
  }
  return site !== undefined;
}

/**
 * The origins allowed besides the call's own: the portal's host and remotes as `npm start` serves them (a remote
 * served alone, or its dev server, calls the API from its own port), on localhost and 127.0.0.1 at PORTAL_PORT_BASE,
 * and the integrators named in PORTAL_ALLOWED_ORIGINS (comma-separated; the portal's servers read the same variable
 * beside `allowedOrigins` of portal-config.json).
 */
export function allowedOriginsFromEnv(env: NodeJS.ProcessEnv): string[] {
  const base = Number(env.PORTAL_PORT_BASE || 3000);
  const portal = [0, 1, 2, 3, 4].flatMap((offset) => [`http://localhost:${base + offset}`, `http://127.0.0.1:${base + offset}`]);
  return [...portal, ...(env.PORTAL_ALLOWED_ORIGINS?.split(/[\s,]+/).filter(Boolean) ?? [])];
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : value);

/** Refuses, with 403 in the contract's error shape, every call of another origin's page that would change data. */
export function installOriginCheck(app: FastifyInstance, allowedOrigins: Iterable<string>): void {
  const allowed = new Set<string>();
  for (const value of allowedOrigins) {
    const origin = originOf(value.trim());
    if (origin) allowed.add(origin);
  }
  app.addHook('onRequest', async (request, reply) => {
    const refused = refusesOrigin({
      method: request.method,
      origin: single(request.headers.origin),
      fetchSite: single(request.headers['sec-fetch-site']),
      ownOrigin: `${request.protocol}://${request.host}`,
      allowed,
    });
    if (!refused) return;
    // The body is drained so the browser reads the answer instead of a cut connection.
    request.raw.resume();
    return reply.code(403).send(errorBody(ORIGIN_REFUSED));
  });
}

import path from 'node:path';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import httpProxy from '@fastify/http-proxy';
import { Readable } from 'node:stream';
import { API_BAD_REQUEST, API_BODY_LIMIT_BYTES, API_BODY_TOO_LARGE, API_ORIGIN_REFUSED, API_UNAVAILABLE } from './apiErrors';
import { cacheControlOf, isFilePath, REVALIDATE, TYPESCRIPT_TYPE } from './fileRules';
import { changesData, headerValue, isApiUrl, normalisedPath, refusesOrigin } from './requestRules';

export interface StaticAppOptions {
  /** The built folder (dist) to serve. */
  root: string;
  /** Where /api goes (the sandbox, or API_TARGET). Omitted for a remote served alone. */
  apiTarget?: string;
  /** Serve index.html for unknown paths (client-side routes). */
  spa?: boolean;
  /** Extra response headers on every answer (e.g. the host's Content-Security-Policy), computed per answer. */
  headers?: () => Record<string, string>;
  /**
   * Origins, besides the request's own, whose pages may change data through /api: the portal's other apps and the
   * integrators named in the runtime configuration (`allowedOrigins`). Read on every call, like remotes.json.
   */
  allowedOrigins?: () => Iterable<string>;
  /**
   * `Link` header values for the answers that are the app's page (index.html, at any route), by the page's path: the
   * files it will ask for first, preloaded with it (the host: pagePreloads.ts).
   */
  pageLinks?: (pathname: string) => string[];
  /** Serve `*.map` files (off by default: a source map carries the sources; PORTAL_SERVE_SOURCE_MAPS=1 in main.ts). */
  sourceMaps?: boolean;
  /**
   * Serve the build's precompressed copies (`x.js.br`, `x.js.gz`, written by tooling/rspack/precompress.ts) to a
   * browser that accepts them (default on); files without one are compressed as they are sent.
   */
  precompressed?: boolean;
  /**
   * Send brotli where the browser accepts it (default). The bench turns it off: its byte budgets are gzip's
   * (docs/performance.md), and Chromium accepts brotli even over plain http on localhost.
   */
  brotli?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The request is the API's, read from its decoded, normalised path (requestRules.ts). */
    portalApi: boolean;
    /** The length of a body the proxy read in full (a chunked body gets a Content-Length upstream). */
    portalBodyBytes: number | null;
  }
}

/** Request headers the proxy does not pass on: it answered `Expect: 100-continue` itself (undici refuses the header). */
const NOT_FORWARDED = ['expect', 'transfer-encoding'];

/**
 * Sends a body the server computes (the runtime configuration, a shifted remotes.json) as a file a deploy may replace:
 * `no-cache` with a strong ETag of the body, and `304 Not Modified` when the browser already has it (fileRules.ts).
 */
export function sendRevalidated(request: FastifyRequest, reply: FastifyReply, body: string, type: string): FastifyReply {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  reply.header('Cache-Control', REVALIDATE).header('ETag', etag);
  const known = headerValue(request.headers['if-none-match']);
  if (known && (known.trim() === '*' || known.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))) {
    return reply.code(304).send();
  }
  return reply.type(type).send(body);
}

/**
 * The page's address when a request asks for the app's page (a read of a path that is no file and not the API), else
 * null. Only a real asset extension makes a path a file (fileRules.ts): '/redefinir-senha/abc.def' is a page.
 */
function pageAddress(request: FastifyRequest): string | null {
  const pathname = normalisedPath(request.url);
  const read = request.method === 'GET' || request.method === 'HEAD';
  return read && pathname !== null && !isFilePath(pathname) && !request.portalApi ? pathname : null;
}

/** What /healthz answers: this server runs and has a build to serve (its page or its manifest). */
function healthOf(root: string): { status: 'ok' | 'no-build' } {
  const built = ['index.html', 'mf-manifest.json'].some((file) => existsSync(path.join(root, file)));
  return { status: built ? 'ok' : 'no-build' };
}

/**
 * Serves one built app the way a CDN would: content-hashed files cached for a year, every other file revalidated
 * (ETag → 304), the build's precompressed copies where the browser accepts them, CORS open on files so any host page
 * may load a remote's chunks (not on /api), and /healthz for the supervisor and a load balancer.
 */
export async function createStaticApp({
  root,
  apiTarget,
  spa = true,
  headers = () => ({}),
  allowedOrigins = () => [],
  pageLinks,
  sourceMaps = false,
  precompressed = true,
  brotli = true,
}: StaticAppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.decorateRequest('portalApi', false);
  app.decorateRequest('portalBodyBytes', null);
  app.addHook('onRequest', async (request) => {
    const accepted = request.headers['accept-encoding'];
    if (!brotli && typeof accepted === 'string') {
      request.headers['accept-encoding'] = accepted
        .split(',')
        .filter((coding) => !/^\s*br\b/i.test(coding))
        .join(',');
    }
    // The router and the file server decode the path: '/%61pi/…' is the API too.
    request.portalApi = isApiUrl(request.url) || Boolean(request.routeOptions.url?.startsWith('/api'));
  });
  app.addHook('onSend', async (request, reply) => {
    // Any page may load a remote's files; the API answers only the portal's own pages (no CORS there).
    if (!request.portalApi) reply.header('Access-Control-Allow-Origin', '*');
    for (const [name, value] of Object.entries(headers())) reply.header(name, value);
    // A remote's published types (`@mf-types/…/x.d.ts`) are text, not the MPEG stream mime tables give `.ts`.
    if (reply.statusCode === 200 && /\.d\.ts$/i.test(normalisedPath(request.url) ?? '')) reply.header('Content-Type', TYPESCRIPT_TYPE);
    // The page's answer, and its 304 too: the browser keeps the headers a 304 sends, and the page's ETag does not change
    // when remotes.json does.
    const page = pageAddress(request);
    const html = /^text\/html/i.test(String(reply.getHeader('content-type') ?? ''));
    if (pageLinks && page !== null && ((reply.statusCode === 200 && html) || reply.statusCode === 304)) {
      const links = pageLinks(page);
      if (links.length) reply.header('Link', links.join(', '));
    }
  });
  // Liveness and readiness for `npm start`'s supervisor and a load balancer: not the API's, never cached.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/healthz',
    handler: async (_request, reply) => {
      const health = healthOf(root);
      return reply
        .code(health.status === 'ok' ? 200 : 503)
        .header('Cache-Control', 'no-store')
        .send(health);
    },
  });
  // gzip like a CDN does: the performance budgets (docs/performance.md) count JS bytes as transferred. A file with a
  // precompressed copy is sent as that copy (below) and not compressed again.
  await app.register(fastifyCompress, { global: true, encodings: ['gzip', 'deflate'] });
  if (apiTarget) {
    app.addHook('onRequest', async (request, reply) => {
      if (!request.portalApi) return;
      // Another site's page may not change data here, whatever SameSite lets through (docs/decisions.md).
      const refused =
        changesData(request.method) &&
        refusesOrigin({
          method: request.method,
          origin: headerValue(request.headers.origin),
          fetchSite: headerValue(request.headers['sec-fetch-site']),
          ownOrigin: `${request.protocol}://${request.host}`,
          allowed: new Set(allowedOrigins()),
        });
      if (refused) {
        request.raw.resume();
        return reply.code(403).send(API_ORIGIN_REFUSED);
      }
      // A body over the API's limit is answered here, in the API's error shape (the backend would cut the
      // stream, and the browser would see a broken connection). The body is drained so the browser reads the answer.
      if (Number(request.headers['content-length'] ?? 0) > API_BODY_LIMIT_BYTES) {
        request.raw.resume();
        return reply.code(413).send(API_BODY_TOO_LARGE);
      }
    });
    await app.register(async (api) => {
      // The body is read in full, up to the API's limit, before it is passed on: a chunked body over the limit
      // gets the same 413 as one that says its length, and the backend gets a body with a Content-Length.
      api.removeAllContentTypeParsers();
      api.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: API_BODY_LIMIT_BYTES }, (request, body: Buffer, done) => {
        request.portalBodyBytes = body.length;
        done(null, Readable.from([body]));
      });
      api.setErrorHandler((error: { statusCode?: number }, request, reply) => {
        request.raw.resume();
        const status = error.statusCode ?? 500;
        if (status === 413) return reply.code(413).send(API_BODY_TOO_LARGE);
        if (status >= 400 && status < 500) return reply.code(400).send(API_BAD_REQUEST);
        return reply.code(502).send(API_UNAVAILABLE);
      });
      await api.register(httpProxy, {
        upstream: apiTarget,
        prefix: '/api',
        rewritePrefix: '/api',
        http2: false,
        proxyPayloads: false,
        replyOptions: {
          // The API limits sign-in attempts per client, refuses other sites' pages and marks the cookie Secure over
          // https: tell it which client this is and where the browser sent the call.
          rewriteRequestHeaders: (request, upstream) => {
            const forwarded: Record<string, string | string[] | undefined> = {
              ...upstream,
              'x-forwarded-for': request.ip,
              'x-forwarded-host': request.host,
              'x-forwarded-proto': request.protocol,
            };
            for (const name of NOT_FORWARDED) delete forwarded[name];
            if (request.portalBodyBytes !== null) forwarded['content-length'] = String(request.portalBodyBytes);
            return forwarded;
          },
          // The backend cannot be reached: a pt-BR answer in the API's shape, never its internal address.
          onError: (reply) => {
            reply.code(502).send(API_UNAVAILABLE);
          },
        },
      });
    });
  }
  await app.register(fastifyStatic, {
    root,
    index: ['index.html'],
    wildcard: true,
    // Source maps carry the code's sources and comments: written beside a release for an error tracker, not served.
    allowedPath: (pathName) => sourceMaps || !/\.map$/i.test(pathName),
    // The build's `.br` / `.gz` beside a file, chosen by Accept-Encoding (Vary: Accept-Encoding); ETag and
    // Last-Modified are the sent file's, and a conditional request that matches is answered 304.
    preCompressed: precompressed,
    setHeaders(reply, filePath) {
      // The copy's name without .br/.gz: its cache rule is the original's.
      reply.header('Cache-Control', cacheControlOf(path.basename(filePath).replace(/\.(br|gz)$/, '')));
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if (spa && pageAddress(request) !== null && existsSync(path.join(root, 'index.html'))) {
      return reply.sendFile('index.html');
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Não encontrado');
  });
  return app;
}

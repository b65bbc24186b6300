import path from 'node:path';
import { existsSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import httpProxy from '@fastify/http-proxy';
import { API_BODY_LIMIT_BYTES, API_BODY_TOO_LARGE, API_UNAVAILABLE } from './apiErrors';

export interface StaticAppOptions {
  /** The built folder (dist) to serve. */
  root: string;
  /** Where /api goes (the sandbox, or API_TARGET). Omitted for a remote served alone. */
  apiTarget?: string;
  /** Serve index.html for unknown paths (client-side routes). */
  spa?: boolean;
  /** Extra response headers on every answer (e.g. the host's Content-Security-Policy), computed per answer. */
  headers?: () => Record<string, string>;
}

/** Un-hashed files that must never be cached: a deploy replaces them in place. */
const NO_CACHE = new Set([
  'index.html',
  'remotes.json',
  'portal-config.json',
  'mf-manifest.json',
  'mf-stats.json',
  'remoteEntry.js',
  'federation-runtime.js',
  'release.json',
]);

/**
 * Serves one built app the way a CDN would: hashed chunks cached for a year, manifests and
 * remotes.json never cached, CORS open on files so any host page may load a remote's chunks (not on /api).
 */
export async function createStaticApp({ root, apiTarget, spa = true, headers = () => ({}) }: StaticAppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.addHook('onSend', async (request, reply) => {
    // Any page may load a remote's files; the API answers only the portal's own pages (no CORS there).
    if (!request.url.startsWith('/api/')) reply.header('Access-Control-Allow-Origin', '*');
    for (const [name, value] of Object.entries(headers())) reply.header(name, value);
  });
  // gzip like a CDN does: the performance budgets (docs/performance.md) count JS bytes as transferred.
  await app.register(fastifyCompress, { global: true, encodings: ['gzip', 'deflate'] });
  if (apiTarget) {
    // A body over the API's limit is answered here, in the API's error shape (the backend would cut the
    // stream, and the browser would see a broken connection). The body is drained so the browser reads the answer.
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return;
      if (Number(request.headers['content-length'] ?? 0) > API_BODY_LIMIT_BYTES) {
        request.raw.resume();
        return reply.code(413).send(API_BODY_TOO_LARGE);
      }
    });
    await app.register(httpProxy, {
      upstream: apiTarget,
      prefix: '/api',
      rewritePrefix: '/api',
      http2: false,
      // The API limits sign-in attempts per client: tell it which client this is.
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-for': request.ip }),
        // The backend cannot be reached: a pt-BR answer in the API's shape, never its internal address.
        onError: (reply) => {
          reply.code(502).send(API_UNAVAILABLE);
        },
      },
    });
  }
  await app.register(fastifyStatic, {
    root,
    index: ['index.html'],
    wildcard: true,
    setHeaders(reply, filePath) {
      const name = path.basename(filePath);
      reply.header('Cache-Control', NO_CACHE.has(name) ? 'no-cache, no-store, must-revalidate' : 'public, max-age=31536000, immutable');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !path.extname(request.url.split('?')[0] ?? '') && !request.url.startsWith('/api/');
    if (spa && wantsPage && existsSync(path.join(root, 'index.html'))) {
      reply.header('Cache-Control', 'no-cache, no-store, must-revalidate');
      return reply.sendFile('index.html');
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Não encontrado');
  });
  return app;
}

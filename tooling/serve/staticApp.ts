import path from 'node:path';
import { existsSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import httpProxy from '@fastify/http-proxy';

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
const NO_CACHE = new Set(['index.html', 'remotes.json', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'federation-runtime.js', 'release.json']);

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
    await app.register(httpProxy, { upstream: apiTarget, prefix: '/api', rewritePrefix: '/api', http2: false });
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

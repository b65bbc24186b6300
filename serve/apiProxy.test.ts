import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { API_BODY_LIMIT_BYTES, API_BODY_TOO_LARGE, API_ORIGIN_REFUSED, API_UNAVAILABLE } from './apiErrors';
import { createStaticApp } from './staticApp';

const root = mkdtempSync(path.join(os.tmpdir(), 'portal-proxy-test-'));
writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(root, 'main.1a2b3c.js'), 'console.log(1);\n//# sourceMappingURL=main.1a2b3c.js.map');
writeFileSync(path.join(root, 'main.1a2b3c.js.map'), '{"version":3,"sources":["src/secret.ts"],"sourcesContent":["// internal"]}');

/** A backend that answers what it received: the method, path, body length and headers. */
async function echoBackend(): Promise<{
  url: string;
  calls: { method: string; url: string; bytes: number; headers: Record<string, unknown> }[];
  close: () => Promise<void>;
}> {
  const backend: FastifyInstance = Fastify({ bodyLimit: API_BODY_LIMIT_BYTES });
  const calls: { method: string; url: string; bytes: number; headers: Record<string, unknown> }[] = [];
  backend.removeAllContentTypeParsers();
  backend.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  backend.all('/api/*', async (request) => {
    const call = { method: request.method, url: request.url, bytes: (request.body as Buffer | undefined)?.length ?? 0, headers: request.headers };
    calls.push(call);
    return call;
  });
  await backend.listen({ port: 0, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${(backend.server.address() as { port: number }).port}`, calls, close: () => backend.close() };
}

/** The host's /api proxy (npm start): what the browser gets when the API can't answer for itself. */
describe("the host's /api proxy", () => {
  it('answers a body over the limit with 413 in the error shape', async () => {
    const app = await createStaticApp({ root, apiTarget: 'http://127.0.0.1:9' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/box/business-service/v1/businesses/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.com', password: 'x'.repeat(5 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(API_BODY_TOO_LARGE);
    await app.close();
  });

  it('answers an unreachable backend with 502 in pt-BR, without its internal address', async () => {
    const app = await createStaticApp({ root, apiTarget: 'http://127.0.0.1:9' });
    const res = await app.inject({ method: 'GET', url: '/api/box/v2/balance' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual(API_UNAVAILABLE);
    expect(res.body).not.toMatch(/127\.0\.0\.1|ECONNREFUSED/);
    await app.close();
  });

  it('tells the backend who the client is and where the browser sent the call, and adds no CORS header to its answers', async () => {
    const backend = await echoBackend();
    const app = await createStaticApp({ root, apiTarget: backend.url });
    const res = await app.inject({ method: 'GET', url: '/api/echo', remoteAddress: '203.0.113.7', headers: { host: 'portal.example.com:3000' } });
    expect(res.json().headers).toMatchObject({ 'x-forwarded-for': '203.0.113.7', 'x-forwarded-host': 'portal.example.com:3000', 'x-forwarded-proto': 'http' });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    await Promise.all([app.close(), backend.close()]);
  });
});

describe('the API under another spelling of its path', () => {
  it.each(['/%61pi/box/v2/balance', '/%61%70%69/box/v2/balance'])('%s is the API: proxied, with no wildcard CORS', async (url) => {
    const backend = await echoBackend();
    const app = await createStaticApp({ root, apiTarget: backend.url });
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(backend.calls).toHaveLength(1);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    await Promise.all([app.close(), backend.close()]);
  });

  it.each(['/API/../api/box/v2/balance', '//api/box/v2/balance', '/%2e/api/box/v2/balance'])(
    '%s, which reads as the API, gets no wildcard CORS either',
    async (url) => {
      const app = await createStaticApp({ root, apiTarget: 'http://127.0.0.1:9' });
      expect((await app.inject({ method: 'GET', url })).headers['access-control-allow-origin']).toBeUndefined();
      await app.close();
    },
  );

  it('keeps the body limit and the origin rule on an encoded path', async () => {
    const backend = await echoBackend();
    const app = await createStaticApp({ root, apiTarget: backend.url });
    const big = await app.inject({
      method: 'POST',
      url: '/%61pi/box/v2/orders',
      headers: { 'content-type': 'text/plain' },
      payload: 'x'.repeat(API_BODY_LIMIT_BYTES + 1),
    });
    expect(big.statusCode).toBe(413);
    const form = await app.inject({
      method: 'POST',
      url: '/%61pi/box/v2/business/profile/update',
      headers: { origin: 'http://localhost:7777', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'fantasy_name=Outra',
    });
    expect(form.statusCode).toBe(403);
    expect(backend.calls).toEqual([]);
    await Promise.all([app.close(), backend.close()]);
  });

  it('still opens the files to any page', async () => {
    const app = await createStaticApp({ root, apiTarget: 'http://127.0.0.1:9' });
    expect((await app.inject({ method: 'GET', url: '/main.1a2b3c.js' })).headers['access-control-allow-origin']).toBe('*');
    expect((await app.inject({ method: 'GET', url: '/apis/x' })).headers['access-control-allow-origin']).toBe('*');
    await app.close();
  });
});

describe('bodies through the proxy', () => {
  it('passes a body between 1 MiB and the API limit whole, with its length, also when the browser asked to continue', async () => {
    const backend = await echoBackend();
    const app = await createStaticApp({ root, apiTarget: backend.url });
    const photo = Buffer.alloc(1_470_000, 7);
    const res = await app.inject({
      method: 'POST',
      url: '/api/box/v2/business/profile/update',
      headers: { 'content-type': 'multipart/form-data; boundary=x', expect: '100-continue' },
      payload: photo,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ bytes: photo.length, headers: { 'content-length': String(photo.length) } });
    await Promise.all([app.close(), backend.close()]);
  });

  it('reads a chunked body: passed on with a Content-Length under the limit, 413 in the error shape over it', async () => {
    const backend = await echoBackend();
    const app = await createStaticApp({ root, apiTarget: backend.url });
    const chunks = (bytes: number) => Readable.from([Buffer.alloc(bytes / 2, 1), Buffer.alloc(bytes / 2, 2)]);
    const small = await app.inject({
      method: 'POST',
      url: '/api/box/v2/orders',
      headers: { 'content-type': 'application/octet-stream' },
      payload: chunks(3 * 1024 * 1024),
    });
    expect(small.statusCode).toBe(200);
    expect(small.json()).toMatchObject({ bytes: 3 * 1024 * 1024, headers: { 'content-length': String(3 * 1024 * 1024) } });
    expect(small.json().headers['transfer-encoding']).toBeUndefined();
    const big = await app.inject({
      method: 'POST',
      url: '/api/box/v2/orders',
      headers: { 'content-type': 'application/octet-stream' },
      payload: chunks(API_BODY_LIMIT_BYTES + 2),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual(API_BODY_TOO_LARGE);
    expect(backend.calls).toHaveLength(1);
    await Promise.all([app.close(), backend.close()]);
  });

  it('passes a JSON body as sent, byte for byte', async () => {
    const backend = await echoBackend();
    const app = await createStaticApp({ root, apiTarget: backend.url });
    const body = '{"email": "loja@exemplo.com.br",  "password": "Senha@123"}';
    const res = await app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: body });
    expect(res.json()).toMatchObject({ bytes: Buffer.byteLength(body), headers: { 'content-type': 'application/json' } });
    await Promise.all([app.close(), backend.close()]);
  });
});

describe('which pages may change data through the API', () => {
  const call = async (headers: Record<string, string>, method: 'POST' | 'GET' | 'DELETE' = 'POST') => {
    const backend = await echoBackend();
    const app = await createStaticApp({ root, apiTarget: backend.url, allowedOrigins: () => ['https://integrador.example.com'] });
    const res = await app.inject({
      method,
      url: '/api/box/v2/business/profile/update',
      headers: { host: 'localhost:3000', ...(method === 'GET' ? {} : { 'content-type': 'application/x-www-form-urlencoded' }), ...headers },
      ...(method === 'GET' ? {} : { payload: 'fantasy_name=Outra&phone=5511999999999' }),
    });
    await Promise.all([app.close(), backend.close()]);
    return { status: res.statusCode, body: res.body, reached: backend.calls.length };
  };

  it("refuses another site's form, a sibling port included, in the error shape, before the backend sees it", async () => {
    const refused: Record<string, string>[] = [
      { origin: 'http://localhost:7777', 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'http://localhost:7777' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of refused) {
      const answer = await call(headers);
      expect({ headers, status: answer.status, reached: answer.reached }).toEqual({ headers, status: 403, reached: 0 });
      expect(JSON.parse(answer.body)).toEqual(API_ORIGIN_REFUSED);
    }
    expect((await call({ origin: 'http://localhost:7777' }, 'DELETE')).status).toBe(403);
  });

  it('lets the portal its own page, the integrators of the configuration, other tools and reads through', async () => {
    const passed: Record<string, string>[] = [
      { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
      { origin: 'http://LOCALHOST:3000' },
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      { origin: 'https://integrador.example.com', 'sec-fetch-site': 'cross-site' },
      {},
    ];
    for (const headers of passed) {
      expect({ headers, ...(await call(headers)) }).toMatchObject({ headers, status: 200, reached: 1 });
    }
    expect(await call({ origin: 'http://localhost:7777', 'sec-fetch-site': 'cross-site' }, 'GET')).toMatchObject({ status: 200, reached: 1 });
  });
});

describe('source maps', () => {
  it('are not served unless asked for, however the name is spelled', async () => {
    const app = await createStaticApp({ root });
    for (const url of ['/main.1a2b3c.js.map', '/main.1a2b3c.js%2Emap', '/main.1a2b3c.js.%6D%61%70', '/main.1a2b3c.js.MAP']) {
      const res = await app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.body).not.toContain('sourcesContent');
    }
    expect((await app.inject({ method: 'GET', url: '/main.1a2b3c.js.map' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/main.1a2b3c.js' })).statusCode).toBe(200);
    await app.close();
    const withMaps = await createStaticApp({ root, sourceMaps: true });
    expect((await withMaps.inject({ method: 'GET', url: '/main.1a2b3c.js.map' })).json()).toMatchObject({ sources: ['src/secret.ts'] });
    await withMaps.close();
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { API_BODY_TOO_LARGE, API_UNAVAILABLE } from './apiErrors';
import { createStaticApp } from './staticApp';

/** The host's /api proxy (npm start): what the browser gets when the API can't answer for itself. */
describe("the host's /api proxy", () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'portal-proxy-test-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');

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

  it('tells the backend who the client is, and adds no CORS header to its answers', async () => {
    const backend = Fastify();
    backend.get('/api/echo', async (request) => ({ forwardedFor: request.headers['x-forwarded-for'] }));
    await backend.listen({ port: 0, host: '127.0.0.1' });
    const port = (backend.server.address() as { port: number }).port;
    const app = await createStaticApp({ root, apiTarget: `http://127.0.0.1:${port}` });
    const res = await app.inject({ method: 'GET', url: '/api/echo', remoteAddress: '203.0.113.7' });
    expect(res.json()).toEqual({ forwardedFor: '203.0.113.7' });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    await Promise.all([app.close(), backend.close()]);
  });
});

import type { FastifyInstance } from 'fastify';
import { DEMO_ACCOUNTS } from '../domain/seed';
import { createTestServer, LOGIN_URL, signIn } from '../testing/helpers';
import { allowedOriginsFromEnv, ORIGIN_REFUSED, refusesOrigin } from './origin';

const PROFILE_URL = '/api/box/v2/business/profile/update';
const SESSION_URL = '/api/box/business-service/v1/businesses/session';
const boundary = '----outro-site';
/** What a page's <form enctype="multipart/form-data"> sends: no JSON, no preflight, the cookie attached. */
const renameForm = (name: string) =>
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="fantasy_name"\r\n\r\n${name}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="phone"\r\n\r\n(11) 98888-7777\r\n--${boundary}--\r\n`,
  );

describe("the API refuses another site's page that would change data", () => {
  let app: FastifyInstance;
  let cookie: string;
  const storeName = async () => (await app.inject({ method: 'GET', url: SESSION_URL, headers: { cookie } })).json().data.fantasy_name as string;
  const rename = (name: string, headers: Record<string, string>, remoteAddress?: string) =>
    app.inject({
      method: 'POST',
      url: PROFILE_URL,
      remoteAddress,
      headers: { cookie, host: '127.0.0.1:4000', 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
      payload: renameForm(name),
    });

  beforeAll(async () => {
    app = createTestServer({ allowedOrigins: ['https://integrador.example.com'] });
    cookie = await signIn(app, DEMO_ACCOUNTS.loja);
  });
  afterAll(() => app.close());

  it('a form on a sibling port (same site: the SameSite=Strict cookie goes along) gets 403 in the error shape and the store keeps its name', async () => {
    const before = await storeName();
    const foreign: Record<string, string>[] = [
      { origin: 'http://localhost:7777', 'sec-fetch-site': 'same-site' },
      { origin: 'https://outro-site.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'http://localhost:7777' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of foreign) {
      const answer = await rename('Loja Sequestrada', headers);
      expect({ headers, status: answer.statusCode }).toEqual({ headers, status: 403 });
      expect(answer.json()).toEqual({ message: ORIGIN_REFUSED, errors: [{ detail: ORIGIN_REFUSED }] });
    }
    expect(await storeName()).toBe(before);
  });

  it("lets through the portal's page behind its proxy, a listed integrator, the browser's same-origin word and a call with neither header", async () => {
    // Through the portal's proxy on this machine: the browser's origin, and where it sent the call.
    expect((await rename('Loja Um', { origin: 'http://localhost:5100', 'x-forwarded-host': 'localhost:5100', 'x-forwarded-proto': 'http' })).statusCode).toBe(
      200,
    );
    // Reached directly: its own origin.
    expect((await rename('Loja Dois', { origin: 'http://127.0.0.1:4000' })).statusCode).toBe(200);
    expect((await rename('Loja Três', { origin: 'https://integrador.example.com', 'sec-fetch-site': 'cross-site' })).statusCode).toBe(200);
    expect((await rename('Loja Quatro', { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await rename('Bella Napoli', {})).statusCode).toBe(200);
    expect(await storeName()).toBe('Bella Napoli');
  });

  it('refuses every call of the contract that would change data, before its route runs (no 401, no 404, nothing changed)', async () => {
    const writes = app.contract.operations.filter((op) => op.method !== 'GET');
    expect(writes.length).toBeGreaterThan(20);
    const before = await storeName();
    for (const op of writes) {
      const answer = await app.inject({
        method: op.method,
        url: op.path.replace(/\{[^}]+\}/g, '1'),
        headers: { cookie, origin: 'https://outro-site.example', 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
        payload: '{}',
      });
      expect({ call: op.operationId, status: answer.statusCode, body: answer.json() }).toEqual({
        call: op.operationId,
        status: 403,
        body: { message: ORIGIN_REFUSED, errors: [{ detail: ORIGIN_REFUSED }] },
      });
    }
    expect(await storeName()).toBe(before);
    expect((await app.inject({ method: 'GET', url: SESSION_URL, headers: { cookie } })).statusCode).toBe(200);
  });

  it('believes X-Forwarded-Host only from the proxy on this machine', async () => {
    const forged = await rename('Loja Sequestrada', { origin: 'http://localhost:7777', 'x-forwarded-host': 'localhost:7777' }, '203.0.113.9');
    expect(forged.statusCode).toBe(403);
  });

  it('answers reads from any page (without CORS it cannot read them), and a sign-in from another site is refused too', async () => {
    const read = await app.inject({ method: 'GET', url: SESSION_URL, headers: { cookie, origin: 'http://localhost:7777', 'sec-fetch-site': 'same-site' } });
    expect(read.statusCode).toBe(200);
    const login = await app.inject({
      method: 'POST',
      url: LOGIN_URL,
      headers: { origin: 'http://localhost:7777' },
      payload: { email: DEMO_ACCOUNTS.loja, password: 'Senha@123' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.headers['set-cookie']).toBeUndefined();
  });
});

describe('the origin rule', () => {
  const allowed = new Set(['http://localhost:3003']);
  it('follows Sec-Fetch-Site and Origin as the portal servers do', () => {
    expect(refusesOrigin({ method: 'PUT', origin: 'null', allowed })).toBe(true);
    expect(refusesOrigin({ method: 'PATCH', origin: 'http://localhost:3003', fetchSite: 'same-site', allowed })).toBe(false);
    expect(refusesOrigin({ method: 'DELETE', fetchSite: 'none', allowed })).toBe(false);
    expect(refusesOrigin({ method: 'POST', fetchSite: 'cross-site', allowed })).toBe(true);
    expect(refusesOrigin({ method: 'HEAD', origin: 'https://evil.example', allowed })).toBe(false);
  });

  it("allows the portal's host and remotes at the port base and the integrators of PORTAL_ALLOWED_ORIGINS", () => {
    const origins = allowedOriginsFromEnv({ PORTAL_PORT_BASE: '5200', PORTAL_ALLOWED_ORIGINS: 'https://a.example.com, https://b.example.com' });
    expect(origins).toEqual(expect.arrayContaining(['http://localhost:5200', 'http://127.0.0.1:5204', 'https://a.example.com', 'https://b.example.com']));
    expect(origins).not.toContain('http://localhost:5205');
    expect(allowedOriginsFromEnv({})).toContain('http://localhost:3000');
  });
});

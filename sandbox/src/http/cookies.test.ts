import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../domain/seed';
import { createTestServer, LOGIN_URL } from '../testing/helpers';
import { serializeCookie } from './cookies';

const LOGOUT_URL = '/api/box/business-service/v1/businesses/logout';

describe('the session cookie', () => {
  const app = createTestServer();
  afterAll(() => app.close());
  const signIn = (headers: Record<string, string>, remoteAddress?: string) =>
    app.inject({ method: 'POST', url: LOGIN_URL, headers, remoteAddress, payload: { email: DEMO_ACCOUNTS.loja, password: DEMO_PASSWORD } });
  const attributes = (header: unknown) => String(Array.isArray(header) ? header[0] : header).split('; ');

  it('is Secure when the portal is served over https (the proxy in front says so), and on sign-out too', async () => {
    const res = await signIn({ 'x-forwarded-proto': 'https' });
    expect(res.statusCode).toBe(200);
    expect(attributes(res.headers['set-cookie'])).toEqual(expect.arrayContaining(['HttpOnly', 'Secure', 'SameSite=Strict']));
    const cookie = attributes(res.headers['set-cookie'])[0]!;
    const out = await app.inject({ method: 'POST', url: LOGOUT_URL, headers: { cookie, 'x-forwarded-proto': 'https' } });
    expect(attributes(out.headers['set-cookie'])).toContain('Secure');
  });

  it('is not Secure over plain http, nor when a client that is not the proxy claims https', async () => {
    expect(attributes((await signIn({})).headers['set-cookie'])).not.toContain('Secure');
    expect(attributes((await signIn({ 'x-forwarded-proto': 'https' }, '203.0.113.9')).headers['set-cookie'])).not.toContain('Secure');
  });

  it('writes what it is given', () => {
    expect(serializeCookie('a', 'b c', { secure: true, httpOnly: true, sameSite: 'Strict', maxAge: 60 })).toBe(
      'a=b%20c; Max-Age=60; Path=/; HttpOnly; Secure; SameSite=Strict',
    );
  });
});

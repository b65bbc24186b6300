import { createTestServer, FIXED_NOW, LOGIN_URL, signIn } from '../testing/helpers';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../domain/seed';
import { MAX_SESSIONS_PER_USER, SESSION_IDLE_MS, SESSION_MAX_AGE_MS } from '../domain/sessions';

/** Sessions end (docs/decisions.md, 'Sessions'; D7): idle and absolute lifetimes, a password change and a deactivation end the others. */
describe('sessions', () => {
  const app = createTestServer();
  beforeAll(() => app.ready());
  afterAll(() => app.close());
  beforeEach(() => {
    app.clock.now = new Date(FIXED_NOW);
  });

  const HOUR = 60 * 60 * 1000;
  const advance = (ms: number) => {
    app.clock.now = new Date(app.clock.now.getTime() + ms);
  };
  const session = (cookie: string) => app.inject({ method: 'GET', url: '/api/box/business-service/v1/businesses/session', headers: { cookie } });
  const staffOf = (email: string) => app.sandbox.userByEmail(email)!;

  /** A staff profile of loja's store, made for one test (the demo accounts keep their passwords). */
  async function newProfile(admin: string): Promise<{ id: number; email: string }> {
    const roles = (await app.inject({ method: 'GET', url: '/api/box/v2/roles', headers: { cookie: admin } })).json().data as { id: number; name: string }[];
    const email = `sessao.${Math.random().toString(36).slice(2, 8)}@exemplo.com.br`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/box/v2/business-user',
      headers: { cookie: admin },
      payload: { name: 'Perfil Sessão', social_name: 'Sessão', email, roles: [roles.find((r) => r.name === 'atendente')!.id] },
    });
    expect(res.statusCode).toBe(201);
    return { id: staffOf(email).id, email };
  }

  it('ends a session left without a call for longer than the idle lifetime; calls keep it alive', async () => {
    const cookie = await signIn(app, DEMO_ACCOUNTS.loja);
    for (let i = 0; i < 3; i += 1) {
      advance(SESSION_IDLE_MS - HOUR);
      expect((await session(cookie)).statusCode).toBe(200);
    }
    advance(SESSION_IDLE_MS + 1);
    const expired = await session(cookie);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ message: expect.any(String), errors: [{ detail: expect.any(String) }] });
  });

  it('ends any session at its absolute lifetime, however active, and a year later for sure', async () => {
    const cookie = await signIn(app, DEMO_ACCOUNTS.loja);
    const yearLater = await signIn(app, DEMO_ACCOUNTS.loja);
    let elapsed = 0;
    while (elapsed + HOUR < SESSION_MAX_AGE_MS) {
      advance(HOUR * 6);
      elapsed += HOUR * 6;
      if (elapsed < SESSION_MAX_AGE_MS) expect((await session(cookie)).statusCode).toBe(200);
    }
    advance(SESSION_MAX_AGE_MS - elapsed + 1);
    expect((await session(cookie)).statusCode).toBe(401);
    app.clock.now = new Date(FIXED_NOW.getTime() + 365 * 24 * HOUR);
    expect((await session(yearLater)).statusCode).toBe(401);
  });

  it('the sign-in cookie lasts no longer than a session can', async () => {
    const res = await app.inject({ method: 'POST', url: LOGIN_URL, payload: { email: DEMO_ACCOUNTS.loja, password: DEMO_PASSWORD } });
    expect(String(res.headers['set-cookie'])).toContain(`Max-Age=${SESSION_MAX_AGE_MS / 1000}`);
  });

  it('a password change ends the user’s other sessions and keeps the one it was made in', async () => {
    const admin = await signIn(app, DEMO_ACCOUNTS.loja);
    const profile = await newProfile(admin);
    const here = await signIn(app, profile.email);
    const elsewhere = await signIn(app, profile.email);
    const res = await app.inject({
      method: 'POST',
      url: `/api/box/v2/business-user/change-password/${profile.id}`,
      headers: { cookie: here },
      payload: { current_password: DEMO_PASSWORD, password: 'Outra@Senha9', confirm_password: 'Outra@Senha9' },
    });
    expect(res.statusCode).toBe(200);
    expect((await session(here)).statusCode).toBe(200);
    expect((await session(elsewhere)).statusCode).toBe(401);
    // Nobody else's session is touched.
    expect((await session(admin)).statusCode).toBe(200);
  });

  it('a deactivated profile’s sessions end at once, and are gone from memory', async () => {
    const admin = await signIn(app, DEMO_ACCOUNTS.loja);
    const profile = await newProfile(admin);
    const cookie = await signIn(app, profile.email);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/box/v2/business-user/${profile.id}`,
      headers: { cookie: admin },
      payload: { name: 'Perfil Sessão', social_name: 'Sessão', email: profile.email, roles: staffOf(profile.email).role_ids, active: '0' },
    });
    expect(res.statusCode).toBe(200);
    expect((await session(cookie)).statusCode).toBe(401);
    expect([...app.sandbox.sessions.values()].some((s) => s.userId === profile.id)).toBe(false);
  });

  it('keeps memory bounded: expired sessions are swept, and a user keeps at most the newest sessions', async () => {
    const user = staffOf(DEMO_ACCOUNTS.frota);
    const countOf = () => [...app.sandbox.sessions.values()].filter((s) => s.userId === user.id).length;
    for (let i = 0; i < MAX_SESSIONS_PER_USER + 30; i += 1) await signIn(app, DEMO_ACCOUNTS.frota);
    expect(countOf()).toBe(MAX_SESSIONS_PER_USER);
    advance(SESSION_IDLE_MS + HOUR);
    await signIn(app, DEMO_ACCOUNTS.pospago);
    expect(countOf()).toBe(0);
  });
});

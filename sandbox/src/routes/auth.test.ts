import { createTestServer, LOGIN_URL, sessionCookie, signIn } from '../testing/helpers';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../domain/seed';
import type { Business } from '../domain/model';
import { LOGIN_LOG_SWEEP_AT, LOGIN_MAX_FAILURES, loginFailureKeys, MAX_RESET_TOKENS, RESET_LIMITS, RESET_TOKEN_TTL_MS, TOO_MANY_ATTEMPTS } from './auth';

describe('sign-in and session', () => {
  const app = createTestServer();
  beforeAll(() => app.ready());
  afterAll(() => app.close());

  it.each(Object.values(DEMO_ACCOUNTS))('signs in %s with an HttpOnly, SameSite=Strict cookie', async (email) => {
    const res = await app.inject({ method: 'POST', url: LOGIN_URL, payload: { email, password: DEMO_PASSWORD } });
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^portal_session=[\w-]{20,};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');
    const data = res.json().data;
    expect(data.email).toBe(email);
    expect(data).toEqual(
      expect.objectContaining({
        business_uuid: expect.any(String),
        business_user_id: expect.any(Number),
        configurations: expect.objectContaining({ 'order-finish-enable': expect.any(String), 'manual-create-order-disabled': expect.any(String) }),
        permissions: expect.arrayContaining([expect.objectContaining({ name: 'courier.delete' })]),
        address: expect.objectContaining({ lat: expect.any(Number), lng: expect.any(Number) }),
      }),
    );
  });

  it('answers the D6 flags of each account', async () => {
    const login = async (email: string) => (await app.inject({ method: 'POST', url: LOGIN_URL, payload: { email, password: DEMO_PASSWORD } })).json().data;
    const loja = await login(DEMO_ACCOUNTS.loja);
    expect(loja).toMatchObject({ postpaid: false, search_type: 'DEFAULT_NEW', reverse_logistic_permission: '1', franchise: null, business_user_main: false });
    expect(loja.configurations).toEqual({
      'order-finish-enable': '1',
      'enable-courier-research': '1',
      'order-cancel-enabled': '1',
      'manual-create-order-disabled': '0',
    });
    expect(await login(DEMO_ACCOUNTS.frota)).toMatchObject({ search_type: 'FLEET', postpaid: false });
    expect(await login(DEMO_ACCOUNTS.franquia)).toMatchObject({ business_user_main: true, franchise: { id: expect.any(Number) } });
    expect(await login(DEMO_ACCOUNTS.pospago)).toMatchObject({ postpaid: true });
    expect((await login(DEMO_ACCOUNTS.semcriacao)).configurations['manual-create-order-disabled']).toBe('1');
  });

  it('rejects wrong credentials with 401 in the error shape', async () => {
    const res = await app.inject({ method: 'POST', url: LOGIN_URL, payload: { email: 'loja@exemplo.com.br', password: 'errada' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String), errors: [{ detail: expect.any(String) }] });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('limits failed attempts per IP and e-mail, never successful ones', async () => {
    for (let i = 0; i < 8; i += 1) await signIn(app, DEMO_ACCOUNTS.semcriacao);
    const attempt = () => app.inject({ method: 'POST', url: LOGIN_URL, payload: { email: DEMO_ACCOUNTS.semcriacao, password: 'x' } });
    for (let i = 0; i < 5; i += 1) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(TOO_MANY_ATTEMPTS);
    // other e-mails are not affected; a minute later the e-mail is free again
    await signIn(app, DEMO_ACCOUNTS.loja);
    app.clock.now = new Date(app.clock.now.getTime() + 61_000);
    await signIn(app, DEMO_ACCOUNTS.semcriacao);
  });

  it('limits per client: wrong passwords from one client never lock the rightful merchant out from another', async () => {
    const from = (client: string, password: string) =>
      app.inject({ method: 'POST', url: LOGIN_URL, headers: { 'x-forwarded-for': client }, payload: { email: DEMO_ACCOUNTS.pospago, password } });
    for (let i = 0; i < 5; i += 1) expect((await from('203.0.113.7', 'chute')).statusCode).toBe(401);
    expect((await from('203.0.113.7', DEMO_PASSWORD)).statusCode).toBe(429);
    // The merchant, at their own counter: signed in at once.
    expect((await from('198.51.100.20', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('forgets failures older than the window: wrong passwords for ever-new e-mails do not grow the log without end', async () => {
    const from = (email: string) =>
      app.inject({ method: 'POST', url: LOGIN_URL, headers: { 'x-forwarded-for': '192.0.2.99' }, payload: { email, password: 'chute' } });
    for (let i = 0; loginFailureKeys(app.sandbox) < LOGIN_LOG_SWEEP_AT; i += 1) await from(`velho-${i}@exemplo.com.br`);
    app.clock.now = new Date(app.clock.now.getTime() + 30_000);
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i += 1) await from('recente@exemplo.com.br');
    app.clock.now = new Date(app.clock.now.getTime() + 31_000);
    await from('novo@exemplo.com.br');
    // Only the last minute's: 'recente' and 'novo' (the others' failures are 61 s old); 'recente' still counts its own.
    expect(loginFailureKeys(app.sandbox)).toBe(2);
    expect((await from('recente@exemplo.com.br')).statusCode).toBe(401);
    expect((await from('recente@exemplo.com.br')).statusCode).toBe(429);
  });

  it('answers a body over the limit with 413 in the error shape, not 500', async () => {
    const res = await app.inject({ method: 'POST', url: LOGIN_URL, payload: { email: 'loja@exemplo.com.br', password: 'x'.repeat(5 * 1024 * 1024) } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: expect.any(String), errors: [{ detail: expect.any(String) }] });
  });

  it('validates the body against the contract (400, pt-BR error shape)', async () => {
    const res = await app.inject({ method: 'POST', url: LOGIN_URL, payload: { email: 'loja@exemplo.com.br' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: expect.stringMatching(/inválidos/),
      errors: [expect.objectContaining({ detail: "O campo 'password' é obrigatório.", field: 'password' })],
    });
    const broken = await app.inject({ method: 'POST', url: LOGIN_URL, headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors[0].detail).toMatch(/JSON/);
  });

  it('needs the session cookie for everything else (401 error shape)', async () => {
    for (const url of ['/api/box/v2/balance', '/api/order-hub/list-orders', '/api/box/business-service/v1/businesses/session']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: expect.any(String), errors: [{ detail: expect.any(String) }] });
    }
    const forged = await app.inject({ method: 'GET', url: '/api/box/v2/balance', headers: { cookie: 'portal_session=forged' } });
    expect(forged.statusCode).toBe(401);
  });

  it('logs out: the cookie is cleared and the session ends', async () => {
    const cookie = await signIn(app, DEMO_ACCOUNTS.loja);
    expect((await app.inject({ method: 'GET', url: '/api/box/v2/balance', headers: { cookie } })).statusCode).toBe(200);
    const out = await app.inject({ method: 'POST', url: '/api/box/business-service/v1/businesses/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/portal_session=;/);
    expect((await app.inject({ method: 'GET', url: '/api/box/v2/balance', headers: { cookie } })).statusCode).toBe(401);
  });

  it('answers unknown /api routes with 404 in the error shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/box/v2/nao-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].detail).toContain('/api/box/v2/nao-existe');
  });
});

describe('franchise stores and token scoping', () => {
  const app = createTestServer();
  let cookie: string;
  let login: any;
  beforeAll(async () => {
    await app.ready();
    const res = await app.inject({ method: 'POST', url: LOGIN_URL, payload: { email: DEMO_ACCOUNTS.franquia, password: DEMO_PASSWORD } });
    cookie = sessionCookie(res);
    login = res.json().data;
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { cookie, ...headers } });

  it('lists 3 stores, the second postpaid, and gives each store its tokens', async () => {
    const res = await get(`/api/order-hub/business/franchise/${login.franchise.id}/${login.business_user_id}`);
    expect(res.statusCode).toBe(200);
    const stores = res.json().data;
    expect(stores).toHaveLength(3);
    expect(stores.map((s: any) => s.postpaid)).toEqual([false, true, false]);
    const details = await get(`/api/box/business-service/v1/businesses/${stores[1].uuid}?withToken=1`);
    expect(details.statusCode).toBe(200);
    expect(details.json().data).toMatchObject({ uuid: stores[1].uuid, postpaid: true, box_api_token: expect.any(String), order_hub_token: expect.any(String) });
    const noToken = await get(`/api/box/business-service/v1/businesses/${stores[1].uuid}`);
    expect(noToken.json().data.box_api_token).toBeUndefined();
    expect((await get('/api/box/business-service/v1/businesses/desconhecido')).statusCode).toBe(404);
    expect((await get(`/api/order-hub/business/franchise/${login.franchise.id + 1}/${login.business_user_id}`)).statusCode).toBe(403);
  });

  it('scopes box and order-hub calls to the store of the Authorization token', async () => {
    const stores = (await get(`/api/order-hub/business/franchise/${login.franchise.id}/${login.business_user_id}`)).json().data;
    const third = (await get(`/api/box/business-service/v1/businesses/${stores[2].uuid}?withToken=1`)).json().data;
    const own = (await get('/api/box/v2/balance')).json().data.balance;
    const scoped = (await get('/api/box/v2/balance', { authorization: third.box_api_token })).json().data.balance;
    expect(own).toBe(180.5);
    expect(scoped).toBe(42.8);
    const orders = (await get('/api/order-hub/list-orders?limit=5', { authorization: third.order_hub_token })).json().data;
    expect(orders.every((o: any) => o.merchant_id === third.uuid)).toBe(true);
    // a box token on an order-hub call, or another account's token, is refused
    expect((await get('/api/order-hub/list-orders', { authorization: third.box_api_token })).statusCode).toBe(403);
    const loja = app.sandbox.userByEmail(DEMO_ACCOUNTS.loja)!;
    const foreign = app.sandbox.business(loja.business_uuid);
    const res = await get('/api/box/v2/balance', { authorization: foreign.box_api_token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: expect.any(String), errors: [{ detail: expect.any(String) }] });
    expect((await get(`/api/box/business-service/v1/businesses/${foreign.uuid}`)).statusCode).toBe(403);
  });

  it("reads: the main user reads every store of the franchise; a profile of one store reads nothing of a sister store or another account's, by token or by id", async () => {
    const [paulista, itaim, moema] = app.sandbox.accessibleBusinesses(app.sandbox.userByEmail(DEMO_ACCOUNTS.franquia)!);
    const [loja, frota] = [DEMO_ACCOUNTS.loja, DEMO_ACCOUNTS.frota].map((email) => app.sandbox.business(app.sandbox.userByEmail(email)!.business_uuid));
    // Itaim's own Administrador, made by the main user as Itaim.
    const email = `admin.itaim.${Date.now()}@exemplo.com.br`;
    const created = await app.inject({
      method: 'POST',
      url: '/api/box/v2/business-user',
      headers: { cookie, authorization: itaim.box_api_token },
      payload: { name: 'Administradora Itaim', social_name: 'Itaim', email, roles: [app.sandbox.rolesOf(itaim.uuid)[0].id] },
    });
    expect(created.statusCode).toBe(201);
    const staff = await signIn(app, email);
    const as = (who: string, url: string, store?: Business) => {
      const authorization = store ? (url.startsWith('/api/order-hub/') ? store.order_hub_token : store.box_api_token) : undefined;
      return app.inject({ method: 'GET', url, headers: { cookie: who, ...(authorization ? { authorization } : {}) } });
    };
    const failures: string[] = [];

    // Every read of a store ('Todas as lojas' reads each with that store's token); a sister store's token is refused,
    // or changes nothing where the read is of no store (the session, the revision reasons). No answer carries a
    // password, a session or a store's token (those come only from businesses/{uuid}?withToken=1).
    const tokens = [...app.sandbox.businesses.values()].flatMap((b) => [b.box_api_token, b.order_hub_token]);
    const secrets = [DEMO_PASSWORD, ...app.sandbox.sessions.keys(), ...tokens];
    const reads = app.contract.operations.filter((op) => op.method === 'GET' && !op.public && !op.schema.params).map((op) => op.path);
    for (const url of reads) {
      for (const store of [paulista, itaim, moema]) {
        const res = await as(cookie, url, store);
        if (res.statusCode !== 200) failures.push(`main user, ${store.fantasy_name}: ${url} ${res.statusCode}`);
        if (secrets.some((secret) => res.body.includes(secret))) failures.push(`main user, ${store.fantasy_name}: ${url} carries a secret`);
      }
      const own = await as(staff, url);
      if (own.statusCode !== 200) failures.push(`Itaim's profile: ${url} ${own.statusCode}`);
      if (secrets.some((secret) => own.body.includes(secret))) failures.push(`Itaim's profile: ${url} carries a secret`);
      for (const store of [paulista, moema, loja]) {
        const res = await as(staff, url, store);
        if (res.statusCode !== 403 && res.body !== own.body) failures.push(`Itaim's profile with ${store.fantasy_name}'s token: ${url} ${res.statusCode}`);
      }
    }

    // Reads that name a store, an order, a role or a courier: another store's is 403 or 404 in the error shape.
    const byId = (store: Business) => {
      const order = app.sandbox
        .orders(store.uuid)
        .all()
        .find((o) => o.delivery)!;
      const courier = app.sandbox.fleetCouriers(store.uuid)[0];
      return [
        `/api/box/business-service/v1/businesses/${store.uuid}?withToken=1`,
        `/api/box/payment-service/v1/wallets/${store.uuid}/can-spend/1/0/0`,
        `/api/box/payment-service/v1/credit-cards/${store.uuid}`,
        `/api/box/payment-service/v1/billets/last-generated/${store.id}`,
        `/api/order-hub/orders/${order.uuid}`,
        `/api/order-hub/orders/${order.external_reference}`,
        `/api/order-hub/orders/${order.delivery_uuid}`,
        `/api/order-hub/orders/cancel-reasons/${order.uuid}`,
        `/api/box/v2/roles/${app.sandbox.rolesOf(store.uuid)[0].id}`,
        ...(courier ? [`/api/box/v2/fleets/couriers/${courier.uuid}`, `/api/box/v2/fleets/couriers/${courier.fleets[0].uuid}`] : []),
      ];
    };
    for (const [who, caller, home, others] of [
      ["Itaim's profile", staff, itaim, [paulista, moema, loja, frota]],
      ['main user', cookie, paulista, [loja, frota]],
    ] as const) {
      for (const store of others) {
        for (const url of byId(store)) {
          for (const token of [undefined, home]) {
            const res = await as(caller, url, token);
            const body = res.json() as { message?: unknown; errors?: { detail?: unknown }[] };
            const refused = [403, 404].includes(res.statusCode) && typeof body.message === 'string' && typeof body.errors?.[0]?.detail === 'string';
            if (!refused || tokens.some((t) => res.body.includes(t))) failures.push(`${who} → ${store.fantasy_name}: ${url} ${res.statusCode}`);
          }
        }
      }
    }
    expect((await as(staff, `/api/order-hub/business/franchise/${login.franchise.id}/${login.business_user_id}`)).statusCode).toBe(403);
    // Its own store's, by id, it reads.
    for (const url of byId(itaim)) {
      const res = await as(staff, url);
      if (res.statusCode >= 300) failures.push(`Itaim's profile, own: ${url} ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('password recovery', () => {
  const app = createTestServer();
  beforeAll(() => app.ready());
  afterAll(() => app.close());
  const reset = (email: string) =>
    app.inject({ method: 'POST', url: `/api/box/business-service/v1/businesses/reset-password/${encodeURIComponent(email)}/true` });
  const change = (token: string, password: string, confirm = password) =>
    app.inject({
      method: 'POST',
      url: `/api/box/business-service/v1/businesses/change-password/${token}`,
      payload: { token, password, confirm_password: confirm },
    });

  it('answers every address alike, and issues a link only for an active account', async () => {
    const issued = () => app.sandbox.resetTokens.size;
    const before = issued();
    const known = await reset(DEMO_ACCOUNTS.loja);
    expect(issued()).toBe(before + 1);
    const unknown = await reset('ninguem@exemplo.com.br');
    expect(issued()).toBe(before + 1);
    // Whether the e-mail has an account is not told: same status, same body.
    expect([unknown.statusCode, unknown.json()]).toEqual([known.statusCode, known.json()]);
    expect(known.json()).toEqual({ message: 'E-mail enviado com sucesso!' });
  });

  it("accepts 'token-demo' with a strong, confirmed password and leaves the demo password alone", async () => {
    expect((await change('token-demo', 'Nova@Senha1')).statusCode).toBe(200);
    expect((await change('token-demo', 'fraca')).statusCode).toBe(422);
    expect((await change('token-demo', 'Nova@Senha1', 'Outra@Senha1')).statusCode).toBe(422);
    expect((await change('token-invalido', 'Nova@Senha1')).statusCode).toBe(401);
    await signIn(app, DEMO_ACCOUNTS.loja);
  });

  it('really changes the password with an issued token', async () => {
    await reset(DEMO_ACCOUNTS.pospago);
    const [token] = [...app.sandbox.resetTokens.entries()].find(([, id]) => app.sandbox.users.get(id)!.email === DEMO_ACCOUNTS.pospago)!;
    expect((await change(token, 'Trocada#2026')).statusCode).toBe(200);
    await signIn(app, DEMO_ACCOUNTS.pospago, 'Trocada#2026');
    expect((await change(token, 'Trocada#2027')).statusCode).toBe(401);
  });
});

describe("'Esqueceu sua senha?' is limited per client and per address, and no one can tell", () => {
  const app = createTestServer();
  beforeAll(() => app.ready());
  afterAll(() => app.close());
  afterEach(() => jest.restoreAllMocks());

  let clients = 0;
  /** A client of its own (the proxy's X-Forwarded-For), so each test counts from zero. */
  const newClient = () => {
    clients += 1;
    return `203.0.113.${clients}`;
  };
  const reset = (email: string, client: string) =>
    app.inject({
      method: 'POST',
      url: `/api/box/business-service/v1/businesses/reset-password/${encodeURIComponent(email)}/true`,
      headers: { 'x-forwarded-for': client },
    });
  const tokensOf = (email: string) => [...app.sandbox.resetTokens.values()].filter((id) => app.sandbox.users.get(id)!.email === email).length;
  /** What a caller sees: status, headers that are not the moment's, body. */
  const seen = (res: Awaited<ReturnType<typeof reset>>) => {
    const { date: _date, ...headers } = res.headers;
    return { status: res.statusCode, headers, body: res.body };
  };
  const later = (ms: number) => {
    const at = Date.now() + ms;
    jest.spyOn(Date, 'now').mockReturnValue(at);
  };

  it('sends an address at most RESET_LIMITS.perAddress links an hour, whichever clients ask; the others store nothing and answer alike', async () => {
    const email = DEMO_ACCOUNTS.frota;
    const answers = [];
    for (let i = 0; i < RESET_LIMITS.perAddress.points; i += 1) answers.push(seen(await reset(email, newClient())));
    expect(tokensOf(email)).toBe(RESET_LIMITS.perAddress.points);
    const tokens = app.sandbox.resetTokens.size;
    // A flood from many clients (one call each): nothing more is stored.
    for (let i = 0; i < 40; i += 1) answers.push(seen(await reset(email, newClient())));
    answers.push(seen(await reset('ninguem@exemplo.com.br', newClient())));
    expect(app.sandbox.resetTokens.size).toBe(tokens);
    // Limited, not limited, an account or not: the very same answer.
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(JSON.parse(answers[0].body)).toEqual({ message: 'E-mail enviado com sucesso!' });
    // An hour later the address is sent a link again; the account keeps its newest links only.
    later(RESET_LIMITS.perAddress.duration * 1000 + 1000);
    await reset(email, newClient());
    expect(tokensOf(email)).toBe(MAX_RESET_TOKENS);
  });

  it('counts a client over its limit, whatever addresses it tries, without spending those addresses', async () => {
    const client = newClient();
    const addresses = Array.from({ length: RESET_LIMITS.perClient.points }, (_, i) => `visitante${i}@exemplo.com.br`);
    const answers = [];
    for (const email of addresses) answers.push(seen(await reset(email, client)));
    // The client's next calls, even for a real account: no link, the same answer.
    answers.push(seen(await reset(DEMO_ACCOUNTS.semcriacao, client)));
    answers.push(seen(await reset(DEMO_ACCOUNTS.semcriacao, client)));
    expect(tokensOf(DEMO_ACCOUNTS.semcriacao)).toBe(0);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    // The merchant, from their own counter: the address was not spent by the other client's calls.
    await reset(DEMO_ACCOUNTS.semcriacao, newClient());
    expect(tokensOf(DEMO_ACCOUNTS.semcriacao)).toBe(1);
    // After the client's window it is sent links again.
    later(RESET_LIMITS.perClient.duration * 1000 + 1000);
    await reset(DEMO_ACCOUNTS.semcriacao, client);
    expect(tokensOf(DEMO_ACCOUNTS.semcriacao)).toBe(2);
  });

  it('a link lasts an hour, and a reset done with one ends the others', async () => {
    const email = DEMO_ACCOUNTS.franquia;
    const change = (token: string, password: string) =>
      app.inject({
        method: 'POST',
        url: `/api/box/business-service/v1/businesses/change-password/${token}`,
        payload: { token, password, confirm_password: password },
      });
    const tokens = () => [...app.sandbox.resetTokens.entries()].filter(([, id]) => app.sandbox.users.get(id)!.email === email).map(([token]) => token);
    await reset(email, newClient());
    const [old] = tokens();
    app.clock.now = new Date(app.clock.now.getTime() + RESET_TOKEN_TTL_MS + 1000);
    expect((await change(old, 'Trocada#2026')).statusCode).toBe(401);
    expect(app.sandbox.resetTokens.has(old)).toBe(false);
    await reset(email, newClient());
    await reset(email, newClient());
    const [first, second] = tokens();
    expect((await change(second, 'Trocada#2026')).statusCode).toBe(200);
    expect((await change(first, 'Trocada#2027')).statusCode).toBe(401);
    expect(tokens()).toEqual([]);
  });
});

import { createTestServer, signIn } from '../testing/helpers';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../domain/seed';
import { NO_PERMISSION } from '../domain/accounts';
import { creditsOf, settlePendingTopUps } from '../domain/walletCredits';
import { BILLET_PAID_AFTER_MS, DECLINED_TEST_CARD, MESSAGES, PIX_PAID_AFTER_MS } from '../domain/topUpTerms';
import { luhnValid } from '../domain/cards';
import { crc16 } from '../domain/paymentCodes';

const STATEMENT = '/api/box/v2/extract';
const credits = (storeId: string) => `/api/box/payment-service/v1/logisticx/credits/${storeId}`;

describe('wallet: statement, usage, saved cards, top-ups', () => {
  const app = createTestServer();
  let cookie: string;
  beforeAll(async () => {
    await app.ready();
    cookie = await signIn(app, DEMO_ACCOUNTS.loja);
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, as = cookie, authorization?: string) =>
    app.inject({
      method,
      url,
      headers: { cookie: as, ...(authorization ? { authorization } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const business = (email: string) => app.sandbox.business(app.sandbox.userByEmail(email)!.business_uuid);
  const loja = () => business(DEMO_ACCOUNTS.loja);
  const balance = async (as = cookie) => (await call('GET', '/api/box/v2/balance', undefined, as)).json().data.balance as number;

  it('lists the statement newest first, 15 a page, with running balances that end at the balance', async () => {
    const first = await call('GET', STATEMENT);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.data).toHaveLength(15);
    expect(body.extract_sum).toBeNull();
    expect(body.meta.pagination).toMatchObject({ per_page: 15, current_page: 1, count: 15 });
    expect(body.meta.pagination.total).toBeGreaterThan(15);
    expect(body.meta.pagination.total_pages).toBe(Math.ceil(body.meta.pagination.total / 15));
    expect(body.data[0].balance).toBe(await balance());
    const dates = body.data.map((l: { created_at: string }) => l.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    // Each line's balance is the previous (older) line's balance plus its value.
    for (let i = 0; i < body.data.length - 1; i += 1) {
      expect(body.data[i].balance).toBeCloseTo(body.data[i + 1].balance + body.data[i].value, 2);
    }
    const descriptions = body.data.map((l: { business_description: string }) => l.business_description).join(' | ');
    expect(descriptions).toMatch(/Entrega #\w+ - /);
    const second = (await call('GET', `${STATEMENT}?page=2`)).json();
    expect(second.meta.pagination.current_page).toBe(2);
    expect(second.data[0].id).not.toBe(body.data[0].id);
  });

  it('filters by period (local days), category and value, and sums the selection when asked', async () => {
    const all = app.sandbox.wallet(loja().uuid).statement();
    // FIXED_NOW is 2026-11-23 15:00 in São Paulo.
    const res = await call('GET', `${STATEMENT}?filters[start_date]=2026-11-20&filters[end_date]=2026-11-22&extractSum=1&limit=100`);
    const body = res.json();
    const from = new Date('2026-11-20T03:00:00.000Z').toISOString();
    const until = new Date('2026-11-23T03:00:00.000Z').toISOString();
    const expected = all.filter((l) => l.created_at >= from && l.created_at < until);
    expect(expected.length).toBeGreaterThan(0);
    expect(body.meta.pagination.total).toBe(expected.length);
    expect(body.extract_sum).toBeCloseTo(
      expected.reduce((s, l) => s + l.value, 0),
      2,
    );

    const deliveries = (await call('GET', `${STATEMENT}?filters[category_id]=2&limit=100`)).json();
    expect(deliveries.data.length).toBeGreaterThan(0);
    expect(deliveries.data.every((l: { category_id: number; value: number }) => l.category_id === 2 && l.value < 0)).toBe(true);

    const target = Math.abs(all[0].value);
    const byValue = (await call('GET', `${STATEMENT}?filters[value]=${target}&limit=100`)).json();
    expect(byValue.data.length).toBeGreaterThan(0);
    expect(byValue.data.every((l: { value: number }) => Math.abs(l.value) === target)).toBe(true);

    const inverted = await call('GET', `${STATEMENT}?filters[start_date]=2026-11-22&filters[end_date]=2026-11-20`);
    expect(inverted.statusCode).toBe(422);
    expect(inverted.json().errors[0].detail).toMatch(/data inicial/);
    expect((await call('GET', `${STATEMENT}?filters[start_date]=22/11/2026`)).statusCode).toBe(400);
  });

  it('lists the statement categories', async () => {
    const res = await call('GET', '/api/box/v2/extract-categories?isLogisticx=true');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((c: { name: string }) => c.name)).toEqual(['Recarga', 'Entrega', 'Estorno', 'Ajuste']);
  });

  it('sums the debits of the last 7 local days', async () => {
    const res = await call('GET', '/api/box/v2/extract/perDays?days=7');
    const body = res.json();
    expect(body.days).toBe(7);
    expect(body.start_date).toBe('2026-11-17T03:00:00.000Z');
    const spent = app.sandbox
      .wallet(loja().uuid)
      .statement()
      .filter((l) => l.created_at >= body.start_date && l.value < 0)
      .reduce((s, l) => s - l.value, 0);
    expect(body.total_withdraw).toBeCloseTo(spent, 2);
    expect(body.total_withdraw).toBeGreaterThan(0);
  });

  it('a Pix top-up is a pending credit with a valid BR Code, due today', async () => {
    const before = await balance();
    const res = await call('POST', credits(loja().uuid), { amount: 100, type: 4 });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ message: 'QRCode gerado com sucesso!', status: 'PENDING', type: 4, amount: 100, due_date: '2026-11-23' });
    expect(body.br_code).toBe(body.qr_code);
    expect(body.br_code).toMatch(/^000201/);
    expect(body.br_code).toContain('br.gov.bcb.pix');
    expect(body.br_code).toContain('5406100.00');
    expect(body.br_code.slice(-4)).toBe(crc16(body.br_code.slice(0, -4)));
    expect(await balance()).toBe(before);
  });

  it('a boleto top-up is due in 2 days, has a page, and is the last generated boleto', async () => {
    const res = await call('POST', credits(loja().uuid), { amount: 250.5, type: 2 });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ message: 'Boleto gerado com sucesso!', status: 'PENDING', due_date: '2026-11-25', amount: 250.5 });
    expect(body.url).toMatch(/^\/api\/box\/payment-service\/v1\/billets\/BOL\w+\/view$/);
    expect(body.digitable_line.replace(/\D/g, '')).toHaveLength(47);
    const last = (await call('GET', `/api/box/payment-service/v1/billets/last-generated/${loja().uuid}`)).json();
    expect(last.data).toMatchObject({ url: body.url, due_date: '2026-11-25', transaction: { amount: 250.5 }, status: 'PENDING' });
    const page = await app.inject({ method: 'GET', url: body.url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('R$ 250,50');
    expect(page.body).toContain('25/11/2026');
    expect((await app.inject({ method: 'GET', url: '/api/box/payment-service/v1/billets/NAOEXISTE/view' })).statusCode).toBe(404);
  });

  it('the simulated payer pays a Pix shortly after it is generated and a boleto minutes later, crediting each once', async () => {
    const store = loja();
    const pix = (await call('POST', credits(store.uuid), { amount: 60, type: 4 })).json();
    const billet = (await call('POST', credits(store.uuid), { amount: 75, type: 2 })).json();
    const pending = () => creditsOf(app.sandbox, store).topUps.filter((t) => t.status === 'PENDING');
    const statusOf = (code: string) => creditsOf(app.sandbox, store).topUps.find((t) => t.code === code)!.status;
    const wallet = app.sandbox.wallet(store.uuid);
    const start = app.clock.now.getTime();
    // The sandbox's clock moves on, so the credits are the newest statement lines (as they would be).
    const at = (ms: number) => (app.clock.now = new Date(start + ms));

    expect(settlePendingTopUps(app.sandbox, store, at(PIX_PAID_AFTER_MS - 1_000)).map((t) => t.code)).not.toContain(pix.code);
    const pixesDue = pending().filter((t) => t.type === 4);
    const before = wallet.balance;
    const paidFirst = settlePendingTopUps(app.sandbox, store, at(PIX_PAID_AFTER_MS));
    expect(paidFirst.map((t) => t.code)).toEqual(expect.arrayContaining([pix.code]));
    expect(paidFirst.every((t) => t.type === 4)).toBe(true);
    expect(statusOf(pix.code)).toBe('PAID');
    expect(statusOf(billet.code)).toBe('PENDING');
    expect(wallet.balance).toBeCloseTo(before + pixesDue.reduce((sum, t) => sum + t.amount, 0), 2);
    expect(wallet.statement()[0]).toMatchObject({ business_description: 'Recarga via Pix' });

    const paidLater = settlePendingTopUps(app.sandbox, store, at(BILLET_PAID_AFTER_MS));
    expect(paidLater.map((t) => t.code)).toContain(billet.code);
    expect(statusOf(billet.code)).toBe('PAID');
    expect(pending()).toEqual([]);
    // Paid once: nothing more to credit.
    expect(settlePendingTopUps(app.sandbox, store, at(2 * BILLET_PAID_AFTER_MS))).toEqual([]);
    const last = (await call('GET', `/api/box/payment-service/v1/billets/last-generated/${store.uuid}`)).json();
    expect(last.data.status).toBe('PAID');
  });

  it('a card top-up credits the balance at once, with the 2,79% fee charged on top; a new card can be saved', async () => {
    const before = await balance();
    const cards = (await call('GET', `/api/box/payment-service/v1/credit-cards/${loja().uuid}?isLogisticx=true`)).json().data;
    expect(cards.length).toBeGreaterThanOrEqual(2);
    expect(cards[0]).toEqual(
      expect.objectContaining({
        wallet_credit_card_id: expect.any(Number),
        brand: expect.any(String),
        masked_number: expect.stringMatching(/^\*{4} \*{4} \*{4} \d{4}$/),
        instant_buy_key: expect.any(String),
      }),
    );

    const saved = await call('POST', credits(loja().uuid), { amount: 100, type: 1, 'instant-buy-key': cards[0].instant_buy_key, security_code: '321' });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      message: 'Créditos adicionados com sucesso!',
      status: 'PAID',
      amount: 100,
      fee: 2.79,
      total_charged: 102.79,
      balance: before + 100,
    });
    expect(await balance()).toBe(before + 100);
    const newest = (await call('GET', STATEMENT)).json().data[0];
    expect(newest).toMatchObject({ value: 100, balance: before + 100, category_id: 1 });
    expect(newest.business_description).toMatch(/^Recarga via cartão de crédito \(\w+ final \d{4}\)$/);

    const fresh = await call('POST', credits(loja().uuid), {
      amount: 50,
      type: 1,
      creditCard: { holder_name: 'Marcos A Ferreira', number: '4242 4242 4242 4242', expiration: '12/2031', security_code: '123', save: true },
    });
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json().card).toMatchObject({ brand: 'Visa', masked_number: '**** **** **** 4242' });
    expect(await balance()).toBe(before + 150);
    const after = (await call('GET', `/api/box/payment-service/v1/credit-cards/${loja().uuid}`)).json().data;
    expect(after[0].masked_number).toBe('**** **** **** 4242');
    expect(JSON.stringify(after)).not.toContain('4242424242424242');
  });

  it('charges a card at most once per idempotency key: the same payment sent again answers the first result', async () => {
    const before = await balance();
    const key = (await call('GET', `/api/box/payment-service/v1/credit-cards/${loja().uuid}?isLogisticx=true`)).json().data[0].instant_buy_key;
    const body = { amount: 75, type: 1, 'instant-buy-key': key, security_code: '321', idempotency_key: 'pagamento-0001' };
    const first = await call('POST', credits(loja().uuid), body);
    const again = await call('POST', credits(loja().uuid), body);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    expect(await balance()).toBe(before + 75);
    // Another key is another payment.
    expect((await call('POST', credits(loja().uuid), { ...body, idempotency_key: 'pagamento-0002' })).statusCode).toBe(201);
    expect(await balance()).toBe(before + 150);
  });

  it('refuses an idempotency key sent again with another top-up (409), charging nothing; the same top-up written otherwise is the same', async () => {
    const key = (await call('GET', `/api/box/payment-service/v1/credit-cards/${loja().uuid}?isLogisticx=true`)).json().data[0].instant_buy_key;
    const body = { amount: 80, type: 1, 'instant-buy-key': key, security_code: '321', idempotency_key: 'pagamento-0100' };
    const first = await call('POST', credits(loja().uuid), body);
    expect(first.statusCode).toBe(201);
    const before = await balance();
    const topUps = creditsOf(app.sandbox, loja()).topUps.length;
    const conflicts = [
      { ...body, amount: 90 },
      { amount: 80, type: 4, idempotency_key: body.idempotency_key },
      { ...body, 'instant-buy-key': undefined, creditCard: { holder_name: 'Teste', number: '4242424242424242', expiration: '12/2031', security_code: '123' } },
    ];
    for (const payload of conflicts) {
      const res = await call('POST', credits(loja().uuid), payload);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: MESSAGES.keyReused, errors: [{ detail: MESSAGES.keyReusedDetail }] });
    }
    // The same payment, its keys in another order and with 80.00 for 80: the first answer, nothing charged again.
    const same = await call('POST', credits(loja().uuid), {
      idempotency_key: body.idempotency_key,
      security_code: '321',
      'instant-buy-key': key,
      type: 1,
      amount: 80.0,
    });
    expect(same.json()).toEqual(first.json());
    expect(await balance()).toBe(before);
    expect(creditsOf(app.sandbox, loja()).topUps).toHaveLength(topUps);
  });

  it('keys Pix and boleto too, and forgets a key after 24 hours', async () => {
    const pix = { amount: 120, type: 4, idempotency_key: 'pix-chave-0001' };
    const first = await call('POST', credits(loja().uuid), pix);
    expect(first.statusCode).toBe(201);
    const topUps = creditsOf(app.sandbox, loja()).topUps.length;
    expect((await call('POST', credits(loja().uuid), pix)).json().br_code).toBe(first.json().br_code);
    expect((await call('POST', credits(loja().uuid), { ...pix, type: 2 })).statusCode).toBe(409);
    expect(creditsOf(app.sandbox, loja()).topUps).toHaveLength(topUps);
    const start = app.clock.now;
    try {
      app.clock.now = new Date(start.getTime() + 25 * 3_600_000);
      const later = await signIn(app, DEMO_ACCOUNTS.loja);
      const again = await call('POST', credits(loja().uuid), { ...pix, type: 2 }, later);
      expect([again.statusCode, again.json().message]).toEqual([201, MESSAGES.billet]);
    } finally {
      app.clock.now = start;
      // The sign-in a day later swept the session of the other tests.
      cookie = await signIn(app, DEMO_ACCOUNTS.loja);
    }
  });

  it('refuses amounts with more than 2 decimals (400 in the validation shape), for Pix, boleto and card alike, and in the value filter', async () => {
    const before = await balance();
    const topUps = creditsOf(app.sandbox, loja()).topUps.length;
    const key = (await call('GET', `/api/box/payment-service/v1/credit-cards/${loja().uuid}?isLogisticx=true`)).json().data[0].instant_buy_key;
    const refused = {
      message: 'Dados inválidos. Verifique os campos e tente novamente.',
      errors: [{ detail: "O campo 'amount' deve ter no máximo 2 casas decimais (centavos)." }],
    };
    for (const payload of [
      { amount: 49.999, type: 4 },
      { amount: 50.001, type: 2 },
      { amount: 100.005, type: 1, 'instant-buy-key': key, security_code: '321' },
      { amount: 99.999, type: 1, creditCard: { holder_name: 'Teste', number: '4242424242424242', expiration: '12/2031', security_code: '123' } },
    ]) {
      const res = await call('POST', credits(loja().uuid), payload);
      expect([res.statusCode, res.json()]).toEqual([400, refused]);
    }
    expect(await balance()).toBe(before);
    expect(creditsOf(app.sandbox, loja()).topUps).toHaveLength(topUps);
    // Two decimals (0.29 × 100 is not a whole number in floating point) are fine.
    expect((await call('POST', credits(loja().uuid), { amount: 50.29, type: 4 })).json().amount).toBe(50.29);
    const filter = await call('GET', `${STATEMENT}?filters[value]=10.001`);
    expect([filter.statusCode, filter.json().errors]).toEqual([400, [{ detail: "O campo 'filters[value]' deve ter no máximo 2 casas decimais (centavos)." }]]);
    expect((await call('GET', `${STATEMENT}?filters[value]=10.01`)).statusCode).toBe(200);
  });

  it('charges a saved card only with its 3-digit CVV (docs/spec/part-2-operations-account.md §5)', async () => {
    const before = await balance();
    const key = (await call('GET', `/api/box/payment-service/v1/credit-cards/${loja().uuid}?isLogisticx=true`)).json().data[0].instant_buy_key;
    const missing = await call('POST', credits(loja().uuid), { amount: 100, type: 1, 'instant-buy-key': key });
    expect([missing.statusCode, missing.json().message]).toEqual([422, MESSAGES.savedCardCvv]);
    // Four digits, or letters, are not a saved card's CVV: the contract refuses them.
    expect((await call('POST', credits(loja().uuid), { amount: 100, type: 1, 'instant-buy-key': key, security_code: '1234' })).statusCode).toBe(400);
    expect(await balance()).toBe(before);
  });

  it('refuses card numbers failing Luhn, expired cards, unknown saved cards, the declined test card, and amounts under R$ 50,00', async () => {
    const before = await balance();
    const card = (number: string, expiration = '12/2031') => ({ holder_name: 'Teste', number, expiration, security_code: '123' });
    const cases: [unknown, string][] = [
      [{ amount: 100, type: 1, creditCard: card('4242 4242 4242 4241') }, MESSAGES.invalidCard],
      [{ amount: 100, type: 1, creditCard: card('4242424242424242', '10/2026') }, MESSAGES.expired],
      [{ amount: 100, type: 1, 'instant-buy-key': 'nao-existe', security_code: '321' }, MESSAGES.unknownCard],
      // New card numbers have 13 to 16 digits (docs/spec/part-2-operations-account.md §5): a Luhn-complete 19-digit
      // number is refused.
      [{ amount: 100, type: 1, creditCard: card('4111111111111111110') }, MESSAGES.invalidCard],
      [{ amount: 100, type: 1 }, MESSAGES.noCard],
      [{ amount: 100, type: 1, creditCard: card(DECLINED_TEST_CARD) }, MESSAGES.declined],
      [{ amount: 49.99, type: 4 }, MESSAGES.minimum],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', credits(loja().uuid), payload);
      expect([res.statusCode, res.json().message]).toEqual([422, message]);
      expect(typeof res.json().errors[0].detail).toBe('string');
    }
    expect((await call('POST', credits(loja().uuid), { amount: 100, type: 3 })).statusCode).toBe(400);
    expect(await balance()).toBe(before);
    expect(luhnValid(DECLINED_TEST_CARD)).toBe(true);
  });

  it('postpaid stores get no top-up; another store id is forbidden; franchise stores use their own token', async () => {
    const pospago = await signIn(app, DEMO_ACCOUNTS.pospago);
    const res = await call('POST', credits(business(DEMO_ACCOUNTS.pospago).uuid), { amount: 100, type: 4 }, pospago);
    expect([res.statusCode, res.json().message]).toEqual([422, MESSAGES.postpaid]);
    expect((await call('GET', `/api/box/payment-service/v1/credit-cards/${business(DEMO_ACCOUNTS.pospago).uuid}`, undefined, pospago)).json().data).toEqual([]);

    const other = await call('POST', credits(business(DEMO_ACCOUNTS.frota).uuid), { amount: 100, type: 4 });
    expect([other.statusCode, other.json().message]).toEqual([403, MESSAGES.store]);

    const franquia = await signIn(app, DEMO_ACCOUNTS.franquia);
    const user = app.sandbox.userByEmail(DEMO_ACCOUNTS.franquia)!;
    const stores = app.sandbox.accessibleBusinesses(user);
    const moema = stores.find((s) => s.fantasy_name.includes('Moema'))!;
    const before = app.sandbox.wallet(moema.uuid).balance;
    const cards = (await call('GET', `/api/box/payment-service/v1/credit-cards/${moema.uuid}`, undefined, franquia, moema.box_api_token)).json().data;
    const paid = await call(
      'POST',
      credits(moema.uuid),
      { amount: 60, type: 1, 'instant-buy-key': cards[0].instant_buy_key, security_code: '321' },
      franquia,
      moema.box_api_token,
    );
    expect(paid.statusCode).toBe(201);
    expect(app.sandbox.wallet(moema.uuid).balance).toBeCloseTo(before + 60, 2);
  });

  it('needs a session and the wallet permissions', async () => {
    expect((await app.inject({ method: 'GET', url: STATEMENT })).statusCode).toBe(401);
    // A staff profile whose role has no wallet permission.
    const roles = app.sandbox.rolesOf(loja().uuid);
    const attendant = roles.find((r) => r.name === 'atendente')!;
    const email = `sem.carteira.${Date.now()}@exemplo.com.br`;
    const created = await call('POST', '/api/box/v2/business-user', { name: 'Sem Carteira', social_name: 'Sem', email, roles: [attendant.id] });
    expect(created.statusCode).toBe(201);
    const staff = await signIn(app, email, DEMO_PASSWORD);
    for (const url of [
      STATEMENT,
      '/api/box/v2/extract-categories',
      '/api/box/v2/extract/perDays',
      `/api/box/payment-service/v1/credit-cards/${loja().uuid}`,
      `/api/box/payment-service/v1/billets/last-generated/${loja().uuid}`,
    ]) {
      const res = await call('GET', url, undefined, staff);
      expect([url, res.statusCode, res.json().message]).toEqual([url, 403, NO_PERMISSION]);
    }
    expect((await call('POST', credits(loja().uuid), { amount: 100, type: 4 }, staff)).statusCode).toBe(403);
  });
});

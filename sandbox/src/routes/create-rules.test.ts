import { createTestServer, signIn } from '../testing/helpers';
import { DEMO_ACCOUNTS } from '../domain/seed';
import { legacyOrder, orderPayload } from '../testing/deliveryPayloads';
import { FEATURE_OFF_MESSAGES } from '../domain/features';
import { REVERSE_MESSAGES } from '../domain/deliveries';

/** What every create checks before it creates or charges anything: the payload's dates, reverse mode, the flags. */
describe('delivery: what a create must hold before anything is created', () => {
  const app = createTestServer();
  let cookie: string;
  beforeAll(async () => {
    await app.ready();
    cookie = await signIn(app, DEMO_ACCOUNTS.loja);
  });
  afterAll(() => app.close());

  const post = (url: string, payload: unknown, session = cookie) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie: session } });
  const MULTIPLE = '/api/order-hub/orders/multiple/box-logisticx';
  const REVERSE_TASK = '/api/box/v2/default-edp/task';
  const storeOf = (email: string) => app.sandbox.business(app.sandbox.userByEmail(email)!.business_uuid);
  const reverseTask = (overrides: Record<string, unknown> = {}) => ({
    externalId: `rev-${Math.random().toString(36).slice(2)}`,
    totalAmount: 40,
    needReturn: false,
    reverse_logistic: true,
    origin: { name: 'Carlos Lima', address: { street: 'Rua Oscar Freire', number: '200', lat: -23.5629, lng: -46.6713 } },
    destination: 'business',
    ...overrides,
  });

  it('refuses a date that is not one with 400 before any order of the call is created or charged; the same call with the date mended creates both', async () => {
    const loja = storeOf(DEMO_ACCOUNTS.loja);
    const balance = app.sandbox.wallet(loja.uuid).balance;
    const count = app.sandbox.orders(loja.uuid).all().length;
    const first = orderPayload();
    const second = orderPayload({ order_created_at: '31/12/2026' });
    const res = await post(MULTIPLE, { data: [first, second] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ detail: 'Pedido 2: order_created_at não é uma data e hora válida.' }]);
    expect(app.sandbox.orders(loja.uuid).all().length).toBe(count);
    expect(app.sandbox.wallet(loja.uuid).balance).toBe(balance);

    expect((await post(MULTIPLE, { data: [orderPayload({ preparation_start: 'agora' })] })).json().errors[0].detail).toBe(
      'preparation_start não é uma data e hora válida.',
    );
    const mended = await post(MULTIPLE, { data: [first, { ...second, order_created_at: '2026-11-23T15:00:00+03:00' }] });
    expect(mended.statusCode).toBe(201);
    expect(app.sandbox.orders(loja.uuid).all().length).toBe(count + 2);
  });

  it("keeps reverse mode's rules on orders/multiple: the permission, one order, no return, no chosen courier", async () => {
    const reverse = (overrides: Record<string, unknown> = {}) => orderPayload({ delivery_type: 'REVERSE', ...overrides });
    const pospago = await signIn(app, DEMO_ACCOUNTS.pospago);
    const denied = await post(MULTIPLE, { data: [reverse()] }, pospago);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Sua loja não possui permissão para logística reversa.');

    const two = await post(MULTIPLE, { data: [reverse(), reverse()] });
    expect(two.statusCode).toBe(422);
    expect(two.json()).toMatchObject({ message: 'Limite de pedidos atingido!', errors: [{ detail: REVERSE_MESSAGES.tooMany }] });
    expect((await post(MULTIPLE, { data: [reverse({ courier_must_return: true })] })).json().errors[0].detail).toBe(REVERSE_MESSAGES.withReturn);
    expect((await post(MULTIPLE, { data: [reverse(), orderPayload()] })).statusCode).toBe(422);

    const frota = await signIn(app, DEMO_ACCOUNTS.frota);
    const fleetStore = storeOf(DEMO_ACCOUNTS.frota);
    const courier = app.sandbox.fleetCouriers(fleetStore.uuid).find((c) => c.fleets.some((f) => f.business_uuid === fleetStore.uuid && f.status === 2))!;
    const chosen = await post(MULTIPLE, { data: [reverse()], courier_id: courier.uuid }, frota);
    expect(chosen.json().errors[0].detail).toBe(REVERSE_MESSAGES.withCourier);

    const one = await post(MULTIPLE, { data: [reverse()] });
    expect(one.statusCode).toBe(201);
    expect(one.json().data[0].delivery_mode).toBe('REVERSE');
  });

  it('refuses a reverse task with the return (reverse mode excludes it)', async () => {
    const res = await post(REVERSE_TASK, reverseTask({ needReturn: true }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].detail).toBe(REVERSE_MESSAGES.withReturn);
    expect((await post(REVERSE_TASK, reverseTask())).statusCode).toBe(201);
  });

  it('lets only a store with its own fleet choose the courier', async () => {
    const fleetStore = storeOf(DEMO_ACCOUNTS.frota);
    const courier = app.sandbox.fleetCouriers(fleetStore.uuid).find((c) => c.fleets.some((f) => f.business_uuid === fleetStore.uuid && f.status === 2))!;
    const loja = storeOf(DEMO_ACCOUNTS.loja);
    // The same courier accepted in loja@'s fleet too, so only the store's mode can refuse it.
    courier.fleets.push({ ...courier.fleets.find((f) => f.business_uuid === fleetStore.uuid)!, uuid: 'fleet-loja-test', business_uuid: loja.uuid });
    const res = await post(MULTIPLE, { data: [orderPayload()], courier_id: courier.uuid });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].detail).toBe('Disponível apenas para lojas com Frota Própria.');
    const legacy = await post('/api/box/v2/orders', {
      courier_must_return: false,
      courier_id: courier.uuid,
      multiple: [legacyOrder({ business_order_id: 'IF-FLEET' })],
    });
    expect(legacy.statusCode).toBe(422);
  });

  it('refuses every manual create while manual-create-order-disabled is on, and creates again once it is 0', async () => {
    const semcriacao = await signIn(app, DEMO_ACCOUNTS.semcriacao);
    const store = storeOf(DEMO_ACCOUNTS.semcriacao);
    const count = app.sandbox.orders(store.uuid).all().length;
    const calls = [
      () => post(MULTIPLE, { data: [orderPayload()] }, semcriacao),
      () => post('/api/box/v2/orders', { courier_must_return: false, multiple: [legacyOrder({ business_order_id: `IF-${Math.random()}` })] }, semcriacao),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(FEATURE_OFF_MESSAGES['manual-create-order-disabled']);
    }
    store.reverse_logistic_permission = '1';
    expect((await post(REVERSE_TASK, reverseTask(), semcriacao)).statusCode).toBe(403);
    expect(app.sandbox.orders(store.uuid).all().length).toBe(count);

    store.configurations['manual-create-order-disabled'] = '0';
    app.sandbox.wallet(store.uuid).credit(500, 'Recarga de teste', app.sandbox.now());
    for (const call of calls) expect((await call()).statusCode).toBe(201);
  });
});

import { createTestServer, signIn } from '../testing/helpers';
import { DEMO_ACCOUNTS } from '../domain/seed';
import { FEATURE_OFF_MESSAGES } from '../domain/features';

/** A server of its own for a describe block, with the helpers its tests act through. */
function orderActionsServer() {
  const app = createTestServer();
  beforeAll(() => app.ready());
  afterAll(() => app.close());
  const storeOf = (email: string) => app.sandbox.orders(app.sandbox.userByEmail(email)!.business_uuid);
  const post = (cookie: string, url: string, payload?: unknown) =>
    app.inject({ method: 'POST', url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { app, storeOf, post };
}

describe('order actions', () => {
  const { app, storeOf, post } = orderActionsServer();

  it("approves an order waiting in 'Em preparo'", async () => {
    const cookie = await signIn(app, DEMO_ACCOUNTS.pospago);
    const waiting = storeOf(DEMO_ACCOUNTS.pospago)
      .all()
      .find((o) => o.to_approve)!;
    const res = await post(cookie, `/api/order-hub/orders/${waiting.uuid}/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Pedido aprovado com sucesso!', data: { to_approve: false, delivery: { status: { code: 'ALLOCATING' } } } });
    expect((await post(cookie, '/api/order-hub/orders/nao-existe/approve')).statusCode).toBe(404);
  });

  it('cancels with a reason, demanding an observation for OTHER', async () => {
    const cookie = await signIn(app, DEMO_ACCOUNTS.loja);
    const store = storeOf(DEMO_ACCOUNTS.loja);
    const allocating = store.all().find((o) => o.delivery?.status.code === 'ALLOCATING')!;
    const reasons = (await app.inject({ method: 'GET', url: `/api/order-hub/orders/cancel-reasons/${allocating.uuid}`, headers: { cookie } })).json().data;
    expect(Object.keys(reasons).at(-1)).toBe('OTHER');
    const missing = await post(cookie, `/api/order-hub/orders/${allocating.uuid}/cancel`, { cancel_reason: 'OTHER', cancel_reason_description: ' ' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe('Preencha o campo de observação do cancelamento.');
    const balance = app.sandbox.wallet(store.business.uuid).balance;
    const ok = await post(cookie, `/api/order-hub/orders/${allocating.uuid}/cancel`, { cancel_reason: 'CUSTOMER_GAVE_UP' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.delivery.status.code).toBe('CANCELLED');
    expect(app.sandbox.wallet(store.business.uuid).balance).toBeCloseTo(balance + allocating.delivery!.estimated_price, 2);
    const travelling = store.all().find((o) => o.delivery?.status.code === 'GOING_TO_DESTINATION')!;
    expect((await post(cookie, `/api/order-hub/orders/${travelling.uuid}/cancel`, { cancel_reason: 'CUSTOMER_GAVE_UP' })).statusCode).toBe(422);
    expect((await post(cookie, `/api/order-hub/orders/${travelling.uuid}/cancel`, {})).statusCode).toBe(400);
  });

  it('finishes a delivery with a courier and resets the search of one waiting for the courier', async () => {
    const cookie = await signIn(app, DEMO_ACCOUNTS.loja);
    const store = storeOf(DEMO_ACCOUNTS.loja);
    const travelling = store.all().find((o) => o.delivery?.status.code === 'GOING_TO_DESTINATION')!;
    const finished = await post(cookie, `/api/box/delivery-service/v1/deliveries/${travelling.delivery_uuid}/finish`, {});
    expect(finished.statusCode).toBe(200);
    expect(finished.json().data.delivery.status.code).toBe('COMPLETED');
    const waiting = store.all().find((o) => o.delivery?.status.code === 'GOING_TO_ORIGIN')!;
    const reset = await post(cookie, `/api/box/delivery-service/v1/deliveries/${waiting.delivery_uuid}/reset-search`);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data.delivery).toMatchObject({ status: { code: 'ALLOCATING' }, courier_id: null, track_url: null });
  });

  it('changes the courier of a fleet delivery to an accepted fleet courier only', async () => {
    const cookie = await signIn(app, DEMO_ACCOUNTS.frota);
    const store = storeOf(DEMO_ACCOUNTS.frota);
    const order = store.all().find((o) => o.delivery?.status.code === 'ARRIVED_AT_ORIGIN')!;
    const fleet = app.sandbox.fleetCouriers(store.business.uuid);
    const accepted = fleet.find((c) => c.fleets[0].status === 2 && c.uuid !== order.delivery!.courier_id)!;
    const refused = fleet.find((c) => c.fleets[0].status === 3)!;
    const url = (courier: string) => `/api/box/v2/delivery-manager/${order.delivery_uuid}/couriers/${courier}?origin=box-logisticx`;
    const res = await post(cookie, url(accepted.uuid));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.delivery).toMatchObject({ courier_id: accepted.uuid, courier_name: accepted.name });
    expect((await post(cookie, url(refused.uuid))).statusCode).toBe(404);
    const loja = await signIn(app, DEMO_ACCOUNTS.loja);
    const other = storeOf(DEMO_ACCOUNTS.loja)
      .all()
      .find((o) => o.delivery?.status.code === 'ARRIVED_AT_ORIGIN')!;
    expect((await post(loja, `/api/box/v2/delivery-manager/${other.delivery_uuid}/couriers/${accepted.uuid}`)).statusCode).toBe(422);
  });

  it('removes the debt and takes a revision request (multipart) of CANCELLED cargo deliveries only', async () => {
    const cookie = await signIn(app, DEMO_ACCOUNTS.loja);
    const store = storeOf(DEMO_ACCOUNTS.loja);
    const cargo = store
      .all()
      .find((o) => o.delivery?.provider.id === 'cargo' && o.delivery.status.code === 'CANCELLED' && o.delivery.order_revision_id === null)!;
    const completed = store.all().find((o) => o.delivery?.status.code === 'COMPLETED')!;
    const removed = await post(cookie, `/api/order-hub/orders/${cargo.uuid}/remove-debt`);
    expect(removed.statusCode).toBe(201);
    expect(removed.json()).toEqual({ status: 201, message: expect.any(String) });
    expect((await post(cookie, `/api/order-hub/orders/${cargo.uuid}/remove-debt`)).statusCode).toBe(422);
    expect((await post(cookie, `/api/order-hub/orders/${completed.uuid}/remove-debt`)).statusCode).toBe(422);

    const reasons = (await app.inject({ method: 'GET', url: '/api/order-hub/order-revision-reasons', headers: { cookie } })).json().data;
    expect(Object.keys(reasons)[0]).toBe('CHARGE_INCORRECT');
    const boundary = '----sandbox';
    const multipart = (fields: Record<string, string>, file?: { name: string; type: string; content: string }) => {
      const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
      if (file)
        parts.push(
          `--${boundary}\r\nContent-Disposition: form-data; name="file-upload"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n${file.content}\r\n`,
        );
      return { payload: `${parts.join('')}--${boundary}--\r\n`, headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` } };
    };
    const send = (uuid: string, body: ReturnType<typeof multipart>) =>
      app.inject({ method: 'POST', url: `/api/order-hub/orders/${uuid}/order-revision`, ...body });
    expect(
      (await send(cargo.uuid, multipart({ reason: 'CHARGE_INCORRECT' }, { name: 'virus.exe', type: 'application/octet-stream', content: 'x' }))).statusCode,
    ).toBe(422);
    const ok = await send(
      cargo.uuid,
      multipart({ reason: 'CHARGE_INCORRECT', comment: 'Cobrado duas vezes' }, { name: 'comprovante.pdf', type: 'application/pdf', content: '%PDF-1.4 ...' }),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, message: 'Formulário enviado com sucesso!' });
    expect(cargo.delivery!.order_revision_id).toBe(ok.json().data.order_revision_id);
    expect(app.sandbox.revisions.at(-1)).toMatchObject({ reason: 'CHARGE_INCORRECT', comment: 'Cobrado duas vezes', file: { name: 'comprovante.pdf' } });
    expect((await send(cargo.uuid, multipart({ reason: 'OTHER' }))).statusCode).toBe(422);
    expect((await send(completed.uuid, multipart({ reason: 'OTHER' }))).statusCode).toBe(422);
    expect((await send(cargo.uuid, multipart({}))).statusCode).toBe(400);
  });

  it("acts only on the caller's store: another store's order or delivery named by id is 404, and nothing changes there", async () => {
    const [loja, frota] = [await signIn(app, DEMO_ACCOUNTS.loja), await signIn(app, DEMO_ACCOUNTS.frota)];
    const fleetStore = storeOf(DEMO_ACCOUNTS.frota);
    const inStatus = (email: string, code: string) =>
      storeOf(email)
        .all()
        .find((o) => o.delivery?.status.code === code)!;
    const waiting = storeOf(DEMO_ACCOUNTS.pospago)
      .all()
      .find((o) => o.to_approve)!;
    const [allocating, travelling, atOrigin] = ['ALLOCATING', 'GOING_TO_DESTINATION', 'GOING_TO_ORIGIN'].map((code) => inStatus(DEMO_ACCOUNTS.frota, code));
    const cargo = fleetStore.all().find((o) => o.delivery?.provider.id === 'cargo' && o.delivery.status.code === 'CANCELLED')!;
    const lojaDelivery = inStatus(DEMO_ACCOUNTS.loja, 'ARRIVED_AT_ORIGIN');
    const ownCourier = app.sandbox.fleetCouriers(fleetStore.business.uuid).find((c) => c.fleets[0].status === 2)!;
    const state = () =>
      JSON.stringify({
        orders: [waiting, allocating, travelling, atOrigin, cargo, lojaDelivery],
        balances: [...app.sandbox.wallets.values()].map((w) => w.balance),
      });
    const before = state();
    const attempts: [string, string, unknown][] = [
      [loja, `/api/order-hub/orders/${waiting.uuid}/approve`, undefined],
      [loja, `/api/order-hub/orders/${allocating.uuid}/cancel`, { cancel_reason: 'CUSTOMER_GAVE_UP' }],
      [loja, `/api/box/delivery-service/v1/deliveries/${travelling.delivery_uuid}/finish`, {}],
      [loja, `/api/box/delivery-service/v1/deliveries/${atOrigin.delivery_uuid}/reset-search`, undefined],
      [loja, `/api/order-hub/orders/${cargo.uuid}/remove-debt`, undefined],
      [loja, `/api/order-hub/orders/${cargo.uuid}/order-revision`, { reason: 'OTHER' }],
      // A fleet store putting its own courier on another store's delivery.
      [frota, `/api/box/v2/delivery-manager/${lojaDelivery.delivery_uuid}/couriers/${ownCourier.uuid}?origin=box-logisticx`, undefined],
    ];
    for (const [cookie, url, payload] of attempts) {
      const res = await post(cookie, url, payload);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
    }
    expect(state()).toBe(before);
  });

  describe('sent again after a lost answer: acts once, answers as the first time, or says what happened', () => {
    /** What the action could have changed: the order's history and status, and the store's balance. */
    const snapshot = (email: string, uuid: string) => {
      const store = storeOf(email);
      const order = store.get(uuid)!;
      return JSON.stringify({ order, balance: app.sandbox.wallet(store.business.uuid).balance });
    };

    it("'Chamar entregador' twice: approved and dispatched once; an order cancelled while waiting says so", async () => {
      const cookie = await signIn(app, DEMO_ACCOUNTS.pospago);
      const [waiting, other] = storeOf(DEMO_ACCOUNTS.pospago)
        .all()
        .filter((o) => o.to_approve);
      const first = await post(cookie, `/api/order-hub/orders/${waiting.uuid}/approve`);
      expect(first.statusCode).toBe(200);
      const before = snapshot(DEMO_ACCOUNTS.pospago, waiting.uuid);
      const again = await post(cookie, `/api/order-hub/orders/${waiting.uuid}/approve`);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(snapshot(DEMO_ACCOUNTS.pospago, waiting.uuid)).toBe(before);
      expect(waiting.status_history.filter((e) => e.new_status === 'APPROVED')).toHaveLength(1);

      expect((await post(cookie, `/api/order-hub/orders/${other.uuid}/cancel`, { cancel_reason: 'CUSTOMER_GAVE_UP' })).statusCode).toBe(200);
      const cancelled = await post(cookie, `/api/order-hub/orders/${other.uuid}/approve`);
      expect(cancelled.statusCode).toBe(422);
      expect(cancelled.json()).toEqual({
        message: 'Não foi possível chamar o entregador!',
        errors: [{ detail: 'O pedido foi cancelado antes de ser aprovado.' }],
      });
      const live = storeOf(DEMO_ACCOUNTS.pospago)
        .all()
        .find((o) => !o.to_approve && o.delivery && !o.status_history.some((e) => e.new_status === 'APPROVED'))!;
      expect((await post(cookie, `/api/order-hub/orders/${live.uuid}/approve`)).json().errors).toEqual([{ detail: 'O pedido não está aguardando aprovação.' }]);
    });

    it('Cancelar twice with the same reason: cancelled and refunded once; another reason, or a cancel by the operation, is 409', async () => {
      const cookie = await signIn(app, DEMO_ACCOUNTS.loja);
      const store = storeOf(DEMO_ACCOUNTS.loja);
      const [order, byOperation] = store.all().filter((o) => o.delivery?.status.code === 'GOING_TO_ORIGIN' && o.delivery.courier_id);
      const body = { cancel_reason: 'OTHER', cancel_reason_description: 'Cliente ligou' };
      const first = await post(cookie, `/api/order-hub/orders/${order.uuid}/cancel`, body);
      expect(first.statusCode).toBe(200);
      const before = snapshot(DEMO_ACCOUNTS.loja, order.uuid);
      const again = await post(cookie, `/api/order-hub/orders/${order.uuid}/cancel`, { ...body, cancel_reason_description: ' Cliente ligou ' });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(snapshot(DEMO_ACCOUNTS.loja, order.uuid)).toBe(before);

      const otherReason = await post(cookie, `/api/order-hub/orders/${order.uuid}/cancel`, { cancel_reason: 'DUPLICATED_ORDER' });
      expect(otherReason.statusCode).toBe(409);
      expect(otherReason.json()).toEqual({
        message: 'Não foi possível cancelar o pedido.',
        errors: [{ detail: 'O pedido já foi cancelado, com outro motivo.' }],
      });
      store.setStatus(byOperation, 'CANCELLED');
      const operation = await post(cookie, `/api/order-hub/orders/${byOperation.uuid}/cancel`, { cancel_reason: 'CUSTOMER_GAVE_UP' });
      expect(operation.statusCode).toBe(409);
      expect(operation.json().errors).toEqual([{ detail: 'O pedido já foi cancelado pela operação de entrega.' }]);
      expect(snapshot(DEMO_ACCOUNTS.loja, order.uuid)).toBe(before);
    });

    it('Finalizar twice: finished once; a delivery that ended otherwise says how', async () => {
      const cookie = await signIn(app, DEMO_ACCOUNTS.loja);
      const store = storeOf(DEMO_ACCOUNTS.loja);
      const [order, lost] = store.all().filter((o) => o.delivery?.status.code === 'ARRIVED_AT_ORIGIN');
      const url = (o: typeof order) => `/api/box/delivery-service/v1/deliveries/${o.delivery_uuid}/finish`;
      const first = await post(cookie, url(order), {});
      expect(first.statusCode).toBe(200);
      const before = snapshot(DEMO_ACCOUNTS.loja, order.uuid);
      const again = await post(cookie, url(order), {});
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(snapshot(DEMO_ACCOUNTS.loja, order.uuid)).toBe(before);

      store.setStatus(lost, 'COURIER_NOT_DELIVERED');
      const ended = await post(cookie, url(lost), {});
      expect(ended.statusCode).toBe(422);
      expect(ended.json()).toEqual({ message: 'Não foi possível finalizar o pedido.', errors: [{ detail: 'A entrega já foi encerrada (Não entregue).' }] });
    });

    it('Procurar novo entregador twice: searching once; naming the courier seen, a courier who took it since is not dropped (409)', async () => {
      const cookie = await signIn(app, DEMO_ACCOUNTS.loja);
      const store = storeOf(DEMO_ACCOUNTS.loja);
      const order = store.all().find((o) => o.delivery?.status.code === 'GOING_TO_ORIGIN' && o.delivery.courier_id)!;
      const url = (o: typeof order, seen?: string) =>
        `/api/box/delivery-service/v1/deliveries/${o.delivery_uuid}/reset-search${seen ? `?courier_id=${seen}` : ''}`;
      const seen = order.delivery!.courier_id!;
      const first = await post(cookie, url(order, seen));
      expect(first.statusCode).toBe(200);
      expect(first.json().data.delivery).toMatchObject({ status: { code: 'ALLOCATING' }, courier_id: null });
      const before = snapshot(DEMO_ACCOUNTS.loja, order.uuid);
      const again = await post(cookie, url(order, seen));
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(snapshot(DEMO_ACCOUNTS.loja, order.uuid)).toBe(before);

      // Meanwhile another courier took the delivery: the reset sent again leaves them on it.
      const other = app.sandbox.networkCouriers().find((c) => c.uuid !== seen)!;
      store.changeCourier(order.delivery!.id, other);
      const late = await post(cookie, url(order, seen));
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({
        message: 'Não foi possível resetar o entregador.',
        errors: [{ detail: 'Outro entregador já aceitou esta entrega. Atualize o pedido para ver o entregador atual.' }],
      });
      expect(order.delivery).toMatchObject({ courier_id: other.uuid, status: { code: 'GOING_TO_ORIGIN' } });
      // Without naming a courier, as before: the merchant's new search drops whoever has it.
      expect((await post(cookie, url(order))).json().data.delivery).toMatchObject({ status: { code: 'ALLOCATING' }, courier_id: null });
      store.changeCourier(order.delivery!.id, other);
      store.setStatus(order, 'ARRIVED_AT_ORIGIN');
      expect((await post(cookie, url(order))).json().errors).toEqual([
        { detail: 'Só é possível procurar novo entregador enquanto o pedido aguarda o entregador (agora: Entregador no estabelecimento).' },
      ]);
    });
  });
});

describe("order actions the store's flags turn off", () => {
  const { app, storeOf, post } = orderActionsServer();

  it("refuses finish, a new search and cancel while the store's flag turns them off (403, nothing changes), and acts once it is 1 again", async () => {
    const cookie = await signIn(app, DEMO_ACCOUNTS.loja);
    const store = storeOf(DEMO_ACCOUNTS.loja);
    const flags = store.business.configurations;
    const inStatus = (code: string) => store.all().find((o) => o.delivery?.status.code === code)!;
    const actions = [
      {
        flag: 'order-finish-enable',
        act: () => post(cookie, `/api/box/delivery-service/v1/deliveries/${inStatus('GOING_TO_DESTINATION').delivery_uuid}/finish`, {}),
      },
      {
        flag: 'enable-courier-research',
        act: () => post(cookie, `/api/box/delivery-service/v1/deliveries/${inStatus('GOING_TO_ORIGIN').delivery_uuid}/reset-search`),
      },
      {
        flag: 'order-cancel-enabled',
        act: () => post(cookie, `/api/order-hub/orders/${inStatus('ALLOCATING').uuid}/cancel`, { cancel_reason: 'CUSTOMER_GAVE_UP' }),
      },
    ] as const;
    for (const { flag, act } of actions) {
      flags[flag] = '0';
      const before = JSON.stringify(store.all());
      const refused = await act();
      expect({ flag, status: refused.statusCode, message: refused.json().message }).toEqual({ flag, status: 403, message: FEATURE_OFF_MESSAGES[flag] });
      expect(JSON.stringify(store.all())).toBe(before);
      flags[flag] = '1';
      expect((await act()).statusCode).toBe(200);
    }
  });
});

import { waitFor } from '@testing-library/react';
import { resetStores } from 'shared/testing';
import { answer, API, errorAnswer, http, HttpResponse, installNetwork, recordRequests, server } from 'shared/testing/network';
import { deliveryApi } from '../../api/delivery';
import { isAnswerLost } from 'shared';
import { CONFIRM_CHECKS, CONFIRM_INTERVAL_MS, confirmWindowMs } from 'shared/data';
import { createOrConfirm, reconcileCreated, resendUntilAnswered } from './reconcile';

const RECONCILE_INTERVAL_MS = CONFIRM_INTERVAL_MS;
const RECONCILE_WINDOW_MS = confirmWindowMs(CONFIRM_CHECKS.create);

installNetwork();
const seen = recordRequests();
const notFound = () => errorAnswer(404, 'Pedido não encontrado');
const found = () => answer({ data: {} });

describe('a create whose answer never came', () => {
  beforeEach(() => {
    resetStores();
    // The clock also runs on its own: the fake network answers on real timers.
    jest.useFakeTimers({ advanceTimers: true });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('asks the server until every order it was sent exists, then they are created', async () => {
    // The create reached the server late: the first answers say 404, then both exist.
    let asked = 0;
    server.use(http.get(API.operations.order, () => (++asked <= 2 ? notFound() : found())));
    const done = reconcileCreated(['ext-a', 'ext-b']);
    await jest.advanceTimersByTimeAsync(RECONCILE_INTERVAL_MS);
    await expect(done).resolves.toEqual({ created: ['ext-a', 'ext-b'], notCreated: [] });
    expect(seen.map((request) => request.path)).toEqual([
      '/api/order-hub/orders/ext-a',
      '/api/order-hub/orders/ext-b',
      '/api/order-hub/orders/ext-a',
      '/api/order-hub/orders/ext-b',
    ]);
  });

  it('an order the server still does not have when the window ends was not created', async () => {
    server.use(http.get(API.operations.order, ({ params }) => (params.orderId === 'ext-a' ? found() : notFound())));
    const done = reconcileCreated(['ext-a', 'ext-b']);
    await jest.advanceTimersByTimeAsync(RECONCILE_WINDOW_MS + RECONCILE_INTERVAL_MS);
    await expect(done).resolves.toEqual({ created: ['ext-a'], notCreated: ['ext-b'] });
  });

  it('a create answered is its own outcome: nothing is asked; a refusal is thrown as it came', async () => {
    server.use(http.post(API.delivery.legacyOrders, () => answer({ success: true, message: 'ok', total: 1, data: [] }, 201)));
    const confirming = jest.fn();
    await expect(createOrConfirm(() => deliveryApi.createLegacyOrders({ courier_must_return: false, multiple: [] }), ['ext-a'], confirming)).resolves.toEqual({
      created: ['ext-a'],
      notCreated: [],
      confirmed: false,
    });
    server.use(http.post(API.delivery.legacyOrders, () => errorAnswer(422, 'Saldo insuficiente.')));
    await expect(
      createOrConfirm(() => deliveryApi.createLegacyOrders({ courier_must_return: false, multiple: [] }), ['ext-a'], confirming),
    ).rejects.toMatchObject({
      response: { status: 422 },
    });
    expect(confirming).not.toHaveBeenCalled();
    expect(seen.filter((request) => request.method === 'GET')).toEqual([]);
  });

  it('a create whose answer is lost is confirmed with the server, never thrown as a failure', async () => {
    server.use(
      http.post(API.delivery.legacyOrders, () => HttpResponse.error()),
      http.get(API.operations.order, ({ params }) => (params.orderId === 'ext-a' ? found() : notFound())),
    );
    const confirming = jest.fn();
    const done = createOrConfirm(() => deliveryApi.createLegacyOrders({ courier_must_return: false, multiple: [] }), ['ext-a', 'ext-b'], confirming);
    await waitFor(() => expect(confirming).toHaveBeenCalled());
    await jest.advanceTimersByTimeAsync(RECONCILE_WINDOW_MS + RECONCILE_INTERVAL_MS);
    await expect(done).resolves.toEqual({ created: ['ext-a'], notCreated: ['ext-b'], confirmed: true });
    expect(confirming).toHaveBeenCalledTimes(1);
    // Sent once: the confirmation only reads.
    expect(seen.filter((request) => request.method === 'POST')).toHaveLength(1);
  });
});

describe('a create under an idempotency key whose answer never came', () => {
  beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
  afterEach(() => jest.useRealTimers());
  const send = () => deliveryApi.createLegacyOrders({ courier_must_return: false, idempotency_key: 'key-1', multiple: [] });

  it('is sent again, same body and key, until the server answers: then it was created', async () => {
    let calls = 0;
    server.use(
      http.post(API.delivery.legacyOrders, () => (++calls === 1 ? HttpResponse.error() : answer({ success: true, message: 'ok', total: 1, data: [] }, 201))),
    );
    let settled = false;
    const done = resendUntilAnswered(send, ['a', 'b']).finally(() => {
      settled = true;
    });
    while (!settled) await jest.advanceTimersByTimeAsync(RECONCILE_INTERVAL_MS);
    await expect(done).resolves.toEqual({ created: ['a', 'b'], notCreated: [] });
    const bodies = seen.filter((request) => request.method === 'POST').map((request) => request.body);
    expect(bodies).toHaveLength(2);
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
  });

  it("a refusal on the way is thrown as the server's; no answer in the window: nothing known to be created", async () => {
    server.use(http.post(API.delivery.legacyOrders, () => errorAnswer(409, 'Esta entrega já foi enviada com outros dados.')));
    const refused = resendUntilAnswered(send, ['a']).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(RECONCILE_INTERVAL_MS);
    expect(isAnswerLost(await refused)).toBe(false);
    server.use(http.post(API.delivery.legacyOrders, () => HttpResponse.error()));
    const silent = resendUntilAnswered(send, ['a']);
    await jest.advanceTimersByTimeAsync(RECONCILE_WINDOW_MS + RECONCILE_INTERVAL_MS);
    await expect(silent).resolves.toEqual({ created: [], notCreated: ['a'] });
  });
});

describe('isAnswerLost: a write whose outcome the answer does not tell', () => {
  const sendAnswered = async (reply: () => Response) => {
    server.use(http.post(API.delivery.legacyOrders, reply), http.get(API.delivery.checkRange, reply));
    return deliveryApi.createLegacyOrders({ courier_must_return: false, multiple: [] }).then(
      () => 'answered',
      (error: unknown) => error,
    );
  };

  it("no answer, an unreadable one, a 5xx without the server's error body, or a gateway's 502/504: lost", async () => {
    expect(isAnswerLost(await sendAnswered(() => HttpResponse.error()))).toBe(true);
    expect(isAnswerLost(await sendAnswered(() => new HttpResponse(null, { status: 500 })))).toBe(true);
    expect(
      isAnswerLost(await sendAnswered(() => new HttpResponse('<html>Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }))),
    ).toBe(true);
    expect(isAnswerLost(await sendAnswered(() => errorAnswer(502, 'Não foi possível falar com o servidor agora.')))).toBe(true);
    expect(isAnswerLost(await sendAnswered(() => errorAnswer(504, 'Tempo esgotado.')))).toBe(true);
  });

  it("the server's own refusal or error, or a read that failed: not lost", async () => {
    expect(isAnswerLost(await sendAnswered(() => errorAnswer(422, 'Saldo insuficiente.')))).toBe(false);
    expect(isAnswerLost(await sendAnswered(() => errorAnswer(409, 'Outro conteúdo com o mesmo id.')))).toBe(false);
    expect(isAnswerLost(await sendAnswered(() => errorAnswer(500, 'Erro interno do servidor.')))).toBe(false);
    server.use(http.get(API.delivery.checkRange, () => HttpResponse.error()));
    expect(isAnswerLost(await deliveryApi.checkRange(-23.5, -46.6).catch((error: unknown) => error))).toBe(false);
    expect(isAnswerLost(new Error('boom'))).toBe(false);
  });
});

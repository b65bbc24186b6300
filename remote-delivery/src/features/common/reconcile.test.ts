import { getOrders, ordersActions } from 'shared';
import { resetStores } from 'shared/testing';
import { answer, API, errorAnswer, http, installNetwork, recordRequests, server } from 'shared/testing/network';
import { reconcileCreated, RECONCILE_INTERVAL_MS, RECONCILE_WINDOW_MS } from './reconcile';
import { markProcessing, settleProcessing } from './stagedOrdersStore';

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

  it("marks the orders 'em processamento' with their id, removes the created ones and keeps the others with the same id", () => {
    const order = (name: string) => ({ client_name: name, phone: '', delivery_items: [], items_total_price: 10, selected: true });
    ordersActions.addOrder(order('Ana') as never);
    ordersActions.addOrder(order('Bruno') as never);
    const [ana, bruno] = getOrders().orders;
    markProcessing(
      new Map([
        [ana!, 'ext-a'],
        [bruno!, 'ext-b'],
      ]),
    );
    expect(getOrders().orders.map((o) => [o.client_name, o.processing, o.externalId])).toEqual([
      ['Ana', true, 'ext-a'],
      ['Bruno', true, 'ext-b'],
    ]);
    settleProcessing(['ext-a'], ['ext-b']);
    // Ana's delivery exists: she leaves the list. Bruno's does not: sent again, it goes under 'ext-b' again.
    expect(getOrders().orders.map((o) => [o.client_name, o.processing, o.externalId])).toEqual([['Bruno', false, 'ext-b']]);
  });
});

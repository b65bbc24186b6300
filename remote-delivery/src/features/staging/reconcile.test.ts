import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { getOrders, ordersActions } from 'shared';
import { deliveryApi } from '../../api/delivery';
import { resetStores } from 'shared/testing';
import { reconcileCreated, RECONCILE_INTERVAL_MS, RECONCILE_WINDOW_MS } from './reconcile';
import { markProcessing, settleProcessing } from './stagedOrdersStore';

const notFound = () =>
  new AxiosError('404', 'ERR_BAD_REQUEST', { headers: new AxiosHeaders() } as InternalAxiosRequestConfig, undefined, { status: 404, data: {} } as never);
const found = () => ({ data: { data: {} }, status: 200 }) as never;

describe('a create whose answer never came', () => {
  beforeEach(() => {
    resetStores();
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('asks the server until every order it was sent exists, then they are created', async () => {
    // The create reached the server late: the first answers say 404, then both exist.
    const getOrder = jest.spyOn(deliveryApi, 'orderDetails').mockRejectedValueOnce(notFound()).mockRejectedValueOnce(notFound()).mockResolvedValue(found());
    const done = reconcileCreated(['ext-a', 'ext-b']);
    await jest.advanceTimersByTimeAsync(RECONCILE_INTERVAL_MS);
    await expect(done).resolves.toEqual({ created: ['ext-a', 'ext-b'], notCreated: [] });
    expect(getOrder).toHaveBeenCalledWith('ext-a');
    expect(getOrder).toHaveBeenCalledTimes(4);
  });

  it('an order the server still does not have when the window ends was not created', async () => {
    jest.spyOn(deliveryApi, 'orderDetails').mockImplementation(async (id) => {
      if (id === 'ext-a') return found();
      throw notFound();
    });
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

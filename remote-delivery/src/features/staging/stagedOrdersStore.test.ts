import { getOrders, ordersActions } from 'shared';
import { resetStores } from 'shared/testing';
import { markProcessing, settleProcessing } from './stagedOrdersStore';

describe('staged orders of a create whose answer never came', () => {
  beforeEach(resetStores);

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

import type { UseQueryResult } from '@tanstack/react-query';
import type { Order, OrderList } from '../../../api/operations';
import { makeOrder } from '../../../testing/fixtures';
import { mergeStoreLists, storeList, storesToLoadMore, type StoreList } from './mergeStores';

/** An order made `minutesAgo` minutes ago. */
const at = (minutesAgo: number, ref: string): Order =>
  makeOrder({ short_external_reference: ref, order_created_at: new Date(Date.UTC(2026, 10, 25, 12, 0) - minutesAgo * 60_000).toISOString() });

/** A store's list: the loaded orders and the store's total. */
const list = (store: string, orders: Order[], total = orders.length, missing = false): StoreList => ({
  store,
  orders: missing ? [] : orders,
  total: missing ? 0 : total,
  missing,
  more: !missing && orders.length < total,
  reads: [],
});
const refs = (orders: Order[]) => orders.map((o) => o.short_external_reference);

describe("'Todas as lojas': merging the stores' lists", () => {
  it('lists every store newest first and adds up the totals', () => {
    const merged = mergeStoreLists([list('a', [at(1, 'A1'), at(30, 'A2')]), list('b', [at(5, 'B1'), at(10, 'B2')]), list('c', [])]);
    expect(refs(merged.orders)).toEqual(['A1', 'B1', 'B2', 'A2']);
    expect(merged.total).toBe(4);
  });

  it('shows a single store as the server sent it', () => {
    const orders = [at(30, 'X'), at(1, 'Y')];
    expect(mergeStoreLists([list('a', orders, 50)]).orders).toEqual(orders);
    expect(storesToLoadMore([list('a', orders, 50)])).toEqual(['a']);
  });

  it("stops at the frontier: no row of a store with more orders is shown below one it may still have (and 'Carregar mais' asks that store)", () => {
    // Store a loaded 2 of 40, the older at 20 min; b loaded all it has, down to 60 min.
    const a = list('a', [at(2, 'A1'), at(20, 'A2')], 40);
    const b = list('b', [at(5, 'B1'), at(25, 'B2'), at(60, 'B3')]);
    const merged = mergeStoreLists([a, b]);
    expect(refs(merged.orders)).toEqual(['A1', 'B1', 'A2']);
    expect(merged.total).toBe(43);
    expect(storesToLoadMore([a, b])).toEqual(['a']);
    // Its next page comes: the list goes on, still in time order.
    const a2 = list('a', [at(2, 'A1'), at(20, 'A2'), at(30, 'A3'), at(70, 'A4')], 40);
    expect(refs(mergeStoreLists([a2, b]).orders)).toEqual(['A1', 'B1', 'A2', 'B2', 'A3', 'B3', 'A4']);
  });

  it('asks every store holding the list back, and none once all are loaded', () => {
    const a = list('a', [at(1, 'A1'), at(10, 'A2')], 30);
    const b = list('b', [at(3, 'B1'), at(10, 'B2')], 30);
    const c = list('c', [at(2, 'C1'), at(50, 'C2')], 30);
    expect(storesToLoadMore([a, b, c]).sort()).toEqual(['a', 'b']);
    expect(storesToLoadMore([list('a', [at(1, 'A1')]), list('b', [at(2, 'B1')])])).toEqual([]);
  });

  it('leaves out a store that has not answered: its orders and its total, never read as 0 orders', () => {
    const merged = mergeStoreLists([list('a', [at(1, 'A1')]), list('b', [], 0, true)]);
    expect(refs(merged.orders)).toEqual(['A1']);
    expect(merged.total).toBe(1);
  });

  it("reads a store's pages: each order once, missing until its first page answered", () => {
    const one = at(1, 'A1');
    const two = at(2, 'A2');
    const read = (orders: Order[] | undefined, total = 2) =>
      ({ data: orders ? ({ data: orders, meta: { total } } as OrderList) : undefined }) as UseQueryResult<OrderList>;
    expect(storeList('a', [read([one, two], 3), read([two])])).toMatchObject({ orders: [one, two], total: 3, missing: false, more: true });
    expect(storeList('a', [read(undefined)])).toMatchObject({ orders: [], missing: true });
  });
});

import { makeFranchiseStores, makeUser, seedSession } from 'shared/testing';
import { answer, API, http, installNetwork, recordRequests, server } from 'shared/testing/network';
import { makeDelivery, makeOrder, orderList } from '../../testing/fixtures';
import { csvRow, fetchAllHistory, fetchEveryStoreHistory, toCsv } from './csvExport';

installNetwork();
const seen = recordRequests();

describe('CSV export of the history', () => {
  const order = makeOrder({
    short_external_reference: 'P42',
    customer: { name: 'Ana; "Silva"', document: null, phone: '5511998765432' },
    final_total_price: 59.9,
    payments: [{ name: 'Dinheiro', code: 'DIN' }],
    delivery: makeDelivery('COMPLETED', { short_id: 'D42', courier_name: 'Carlos Lima', trip_distance: 3.456, estimated_price: 12.5 }),
  });

  it('writes one row per delivery with pt-BR headers and Brazilian numbers', () => {
    expect(csvRow(order)).toMatchObject({
      Pedido: 'P42',
      Entrega: 'D42',
      Cliente: 'Ana; "Silva"',
      Status: 'Completo',
      Entregador: 'Carlos Lima',
      Distância: '3,46 km',
      'Valor do pedido': '59,90',
      'Valor da entrega': '12,50',
      Pagamento: 'Dinheiro',
    });
  });

  it("uses ';' as separator, quotes text that needs it and starts with a BOM", async () => {
    const csv = await toCsv([order]);
    expect(csv.startsWith('\ufeff')).toBe(true);
    const [header, line] = csv.slice(1).split(/\r?\n/);
    expect(header.split(';')[0]).toBe('Pedido');
    expect(line).toContain('"Ana; ""Silva"""');
  });

  it('fetches every page of the filtered history', async () => {
    const pages = [orderList([makeOrder(), makeOrder()], 3, 2), orderList([makeOrder()], 3, 2)];
    server.use(http.get(API.operations.listOrders, () => answer(pages.shift() as never)));
    const all = await fetchAllHistory({ delivery_status: 'COMPLETED', limit: 15 });
    expect(all).toHaveLength(3);
    expect(seen).toHaveLength(2);
    expect(seen[1]!.query).toMatchObject({ delivery_status: 'COMPLETED', page: '2', limit: '500' });
  });

  it("with 'Todas as lojas', reads every store's history with its own token, merges it newest first and writes the store first", async () => {
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 12, minutes)).toISOString();
    seedSession({ user: makeUser({ business_user_main: true }), franchiseStores: makeFranchiseStores() });
    const lists: Record<string, ReturnType<typeof makeOrder>[]> = {
      'hub-token-1': [
        makeOrder({ short_external_reference: 'A2', order_created_at: at(40) }),
        makeOrder({ short_external_reference: 'A1', order_created_at: at(10) }),
      ],
      'hub-token-2': [makeOrder({ short_external_reference: 'B1', order_created_at: at(20) })],
    };
    server.use(http.get(API.operations.listOrders, ({ request }) => answer(orderList(lists[request.headers.get('authorization') ?? ''] ?? []) as never)));
    const { orders, storeOf } = await fetchEveryStoreHistory({ delivery_status: 'COMPLETED' }, ['store-1', 'store-2']);
    expect(orders.map((o) => o.short_external_reference)).toEqual(['A2', 'B1', 'A1']);
    expect(seen.map((r) => r.authorization).sort()).toEqual(['hub-token-1', 'hub-token-2']);
    const names: Record<string, string> = { 'store-1': 'Loja Centro', 'store-2': 'Loja Norte' };
    const csv = await toCsv(orders, (o) => names[storeOf(o)]!);
    const [header, first, second] = csv.slice(1).split(/\r?\n/);
    expect(header!.split(';').slice(0, 2)).toEqual(['Loja', 'Pedido']);
    expect(first!.split(';').slice(0, 2)).toEqual(['Loja Centro', 'A2']);
    expect(second!.split(';').slice(0, 2)).toEqual(['Loja Norte', 'B1']);
    // One store's file is as it was: no 'Loja'.
    expect((await toCsv(orders)).slice(1).split(';')[0]).toBe('Pedido');
  });

  it("with 'Todas as lojas', a store that fails fails the export (a file missing a store would read as complete)", async () => {
    seedSession({ user: makeUser({ business_user_main: true }), franchiseStores: makeFranchiseStores() });
    server.use(
      http.get(API.operations.listOrders, ({ request }) =>
        request.headers.get('authorization') === 'hub-token-2' ? new Response(null, { status: 500 }) : answer(orderList([makeOrder()]) as never),
      ),
    );
    await expect(fetchEveryStoreHistory({ delivery_status: 'COMPLETED' }, ['store-1', 'store-2'])).rejects.toBeTruthy();
  });
});

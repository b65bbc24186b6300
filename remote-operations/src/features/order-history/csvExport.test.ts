import { answer, API, http, installNetwork, recordRequests, server } from 'shared/testing/network';
import { makeDelivery, makeOrder, orderList } from '../../testing/fixtures';
import { csvRow, fetchAllHistory, toCsv } from './csvExport';

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
});

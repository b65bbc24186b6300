import { makeOrder } from '../../testing/fixtures';
import { approvalPayload } from './approvalPayload';

describe("'Chamar entregador' validation payload (part-2 §7)", () => {
  it('rebuilds the order hub payload of a waiting order', () => {
    const order = makeOrder({
      to_approve: true,
      delivery: null,
      external_reference: 'EXT-77',
      short_external_reference: 'P77',
      order_created_at: '2026-11-23T17:00:00.000Z',
      preparation_start: '2026-11-23T17:05:00.000Z',
      delivery_at: '2026-11-23T17:35:00.000Z',
      courier_must_return: true,
      observations: 'Sem cebola',
      customer: { name: 'Ana', document: '52998224725', phone: '5511998765432' },
      payments: [{ name: 'Dinheiro', code: 'DIN', change_for: 100 }],
      items: [{ name: 'Pizza', price: 49.9, quantity: 2 }],
    });
    const payload = approvalPayload(order, new Date('2026-11-23T17:10:00.000Z'));
    expect(payload).toMatchObject({
      external_id: 'EXT-77',
      short_external_reference: 'P77',
      courier_must_return: true,
      customer: { document: '52998224725', name: 'Ana', phone: '5511998765432' },
      payments: [{ name: 'Dinheiro', code: 'DIN' }],
      delivery_datetime: '2026-11-23T20:10:00+03:00',
      preparation_start: '2026-11-23T17:05:00.000Z',
      order_created_at: '2026-11-23T17:00:00.000Z',
      preparation_time_in_seconds: 30 * 60,
      marketplace_name: 'iFood',
      marketplace_id: 'ifood',
      items: [{ name: 'Pizza', price: 49.9, quantity: 2, external_id: null }],
      observations: 'Sem cebola',
      delivery_type: 'DELIVERY',
    });
    expect(payload.address).toMatchObject({ street_name: 'Rua Augusta', street_number: '500', country: 'BR', lat: -23.5534, lng: -46.6565 });
    expect(payload.payments![0]).not.toHaveProperty('change_for');
  });

  it('marks reverse deliveries and has no preparation time without a forecast', () => {
    const payload = approvalPayload(makeOrder({ delivery_mode: 'REVERSE', delivery_at: null }));
    expect(payload.delivery_type).toBe('REVERSE');
    expect(payload.preparation_time_in_seconds).toBe(0);
  });

  it("sends an order that names no payment as the spec's default, 'Pagamento Online' (ONLINE)", () => {
    for (const payments of [[], undefined]) {
      expect(approvalPayload(makeOrder({ payments } as never)).payments).toEqual([{ name: 'Pagamento Online', code: 'ONLINE' }]);
    }
  });
});

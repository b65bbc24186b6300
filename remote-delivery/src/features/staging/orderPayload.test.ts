import { buildOrderPayload, buildReverseTaskBody, payloadPhone, shortReference } from './orderPayload';
import { stagedOrder } from './testing';

const now = new Date('2026-11-23T12:34:56.789Z');
const options = { withReturn: false, reverse: false, now, externalId: 'c0ffee12-3456-4789-8abc-def012345678' };

describe('payloadPhone', () => {
  it('keeps 10 or 11 digits, drops the 55 country code and defaults to 00000000000', () => {
    expect(payloadPhone('(11) 98765-4321')).toBe('11987654321');
    expect(payloadPhone('5511987654321')).toBe('11987654321');
    expect(payloadPhone('(11) 3456-7890')).toBe('1134567890');
    expect(payloadPhone('')).toBe('00000000000');
    expect(payloadPhone(undefined)).toBe('00000000000');
  });
});

describe('buildOrderPayload', () => {
  it('is exactly the order payload of spec part-1 §3', () => {
    expect(buildOrderPayload(stagedOrder({ verifyId: undefined }), options)).toEqual({
      external_id: 'c0ffee12-3456-4789-8abc-def012345678',
      short_external_reference: 'C0FFEE',
      courier_must_return: false,
      address: {
        city: 'São Paulo',
        country: 'BR',
        lat: -23.5598,
        lng: -46.6652,
        neighborhood: 'Cerqueira César',
        postal_code: '01414001',
        state: 'SP',
        street_name: 'Rua Haddock Lobo',
        street_number: '595',
        complement: 'Apto 12',
      },
      customer: { document: null, name: 'Beatriz Santos', phone: '11987654321' },
      payments: [{ name: 'Pagamento Online', code: 'ONLINE', change_for: null }],
      delivery_datetime: '2026-11-23T15:34:56+03:00',
      preparation_start: '2026-11-23T15:34:56+03:00',
      order_created_at: '2026-11-23T15:34:56+03:00',
      preparation_time_in_seconds: 0,
      marketplace_name: 'Portal do Comerciante',
      marketplace_id: 'BOX_LOGISTICX',
      items: [
        { name: 'Pizza grande', price: 60, quantity: 1, external_id: 'c0ffee12-3456-4789-8abc-def012345678-1' },
        { name: 'Refrigerante', price: 12.5, quantity: 2, external_id: 'c0ffee12-3456-4789-8abc-def012345678-2' },
      ],
      observations: 'Portão azul',
      delivery_type: 'DELIVERY',
    });
  });

  it('an order validated by the panel keeps its verifyId as external id and verify_id', () => {
    const payload = buildOrderPayload(stagedOrder({ verifyId: 'K7Q2M9X4B1C8D5E3' }), options);
    expect(payload).toMatchObject({ external_id: 'K7Q2M9X4B1C8D5E3', short_external_reference: 'K7Q2M9', verify_id: 'K7Q2M9X4B1C8D5E3' });
    expect(payload.items?.map((i) => i.external_id)).toEqual(['K7Q2M9X4B1C8D5E3-1', 'K7Q2M9X4B1C8D5E3-2']);
  });

  it('uses the defaults of §5 when the postal code, number and phone are absent', () => {
    const order = stagedOrder({
      phone: '',
      complement: '  ',
      obs: '',
      verifyId: undefined,
      address: { ...stagedOrder().address, zipCode: '', number: '' },
    });
    const payload = buildOrderPayload(order, options);
    expect(payload.address).toMatchObject({ postal_code: '00000000', street_number: '000', complement: null });
    expect(payload.customer.phone).toBe('00000000000');
    expect(payload.observations).toBeNull();
    expect(payload).not.toHaveProperty('verify_id');
  });

  it('card and cash payments: the label and code of §9, change_for only for cash', () => {
    expect(buildOrderPayload(stagedOrder({ order_payment_type: 'CARD', change_for: 50 }), { ...options, withReturn: true }).payments).toEqual([
      { name: 'Cartão de Crédito / Débito', code: 'CARD', change_for: null },
    ]);
    expect(buildOrderPayload(stagedOrder({ order_payment_type: 'Dinheiro', change_for: 100 }), options).payments).toEqual([
      { name: 'Dinheiro', code: 'DIN', change_for: 100 },
    ]);
    expect(buildOrderPayload(stagedOrder({ order_payment_type: 'DIN', change_for: null }), options).payments).toEqual([
      { name: 'Dinheiro', code: 'DIN', change_for: null },
    ]);
  });

  it('return and reverse set courier_must_return and delivery_type', () => {
    expect(buildOrderPayload(stagedOrder(), { ...options, withReturn: true })).toMatchObject({ courier_must_return: true, delivery_type: 'DELIVERY' });
    expect(buildOrderPayload(stagedOrder(), { ...options, reverse: true })).toMatchObject({ courier_must_return: false, delivery_type: 'REVERSE' });
  });

  it('items: BRL texts and quantities read as numbers, rows without a name dropped', () => {
    const order = stagedOrder({
      delivery_items: [
        { name: 'Açaí 500 ml', value: 'R$ 1.234,50', qntd: '3' },
        { name: '  ', value: '', qntd: '' },
      ],
    });
    expect(buildOrderPayload(order, options).items).toEqual([{ name: 'Açaí 500 ml', price: 1234.5, quantity: 3, external_id: 'verify-1-1' }]);
  });

  it('a staged order without items sends an empty list', () => {
    expect(buildOrderPayload(stagedOrder({ delivery_items: [] }), options).items).toEqual([]);
  });
});

describe('shortReference', () => {
  it('takes the first 6 letters and digits, upper-cased', () => {
    expect(shortReference('ab-12_cd34ef')).toBe('AB12CD');
  });
});

describe('buildReverseTaskBody', () => {
  it('collects at the customer and brings it to the store, without return', () => {
    expect(buildReverseTaskBody(stagedOrder({ order_payment_type: 'DIN', change_for: 100, verifyId: undefined }), 'rev-123')).toEqual({
      externalId: 'rev-123',
      totalAmount: 85,
      needReturn: false,
      reverse_logistic: true,
      origin: {
        name: 'Beatriz Santos',
        phone: '11987654321',
        address: {
          street: 'Rua Haddock Lobo',
          number: '595',
          neighborhood: 'Cerqueira César',
          city: 'São Paulo',
          state: 'SP',
          zipCode: '01414001',
          complement: 'Apto 12',
          lat: -23.5598,
          lng: -46.6652,
        },
      },
      destination: 'business',
      items: [
        { name: 'Pizza grande', price: 60, quantity: 1, external_id: 'rev-123-1' },
        { name: 'Refrigerante', price: 12.5, quantity: 2, external_id: 'rev-123-2' },
      ],
      observations: 'Portão azul',
      payments: [{ name: 'Dinheiro', code: 'DIN', change_for: 100 }],
    });
  });
});

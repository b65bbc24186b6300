import type { StagedOrder } from 'shared';
import { orderPanelMessages as m } from './messages';
import {
  DEFAULT_NUMBER,
  DEFAULT_PHONE,
  DEFAULT_ZIP_CODE,
  digitsOnly,
  emptyItem,
  emptyValues,
  exceedsItemsLimit,
  itemsTotal,
  orderSchema,
  PAYMENT_TYPES,
  type OrderFormValues,
} from './orderForm';
import {
  mustReturn,
  newVerifyId,
  quoteCost,
  readValidation,
  storedQuotes,
  streetPlaceId,
  toFormValues,
  toOrderPlace,
  toStagedOrder,
  validationPayload,
  visibleQuotes,
} from './orderRules';
import { geocoded, quotes, validation } from '../../../testing/orderPanelServer';

const place = toOrderPlace(geocoded());

const filled = (overrides: Partial<OrderFormValues> = {}): OrderFormValues => ({
  ...emptyValues(),
  client_name: 'Beatriz Santos',
  phone: '(11) 98765-4321',
  addressText: place.formattedAddress,
  place,
  number: '120',
  order_payment_type: 'ONLINE',
  ...overrides,
});

/** The messages yup gives, by path. */
async function errorsOf(values: OrderFormValues): Promise<Record<string, string>> {
  try {
    await orderSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const e = error as { inner: Array<{ path?: string; message: string }> };
    return Object.fromEntries(e.inner.map((i) => [i.path ?? '', i.message]));
  }
}

describe('orderSchema (spec part-1 §5)', () => {
  it('accepts a filled order', async () => {
    expect(await errorsOf(filled())).toEqual({});
  });

  it('client name, phone, address, number and payment type are required', async () => {
    expect(await errorsOf(emptyValues())).toEqual({
      client_name: m.clientNameRequired,
      phone: m.phoneRequired,
      place: m.addressRequired,
      number: m.numberRequired,
      order_payment_type: m.paymentTypeRequired,
    });
  });

  it('a name of spaces is no name', async () => {
    expect(await errorsOf(filled({ client_name: '   ' }))).toEqual({ client_name: m.clientNameRequired });
  });

  it('phone: 10 or 11 digits, unless the client has no phone', async () => {
    expect(await errorsOf(filled({ phone: '(11) 9876-543' }))).toEqual({ phone: m.phoneInvalid });
    expect(await errorsOf(filled({ phone: '(11) 3456-7890' }))).toEqual({});
    expect(await errorsOf(filled({ phone: '', withoutPhone: true }))).toEqual({});
  });

  it("number: required unless 'sem número' is ticked", async () => {
    expect(await errorsOf(filled({ number: '  ' }))).toEqual({ number: m.numberRequired });
    expect(await errorsOf(filled({ number: '', withoutNumber: true }))).toEqual({});
  });

  it('an empty item row is ignored; a partly filled one names each missing field', async () => {
    expect(await errorsOf(filled({ items: [emptyItem()] }))).toEqual({});
    expect(await errorsOf(filled({ items: [{ name: 'Pizza', value: null, qntd: '' }] }))).toEqual({
      'items[0].value': m.itemValueRequired,
      'items[0].qntd': m.itemQuantityRequired,
    });
    expect(await errorsOf(filled({ items: [{ name: '', value: 10, qntd: '0' }] }))).toEqual({
      'items[0].name': m.itemNameRequired,
      'items[0].qntd': m.itemQuantityRequired,
    });
  });

  it('at most 10 items', async () => {
    const row = { name: 'Pizza', value: 10, qntd: '1' };
    expect(await errorsOf(filled({ items: Array.from({ length: 10 }, () => row) }))).toEqual({});
    expect(await errorsOf(filled({ items: Array.from({ length: 11 }, () => row) }))).toEqual({ items: m.itemsLimit });
  });

  it('change for cash: not below nor equal to the items total; ignored for other payments', async () => {
    const items = [{ name: 'Pizza', value: 25, qntd: '2' }];
    expect(await errorsOf(filled({ order_payment_type: 'DIN', items, change_for: 49.99 }))).toEqual({ change_for: m.changeForTooLow });
    expect(await errorsOf(filled({ order_payment_type: 'DIN', items, change_for: 50 }))).toEqual({ change_for: m.changeForEqual });
    expect(await errorsOf(filled({ order_payment_type: 'DIN', items, change_for: 100 }))).toEqual({});
    expect(await errorsOf(filled({ order_payment_type: 'DIN', items, change_for: null }))).toEqual({});
    expect(await errorsOf(filled({ order_payment_type: 'CARD', items, change_for: 10 }))).toEqual({});
  });
});

describe('items and money', () => {
  it('sums value × quantity of the filled rows without drift', () => {
    expect(itemsTotal([{ name: 'A', value: 0.1, qntd: '3' }, { name: 'B', value: 0.2, qntd: '1' }, emptyItem()])).toBe(0.5);
  });

  it('R$ 1500,00 is the limit to be selectable', () => {
    expect(exceedsItemsLimit(1500)).toBe(false);
    expect(exceedsItemsLimit(1500.01)).toBe(true);
  });

  it('quantity keeps digits only', () => {
    expect(digitsOnly('1a2-3')).toBe('123');
    expect(digitsOnly('12345')).toBe('1234');
  });

  it('a quote costs its suggested value plus its tax', () => {
    expect(quoteCost(quotes().withoutReturn)).toBe(9.5);
    expect(quoteCost({ suggested_value: 10, tax: { delivery_tax: 1, flag_tax: 2.5 } })).toBe(13.5);
  });
});

describe('return and quotes by payment type (spec part-1 §4)', () => {
  it('card shows only with return, cash both, online only without', () => {
    expect(visibleQuotes('CARD')).toEqual({ withReturn: true, withoutReturn: false });
    expect(visibleQuotes('DIN')).toEqual({ withReturn: true, withoutReturn: true });
    expect(visibleQuotes('ONLINE')).toEqual({ withReturn: false, withoutReturn: true });
  });

  it('the courier returns for card or cash with change', () => {
    expect(mustReturn({ order_payment_type: 'CARD', change_for: null })).toBe(true);
    expect(mustReturn({ order_payment_type: 'DIN', change_for: 50 })).toBe(true);
    expect(mustReturn({ order_payment_type: 'DIN', change_for: null })).toBe(false);
    expect(mustReturn({ order_payment_type: 'ONLINE', change_for: null })).toBe(false);
  });

  it('payment types of §9', () => {
    expect(PAYMENT_TYPES.map((p) => [p.code, p.label])).toEqual([
      ['CARD', 'Cartão de Crédito / Débito'],
      ['DIN', 'Dinheiro'],
      ['ONLINE', 'Pagamento Online'],
    ]);
  });
});

describe('staged order and defaults', () => {
  it('fills the order of §3, with the quote of the return rule', () => {
    const order = toStagedOrder(
      filled({ order_payment_type: 'CARD', complement: ' ap 12 ', items: [{ name: ' Pizza ', value: 30, qntd: '2' }] }),
      place,
      quotes(),
      'ABC',
    );
    expect(order).toMatchObject({
      client_name: 'Beatriz Santos',
      phone: '11987654321',
      address: {
        lat: place.lat,
        lng: place.lng,
        street: 'Rua Haddock Lobo',
        number: '120',
        neighborhood: 'Cerqueira César',
        city: 'São Paulo',
        state: 'SP',
        country: 'BR',
        zipCode: '01414001',
      },
      complement: 'ap 12',
      client_address: 'Rua Haddock Lobo, 120 - ap 12',
      formatted_address: place.formattedAddress,
      order_payment_type: 'CARD',
      change_for: null,
      delivery_items: [{ name: 'Pizza', value: 30, qntd: 2 }],
      items_total_price: 60,
      suggested_value: 12.75,
      verifyId: 'ABC',
      distance: 1.2,
      withReturn: quotes().withReturn,
      withoutReturn: quotes().withoutReturn,
    });
  });

  it('defaults: phone 00000000000, number 000, postal code 00000000', () => {
    const noZip = toOrderPlace(geocoded({ postal_code: '' }));
    const order = toStagedOrder(filled({ withoutPhone: true, phone: '', withoutNumber: true, number: '' }), noZip, null, 'X');
    expect(order.phone).toBe(DEFAULT_PHONE);
    expect(order.address.number).toBe(DEFAULT_NUMBER);
    expect(order.address.zipCode).toBe(DEFAULT_ZIP_CODE);
  });

  it('round-trips through the form values (edit mode)', () => {
    const values = filled({ order_payment_type: 'DIN', change_for: 100, items: [{ name: 'Pizza', value: 30, qntd: '2' }], obs: 'Sem cebola' });
    const order = toStagedOrder(values, place, quotes(), 'ABC');
    expect(toFormValues(order)).toEqual({ ...values, addressText: place.formattedAddress });
    expect(storedQuotes(order)).toEqual(quotes());
    const noPhone = toStagedOrder(filled({ withoutPhone: true, phone: '', withoutNumber: true, number: '' }), place, null, 'X');
    expect(toFormValues(noPhone)).toMatchObject({ withoutPhone: true, phone: '', withoutNumber: true, number: '', items: [emptyItem()] });
    expect(storedQuotes(noPhone)).toBeNull();
  });

  it('a number is geocoded again from the street part of the place id', () => {
    expect(streetPlaceId('sp-haddock:120')).toBe('sp-haddock');
    expect(streetPlaceId('sp-haddock')).toBe('sp-haddock');
  });

  it('verify ids are 16 alphanumeric characters', () => {
    expect(newVerifyId()).toMatch(/^[A-Z0-9]{16}$/);
  });
});

describe('validation payload (spec part-1 §3 order payload)', () => {
  const order: StagedOrder = toStagedOrder(
    filled({ order_payment_type: 'DIN', change_for: 100, complement: 'ap 12', items: [{ name: 'Pizza', value: 30, qntd: '2' }], obs: 'Sem cebola' }),
    place,
    quotes(),
    'VERIFY0123456789',
  );

  it('is the staging page payload of the order, with its verify id, the return of its payment and the current moment', () => {
    const payload = validationPayload(order, new Date('2026-11-23T14:05:09Z'));
    expect(payload).toMatchObject({
      external_id: 'VERIFY0123456789',
      verify_id: 'VERIFY0123456789',
      courier_must_return: true,
      delivery_type: 'DELIVERY',
      address: { country: 'BR', postal_code: '01414001', street_name: 'Rua Haddock Lobo', street_number: '120', complement: 'ap 12' },
      customer: { name: 'Beatriz Santos', phone: '11987654321' },
      payments: [{ code: 'DIN', name: 'Dinheiro', change_for: 100 }],
      items: [{ name: 'Pizza', price: 30, quantity: 2 }],
      observations: 'Sem cebola',
    });
    expect(payload.delivery_datetime).toMatch(/\+03:00$/);
  });

  it('online payment: no return', () => {
    expect(validationPayload({ ...order, order_payment_type: 'ONLINE', change_for: null }).courier_must_return).toBe(false);
  });
});

describe('readValidation (spec part-1 §4, §8)', () => {
  it('reads the three statuses and anything else', () => {
    expect(readValidation(validation('IMMEDIATE_DELIVERY'))).toEqual({ accepted: true });
    expect(readValidation(validation('ORDER_DISTANCE_VALIDATION'))).toEqual({ accepted: false, message: m.tooFar });
    expect(readValidation(validation('BUSINESS_WITHOUT_BALANCE'))).toEqual({ accepted: false, message: m.noCredit });
    expect(readValidation(validation('IMMEDIATE_DELIVERY', { success: false }))).toEqual({ accepted: false, message: m.fallback });
    expect(readValidation(null)).toEqual({ accepted: false, message: m.fallback });
  });

  it('the side-panel messages are the catalogue of §8, word for word', () => {
    expect(m.tooFar).toBe('Não foi possível criar/editar o pedido pois a distância do pedido ultrapassa a distância máxima permitida!');
    expect(m.noCredit).toBe('Créditos insuficientes para criar/editar o pedido, realize uma recarga para prosseguir!');
    expect(m.generic).toBe('Não foi possível criar/editar o pedido!');
    expect(m.fallback).toBe('O pedido não pode ser criado! Tente novamente.');
  });
});

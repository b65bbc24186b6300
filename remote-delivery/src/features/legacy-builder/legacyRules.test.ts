import type { QuotePair } from '../../api/delivery';
import {
  deliveriesTotal,
  deliveryCost,
  deliveryLocks,
  emptyDraft,
  firstLegacyError,
  hasSameAddress,
  isValidMaskedPhone,
  toLegacyOrder,
  type LegacyDraft,
  type ListedOrder,
} from './legacyRules';
import { legacyMessages as m } from './messages';

const place = {
  placeId: 'sp-haddock:595',
  street: 'Rua Haddock Lobo',
  neighborhood: 'Cerqueira César',
  city: 'São Paulo',
  state: 'SP',
  zipCode: '01414001',
  lat: -23.5598,
  lng: -46.6652,
  formattedAddress: 'Rua Haddock Lobo, 595 - Cerqueira César, São Paulo - SP, 01414-001, Brasil',
};

const quote: QuotePair = {
  distance: 1.2,
  withoutReturn: { suggested_value: 8.52, tax: { delivery_tax: 1, tax: 1, flag_tax: 0, flag_id: null, flag_name: null } },
  withReturn: { suggested_value: 12.78, tax: { delivery_tax: 1, tax: 1, flag_tax: 0, flag_id: null, flag_name: null } },
};

const validDraft = (overrides: Partial<LegacyDraft> = {}): LegacyDraft => ({
  ...emptyDraft('Pizzaria Bella Napoli'),
  creationType: 'Ifood',
  platformOrderId: 'IF-1',
  clientName: 'Beatriz Santos',
  phone: '(11) 98765-4321',
  addressText: place.formattedAddress,
  place,
  number: '595',
  orderDate: '2026-11-23',
  shippingType: 'Entrega normal',
  orderValue: 120,
  paymentTypeId: 5,
  ...overrides,
});

const listed = (overrides: Partial<ListedOrder> = {}): ListedOrder => ({
  ...(validDraft() as ListedOrder),
  id: 'o1',
  quote,
  ...overrides,
});

describe('firstLegacyError: the checks of spec part-1 §5 in their exact order', () => {
  it('accepts a complete order', () => {
    expect(firstLegacyError(validDraft(), 0, false)).toBeNull();
  });

  it('reports the first failing check when everything is missing, one after the other', () => {
    let draft: LegacyDraft = { ...emptyDraft(''), orderDate: null };
    const seen: string[] = [];
    const fixes: Partial<LegacyDraft>[] = [
      { storeName: 'Loja' },
      { creationType: '' },
      { clientName: 'Ana Lima' },
      { phone: '(11) 3456-7890' },
      { place: { ...place, neighborhood: '' } },
      { place },
      { number: '10' },
      { orderDate: '2026-11-23' },
      { shippingType: 'Malote' },
      { orderValue: 50, paymentTypeId: 3, exchange: 20 },
      { exchange: 0 },
    ];
    for (const fix of fixes) {
      seen.push(firstLegacyError(draft, 0, false)!);
      draft = { ...draft, ...fix };
    }
    seen.push(firstLegacyError({ ...draft, paymentTypeId: null }, 0, false)!);
    expect(seen).toEqual([
      m.storeNameRequired,
      m.creationTypeRequired,
      m.clientNameRequired,
      m.phoneInvalid,
      m.addressRequired,
      m.neighborhoodInvalid,
      m.numberInvalid,
      m.orderDateRequired,
      m.shippingTypeRequired,
      m.orderValueRequired,
      m.exchangeTooLow,
      m.paymentTypeRequired,
    ]);
    expect(firstLegacyError(draft, 0, false)).toBeNull();
  });

  it('checks the order limit before anything else: 4 orders, 1 in reverse mode', () => {
    const empty = emptyDraft('');
    expect(firstLegacyError(empty, 4, false)).toBe(m.limitReached);
    expect(firstLegacyError(empty, 3, false)).toBe(m.storeNameRequired);
    expect(firstLegacyError(empty, 1, true)).toBe(m.limitReached);
    expect(firstLegacyError(empty, 0, true)).toBe(m.storeNameRequired);
  });

  it('accepts only letters and spaces in the client name', () => {
    expect(firstLegacyError(validDraft({ clientName: 'João da Silva' }), 0, false)).toBeNull();
    expect(firstLegacyError(validDraft({ clientName: 'Ana 2' }), 0, false)).toBe(m.clientNameRequired);
    expect(firstLegacyError(validDraft({ clientName: 'Ana-Lima' }), 0, false)).toBe(m.clientNameRequired);
    expect(firstLegacyError(validDraft({ clientName: '   ' }), 0, false)).toBe(m.clientNameRequired);
  });

  it('needs a 14 or 15 character phone unless without phone', () => {
    expect(isValidMaskedPhone('(11) 3456-7890')).toBe(true);
    expect(isValidMaskedPhone('(11) 98765-4321')).toBe(true);
    expect(isValidMaskedPhone('(11) 9876-543')).toBe(false);
    expect(firstLegacyError(validDraft({ phone: '(11) 9876' }), 0, false)).toBe(m.phoneInvalid);
    expect(firstLegacyError(validDraft({ phone: '', withoutPhone: true }), 0, false)).toBeNull();
  });

  it('needs a number of digits and a non-zero value; change only counts for cash', () => {
    expect(firstLegacyError(validDraft({ number: 'abc' }), 0, false)).toBe(m.numberInvalid);
    expect(firstLegacyError(validDraft({ number: '' }), 0, false)).toBe(m.numberInvalid);
    expect(firstLegacyError(validDraft({ number: '12B' }), 0, false)).toBeNull();
    expect(firstLegacyError(validDraft({ orderValue: 0 }), 0, false)).toBe(m.orderValueRequired);
    expect(firstLegacyError(validDraft({ paymentTypeId: 3, exchange: 119.99 }), 0, false)).toBe(m.exchangeTooLow);
    expect(firstLegacyError(validDraft({ paymentTypeId: 3, exchange: 120 }), 0, false)).toBeNull();
    expect(firstLegacyError(validDraft({ paymentTypeId: 3, exchange: 0 }), 0, false)).toBeNull();
    expect(firstLegacyError(validDraft({ paymentTypeId: 1, exchange: 10 }), 0, false)).toBeNull();
  });
});

describe('hasSameAddress: the duplicate-address warning', () => {
  it('matches the same street and number, ignoring accents and case', () => {
    const list = [listed()];
    expect(hasSameAddress(list, validDraft())).toBe(true);
    expect(hasSameAddress(list, validDraft({ place: { ...place, street: 'RUA HADDOCK LOBO' } }))).toBe(true);
    expect(hasSameAddress(list, validDraft({ number: '596' }))).toBe(false);
    expect(hasSameAddress(list, validDraft({ place: { ...place, street: 'Rua Augusta' } }))).toBe(false);
    expect(hasSameAddress([], validDraft())).toBe(false);
  });
});

describe('deliveryLocks: return and reverse of spec part-1 §4', () => {
  const opts = { permission: true, returnChosen: false, reverseChosen: false };

  it('locks the return on for credit, debit and meal voucher', () => {
    for (const id of [1, 2, 4] as const) {
      const locks = deliveryLocks([{ paymentTypeId: id, exchange: 0 }], opts);
      expect(locks).toMatchObject({ returnChecked: true, returnDisabled: true, returnHint: m.returnLockedByPayment, reverseDisabled: true });
    }
  });

  it('leaves the return free for cash and online with the permission', () => {
    expect(deliveryLocks([{ paymentTypeId: 5, exchange: 0 }], opts)).toMatchObject({ returnChecked: false, returnDisabled: false });
    expect(deliveryLocks([{ paymentTypeId: 3, exchange: 0 }], { ...opts, returnChosen: true })).toMatchObject({ returnChecked: true, returnDisabled: false });
  });

  it('without the permission: return locked off, unlocked by cash with change; no reverse', () => {
    const none = { permission: false, returnChosen: true, reverseChosen: true };
    expect(deliveryLocks([{ paymentTypeId: 5, exchange: 0 }], none)).toMatchObject({
      returnChecked: false,
      returnDisabled: true,
      reverseChecked: false,
      reverseDisabled: true,
    });
    expect(deliveryLocks([{ paymentTypeId: 3, exchange: 100 }], none)).toMatchObject({
      returnChecked: true,
      returnDisabled: false,
      returnHint: m.returnUnlockedByExchange,
    });
  });

  it('reverse mode: at most 1 order, excludes the return', () => {
    const reverse = deliveryLocks([{ paymentTypeId: 5, exchange: 0 }], { ...opts, reverseChosen: true, returnChosen: true });
    expect(reverse).toMatchObject({ reverseChecked: true, returnChecked: false, returnDisabled: true, maxOrders: 1 });
    const two = deliveryLocks(
      [
        { paymentTypeId: 5, exchange: 0 },
        { paymentTypeId: 5, exchange: 0 },
      ],
      { ...opts, reverseChosen: true },
    );
    expect(two).toMatchObject({ reverseChecked: false, reverseDisabled: true, maxOrders: 4 });
  });
});

describe('costs and the POST v2/orders body', () => {
  it('costs the quote for the return mode plus taxes', () => {
    expect(deliveryCost(quote, false)).toBe(9.52);
    expect(deliveryCost(quote, true)).toBe(13.78);
    expect(deliveryCost({ ...quote, withReturn: null }, true)).toBe(9.52);
    expect(deliveriesTotal([listed(), listed({ id: 'o2' })], false)).toBe(19.04);
  });

  it('builds one legacy order', () => {
    expect(toLegacyOrder(listed({ complement: ' Apto 3 ', obs: '' }), true)).toEqual({
      client_name: 'Beatriz Santos',
      phone: '5511987654321',
      total_value: 120,
      delivery_value: 13.78,
      order_payment_type_id: 5,
      exchange: null,
      marketplace_name: 'Pizzaria Bella Napoli',
      business_platform: 'Ifood',
      business_order_id: 'IF-1',
      business_order_date: '2026-11-23',
      shipping_type: 'Entrega normal',
      obs: null,
      cotation: 13.78,
      address: {
        street: 'Rua Haddock Lobo',
        number: '595',
        neighborhood: 'Cerqueira César',
        city: 'São Paulo',
        state: 'SP',
        zipCode: '01414001',
        complement: 'Apto 3',
        lat: -23.5598,
        lng: -46.6652,
      },
    });
    const cash = toLegacyOrder(listed({ paymentTypeId: 3, exchange: 150, withoutPhone: true, phone: '', creationType: '', platformOrderId: 'x' }), false);
    expect(cash).toMatchObject({ exchange: 150, phone: '', business_platform: '', business_order_id: null });
  });
});

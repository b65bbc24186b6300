import { deliveryOptions, deliveryTotals, exceedsItemsLimit, itemsTotal, maxSelectable, paymentTypeOf } from './deliveryRules';
import { quote, stagedOrder } from './testing';

const options = (selected = [stagedOrder()], extra: Partial<Parameters<typeof deliveryOptions>[0]> = {}) =>
  deliveryOptions({ selected, reversePermission: true, returnChosen: false, reverseChosen: false, ...extra });

describe('paymentTypeOf', () => {
  it('reads the code or the label of the new form', () => {
    expect(paymentTypeOf({ order_payment_type: 'CARD' }).label).toBe('Cartão de Crédito / Débito');
    expect(paymentTypeOf({ order_payment_type: 'Dinheiro' }).code).toBe('DIN');
    expect(paymentTypeOf({ order_payment_type: 'online' }).code).toBe('ONLINE');
  });
});

describe('item total rule', () => {
  it('R$1500,00 is selectable, one cent more is not', () => {
    expect(exceedsItemsLimit(stagedOrder({ items_total_price: 1500 }))).toBe(false);
    expect(exceedsItemsLimit(stagedOrder({ items_total_price: 1500.01 }))).toBe(true);
  });

  it('falls back to the rows when items_total_price is missing', () => {
    const order = stagedOrder({ items_total_price: undefined as unknown as number, delivery_items: [{ name: 'TV', value: 'R$ 800,00', qntd: '2' }] });
    expect(itemsTotal(order)).toBe(1600);
    expect(exceedsItemsLimit(order)).toBe(true);
  });
});

describe('selection limit', () => {
  it('4 orders, 1 in reverse mode', () => {
    expect(maxSelectable(false)).toBe(4);
    expect(maxSelectable(true)).toBe(1);
  });
});

describe('deliveryOptions', () => {
  it('online orders with return quotes: the user chooses the return', () => {
    expect(options()).toMatchObject({ returnChecked: false, returnDisabled: false, maxOrders: 4, conflict: false });
    expect(options([stagedOrder()], { returnChosen: true })).toMatchObject({ returnChecked: true, returnDisabled: false });
  });

  it('a card order or an order with change forces the return on', () => {
    expect(options([stagedOrder(), stagedOrder({ order_payment_type: 'CARD' })])).toMatchObject({
      returnChecked: true,
      returnDisabled: true,
      returnLock: 'forcedOn',
    });
    expect(options([stagedOrder({ order_payment_type: 'DIN', change_for: 100 })])).toMatchObject({ returnChecked: true, returnLock: 'forcedOn' });
    expect(options([stagedOrder({ order_payment_type: 'DIN', change_for: null })], { returnChosen: false })).toMatchObject({
      returnChecked: false,
      returnDisabled: false,
    });
  });

  it('an order without a with-return quote forces the return off', () => {
    expect(options([stagedOrder(), stagedOrder({ withReturn: null })], { returnChosen: true })).toMatchObject({
      returnChecked: false,
      returnDisabled: true,
      returnLock: 'forcedOff',
    });
  });

  it('card plus an order without return quote is a conflict', () => {
    expect(options([stagedOrder({ order_payment_type: 'CARD' }), stagedOrder({ withReturn: null })]).conflict).toBe(true);
  });

  it('reverse needs the permission, at most 1 order, excludes the return and limits to 1', () => {
    expect(options([stagedOrder()], { reverseChosen: true, returnChosen: true })).toMatchObject({
      reverseChecked: true,
      returnChecked: false,
      returnDisabled: true,
      returnLock: 'reverse',
      maxOrders: 1,
    });
    expect(options([stagedOrder(), stagedOrder()], { reverseChosen: true })).toMatchObject({
      reverseChecked: false,
      reverseDisabled: true,
      reverseLock: 'count',
      maxOrders: 4,
    });
    expect(options([stagedOrder({ order_payment_type: 'CARD' })], { reverseChosen: true })).toMatchObject({
      reverseChecked: false,
      reverseLock: 'return',
      returnChecked: true,
    });
    expect(deliveryOptions({ selected: [stagedOrder()], reversePermission: false, returnChosen: false, reverseChosen: true })).toMatchObject({
      reverseAvailable: false,
      reverseChecked: false,
      maxOrders: 4,
    });
    expect(options([], { reverseChosen: true })).toMatchObject({ reverseChecked: true, maxOrders: 1 });
  });
});

describe('deliveryTotals', () => {
  it('sums suggested values, delivery taxes and flag taxes grouped by flag, in the chosen return mode', () => {
    const lunch = { id: 1, name: 'Almoço', tax: 2 };
    const dinner = { id: 2, name: 'Jantar', tax: 3 };
    const orders = [
      stagedOrder({ withoutReturn: quote(8.52, 1, lunch), withReturn: quote(12.78, 1, lunch) }),
      stagedOrder({ withoutReturn: quote(10.1, 1, lunch), withReturn: quote(15.15, 1, lunch), items_total_price: 20 }),
      stagedOrder({ withoutReturn: quote(7.3, 1, dinner), withReturn: quote(10.95, 1, dinner) }),
    ];
    expect(deliveryTotals(orders, false)).toEqual({
      items: 190,
      deliveries: 25.92,
      deliveryTax: 3,
      flags: [
        { key: 'id:1', name: 'Almoço', total: 4 },
        { key: 'id:2', name: 'Jantar', total: 3 },
      ],
      total: 35.92,
    });
    expect(deliveryTotals(orders, true).total).toBe(38.88 + 3 + 7);
  });

  it('an order without a quote pair counts its stored suggested_value and tax', () => {
    const order = stagedOrder({ withoutReturn: undefined, withReturn: undefined, suggested_value: 9, tax: { delivery_tax: 1, flag_tax: 0 } });
    expect(deliveryTotals([order], false)).toMatchObject({ deliveries: 9, deliveryTax: 1, flags: [], total: 10 });
  });

  it('no orders: zero', () => {
    expect(deliveryTotals([], false)).toEqual({ items: 0, deliveries: 0, deliveryTax: 0, flags: [], total: 0 });
  });
});

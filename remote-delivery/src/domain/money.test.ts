import { sumMoney } from './money';

describe('money of a delivery', () => {
  it('sums without drift, reading formatted values too', () => {
    expect(sumMoney([0.1, 0.2, '0,3'])).toBe(0.6);
    expect(sumMoney(['R$ 1.500,00', null, undefined, 2.5])).toBe(1502.5);
  });
});

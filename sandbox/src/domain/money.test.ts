import { ApiError } from './errors';
import { amountsWithoutCents, isCents, requireCents } from './money';

describe('amounts in centavos', () => {
  it('takes every amount written with at most 2 decimals, floating point or not', () => {
    for (const value of [0, 0.1, 0.29, 0.3, 1.01, 49.99, 50, 1234.56, 99999.99, 1000000]) expect(isCents(value)).toBe(true);
    // 0.1 + 0.2 is not 0.3: a sum that was not rounded is not an amount.
    for (const value of [49.999, 50.001, 0.005, 1.005, 0.1 + 0.2, 12.345, Number.NaN, Number.POSITIVE_INFINITY]) expect(isCents(value)).toBe(false);
  });

  it('names every field that breaks it, through lists', () => {
    const body = { data: [{ items: [{ price: 10 }, { price: 10.001 }] }, { items: [{ price: 3.333 }], payments: [{ change_for: 20.5 }] }] };
    expect(amountsWithoutCents(body, ['data.*.items.*.price', 'data.*.payments.*.change_for'])).toEqual(['data.0.items.1.price', 'data.1.items.0.price']);
    // Absent, null or text fields are the schema's business, not this check's.
    expect(amountsWithoutCents({ data: null, amount: '49.999' }, ['data.*.price', 'amount'])).toEqual([]);
  });

  it('answers 400 in the validation shape, one detail a field', () => {
    expect(() => requireCents({ amount: 50 }, ['amount'])).not.toThrow();
    try {
      requireCents({ amount: 49.999 }, ['amount']);
      throw new Error('not refused');
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        statusCode: 400,
        message: 'Dados inválidos. Verifique os campos e tente novamente.',
        details: ["O campo 'amount' deve ter no máximo 2 casas decimais (centavos)."],
      });
    }
  });
});

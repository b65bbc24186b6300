import fc from 'fast-check';
import { amountProblem, cardBrand, cardLabel, newCardSchema, savedCardCvvProblem } from './topUpRules';
import { walletMessages as m } from './messages';

/** The Luhn check digit that completes `body` (the digits before it). */
function luhnCheckDigit(body: string): string {
  let sum = 0;
  [...body].reverse().forEach((char, i) => {
    let digit = Number(char);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  });
  return String((10 - (sum % 10)) % 10);
}

const numberIsValid = (number: string) => newCardSchema.pick(['number']).isValidSync({ number });
/** 16-digit Visa numbers (prefix 4) with their Luhn check digit. */
const visaNumbers = fc.stringMatching(/^\d{14}$/).map((middle) => `4${middle}${luhnCheckDigit(`4${middle}`)}`);

describe('top-up rules', () => {
  it('accepts the brands’ test numbers and names their brand', () => {
    for (const [number, brand] of [
      ['4111 1111 1111 1111', 'Visa'],
      ['5555 5555 5555 4444', 'Mastercard'],
      ['3782 822463 10005', 'American Express'],
      ['6362 9700 0045 7013', 'Elo'],
    ] as const) {
      expect(numberIsValid(number)).toBe(true);
      expect(cardBrand(number)).toBe(brand);
    }
  });

  it('refuses Luhn-complete numbers of 17 to 19 digits: card numbers have 13 to 16 (docs/spec/part-2-operations-account.md §5)', () => {
    for (const length of [17, 18, 19]) {
      const body = `4${'1'.repeat(length - 2)}`;
      expect(numberIsValid(`${body}${luhnCheckDigit(body)}`)).toBe(false);
    }
  });

  it('a saved card needs its 3-digit CVV', () => {
    expect(savedCardCvvProblem('')).toBe(m.cvvRequired);
    expect(savedCardCvvProblem('12')).toBe(m.savedCardCvvInvalid);
    expect(savedCardCvvProblem('1234')).toBe(m.savedCardCvvInvalid);
    expect(savedCardCvvProblem('321')).toBeUndefined();
  });

  it('property: every Luhn-complete Visa number is accepted, spaced or not', () => {
    fc.assert(
      fc.property(visaNumbers, (number) => {
        expect(numberIsValid(number)).toBe(true);
        expect(numberIsValid(number.replace(/(\d{4})(?=\d)/g, '$1 '))).toBe(true);
      }),
    );
  });

  it('property: changing one digit of a valid number breaks the Luhn check', () => {
    fc.assert(
      fc.property(visaNumbers, fc.integer({ min: 1, max: 15 }), fc.integer({ min: 1, max: 9 }), (number, position, shift) => {
        const changed = `${number.slice(0, position)}${(Number(number[position]) + shift) % 10}${number.slice(position + 1)}`;
        expect(numberIsValid(changed)).toBe(false);
      }),
    );
  });

  it('property: any text in, no throw; the card label ends with the last 4 digits', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(typeof numberIsValid(text)).toBe('boolean');
        expect(() => cardBrand(text)).not.toThrow();
        expect(cardLabel(undefined, text)).toMatch(/^Cartão final \d{0,4}$/);
      }),
    );
  });

  it('property: amounts under R$ 50,00 are refused, from R$ 50,00 on accepted', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (cents) => {
        const problem = amountProblem(cents / 100);
        expect(problem).toBe(cents < 5_000 ? 'O valor não pode ser nulo e deve ser maior que R$50,00' : undefined);
      }),
    );
    expect(amountProblem(null)).toBe(m.amountInvalid);
    expect(amountProblem(Number.NaN)).toBe(m.amountInvalid);
    expect(amountProblem(0)).toBe(m.amountInvalid);
  });
});

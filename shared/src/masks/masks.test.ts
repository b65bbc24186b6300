import fc from 'fast-check';
import { hideCPF, isValidEmail, isValidPhone } from './validators';
import { formatDigits, maskCEP, maskCPF, maskCardExpiry, maskCardNumber, maskPhone, onlyDigits, phoneWithCountryCode } from './masks';

describe('masks', () => {
  it('phone: 10 and 11 digits, country code dropped, at most 15 characters', () => {
    expect(maskPhone('1134567890')).toBe('(11) 3456-7890');
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
    expect(maskPhone('5511987654321')).toBe('(11) 98765-4321');
    expect(maskPhone('119876543219999')).toBe('(11) 98765-4321');
    expect(maskPhone('')).toBe('');
  });
  it('phone pasted with the country code: +55 / 55 and 10 or 11 digits is the number after it', () => {
    expect(maskPhone('+55 11 98765-4321')).toBe('(11) 98765-4321');
    expect(maskPhone('+55 (11) 98765-4321')).toBe('(11) 98765-4321');
    expect(maskPhone('+55 11 3456-7890')).toBe('(11) 3456-7890');
    expect(maskPhone('551134567890')).toBe('(11) 3456-7890');
    expect(maskPhone('(11) 3456-7890')).toBe('(11) 3456-7890');
    // 55 with 10 or 11 digits in all is the area code 55 (Rio Grande do Sul), not a country code.
    expect(maskPhone('55991234567')).toBe('(55) 99123-4567');
    expect(maskPhone('5532123456')).toBe('(55) 3212-3456');
  });
  it('phone with the area code 55 as the mask wrote it: a digit typed after its end is dropped, the number keeps its meaning', () => {
    expect(maskPhone('(55) 99123-45678')).toBe('(55) 99123-4567');
    expect(maskPhone('(11) 98765-43210')).toBe('(11) 98765-4321');
  });
  it('CPF, CEP, card number', () => {
    expect(maskCPF('12345678909')).toBe('123.456.789-09');
    expect(maskCEP('01310100')).toBe('01310-100');
    expect(maskCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
  });
  it('card expiry MM/AAAA with the month capped at 12', () => {
    expect(maskCardExpiry('122030')).toBe('12/2030');
    expect(maskCardExpiry('132030')).toBe('12/2030');
    expect(maskCardExpiry('0')).toBe('0');
  });
  it('a partly typed number shows up to its last digit, as imask did (its answers, recorded before it left)', () => {
    expect(maskPhone('1')).toBe('(1');
    expect(maskPhone('11')).toBe('(11');
    expect(maskPhone('119')).toBe('(11) 9');
    expect(maskPhone('1198765')).toBe('(11) 9876-5');
    expect(maskPhone('11987654')).toBe('(11) 9876-54');
    expect(maskCPF('1234')).toBe('123.4');
    expect(maskCPF('123456789')).toBe('123.456.789');
    expect(maskCPF('1234567890')).toBe('123.456.789-0');
    expect(maskCEP('01310')).toBe('01310');
    expect(maskCEP('013101')).toBe('01310-1');
    expect(formatDigits('123', '00-00')).toBe('12-3');
    expect(formatDigits('', '(00)')).toBe('');
  });
  it('phone with the 55 prefix', () => {
    expect(phoneWithCountryCode('(11) 98765-4321')).toBe('5511987654321');
  });
  it('any string in: no throw, documented shapes out', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(maskPhone(s).length).toBeLessThanOrEqual(15);
        // What the mask shows reads back the same (the field formats its own text again on every render).
        expect(maskPhone(maskPhone(s))).toBe(maskPhone(s));
        expect(maskCPF(s)).toMatch(/^[\d.-]{0,14}$/);
        expect(maskCEP(s)).toMatch(/^[\d-]{0,9}$/);
        const expiry = maskCardExpiry(s);
        expect(expiry).toMatch(/^(\d{0,2})(\/\d{0,4})?$/);
        if (expiry.length >= 2) expect(Number(expiry.slice(0, 2))).toBeLessThanOrEqual(12);
        expect(onlyDigits(s)).toMatch(/^\d*$/);
      }),
    );
  });
});

describe('validators', () => {
  it('phone has 10 or 11 digits', () => {
    expect(isValidPhone('(11) 3456-7890')).toBe(true);
    expect(isValidPhone('(11) 98765-4321')).toBe(true);
    expect(isValidPhone('(11) 9876-543')).toBe(false);
  });
  it('e-mail', () => {
    expect(isValidEmail('loja@exemplo.com.br')).toBe(true);
    expect(isValidEmail('loja@')).toBe(false);
  });
  it('hides the middle of a CPF', () => {
    expect(hideCPF('52998224725')).toBe('529.***.***-25');
  });
  it('never throws on any input', () => {
    fc.assert(
      fc.property(fc.anything(), (v) => {
        isValidPhone(v);
        isValidEmail(v);
        hideCPF(v);
      }),
    );
  });
});

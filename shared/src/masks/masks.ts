/** Only the digits of a text. */
export function onlyDigits(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\D/g, '') : typeof value === 'number' ? String(Math.trunc(Math.abs(value))) : '';
}

/**
 * Digits laid into a fixed pattern ('0' a digit, anything else written as is), up to the last digit typed:
 * '1198765' in '(00) 0000-0000' is '(11) 9876-5'. The portal's masks are three fixed patterns, so this replaces
 * imask (≈ 15 KB gzip on every page with a field); masks.test.ts holds imask's answers for them.
 */
export function formatDigits(digits: string, pattern: string): string {
  let out = '';
  let next = 0;
  for (const slot of pattern) {
    if (next >= digits.length) break;
    out += slot === '0' ? digits[next++] : slot;
  }
  return out;
}

const pipe = (value: string, mask: { mask: string }): string => formatDigits(value, mask.mask);

/**
 * '(11) 3456-7890' or '(11) 98765-4321': at most 15 characters (spec part-1 §5), so the mask, not the field, bounds
 * the length. A leading 55 country code is dropped: more than 11 digits starting with 55 ('+55 11 98765-4321',
 * '5511987654321', pasted or stored) are the number after it. A text the mask itself wrote with 55 as the area code
 * ('(55) 99123-4567', Rio Grande do Sul, and a digit typed after its end) keeps it: the extra digits are dropped.
 */
export function maskPhone(value: unknown): string {
  let digits = onlyDigits(value);
  const areaCode55 = typeof value === 'string' && value.trimStart().startsWith('(55)');
  if (digits.length > 11 && digits.startsWith('55') && !areaCode55) digits = digits.slice(2);
  digits = digits.slice(0, 11);
  if (!digits) return '';
  const mask = digits.length > 10 ? '(00) 00000-0000' : '(00) 0000-0000';
  return pipe(digits, { mask });
}

/** '123.456.789-09' */
export function maskCPF(value: unknown): string {
  const digits = onlyDigits(value).slice(0, 11);
  return digits ? pipe(digits, { mask: '000.000.000-00' }) : '';
}

/** '01310-100' */
export function maskCEP(value: unknown): string {
  const digits = onlyDigits(value).slice(0, 8);
  return digits ? pipe(digits, { mask: '00000-000' }) : '';
}

/** 'MM/AAAA' with the month capped at 12 (spec part-1 §5). */
export function maskCardExpiry(value: unknown): string {
  const digits = onlyDigits(value).slice(0, 6);
  if (!digits) return '';
  let month = digits.slice(0, 2);
  if (month.length === 2 && Number(month) > 12) month = '12';
  if (month === '00') month = '01';
  const year = digits.slice(2);
  return year ? `${month}/${year}` : month;
}

/** '4111 1111 1111 1111' (up to 16 digits, grouped by four). */
export function maskCardNumber(value: unknown): string {
  // Card numbers have 13 to 16 digits (part-2 §5).
  const digits = onlyDigits(value).slice(0, 16);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** A phone stored with the 55 country prefix (spec part-2 §9). */
export function phoneWithCountryCode(value: unknown): string {
  const digits = onlyDigits(value);
  if (!digits) return '';
  return digits.startsWith('55') && digits.length > 11 ? digits : `55${digits}`;
}

export type MaskName = 'phone' | 'cpf' | 'cep' | 'cardExpiry' | 'cardNumber';

export const MASKS: Record<MaskName, (value: unknown) => string> = {
  phone: maskPhone,
  cpf: maskCPF,
  cep: maskCEP,
  cardExpiry: maskCardExpiry,
  cardNumber: maskCardNumber,
};

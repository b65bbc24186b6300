import { isValidEmail as bruIsValidEmail } from '@brazilian-utils/brazilian-utils';
import { onlyDigits } from './masks';

/** 10 or 11 digits (without the 55 country code). */
export function isValidPhone(value: unknown): boolean {
  let digits = onlyDigits(value);
  if (digits.length > 11 && digits.startsWith('55')) digits = digits.slice(2);
  return digits.length === 10 || digits.length === 11;
}

export function isValidEmail(value: unknown): boolean {
  return typeof value === 'string' && value.length <= 254 && bruIsValidEmail(value.trim());
}

/** Masks CPF for lists: '123.***.***-09'. */
export function hideCPF(value: unknown): string {
  const digits = onlyDigits(value);
  if (digits.length !== 11) return digits ? '***' : '';
  return `${digits.slice(0, 3)}.***.***-${digits.slice(9)}`;
}

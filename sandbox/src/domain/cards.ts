import type { components } from 'shared/contract-types/wallet';
import { localDate } from './localTime';

/** Card numbers: the checks a payment form's card goes through, and a saved card as the contract shows it. */

/** A saved card always has its holder and expiry; only the last digits are kept, never the whole number. */
export type SavedCard = Required<components['schemas']['CreditCard']> & { last4: string };

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** The Luhn (mod 10) check of a card number. */
export function luhnValid(number: string): boolean {
  const digits = onlyDigits(number);
  if (digits.length < 12 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The card brand by its number's prefix (the brands Brazilian acquirers take). */
export function cardBrand(number: string): string {
  const n = onlyDigits(number);
  if (/^(4011|4312|4389|4514|4576|5041|5066|5067|509|6277|6362|6363|650|6516|6550)/.test(n)) return 'Elo';
  if (/^(606282|3841)/.test(n)) return 'Hipercard';
  if (/^3[47]/.test(n)) return 'American Express';
  if (/^4/.test(n)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(n)) return 'Mastercard';
  if (/^3(0[0-5]|[68])/.test(n)) return 'Diners';
  return 'Outra';
}

/** 'MM/AAAA' not before this month (local time). */
export function expirationValid(expiration: string, now: Date): boolean {
  const match = /^(\d{2})\/(\d{4})$/.exec(expiration);
  if (!match) return false;
  const month = Number(match[1]);
  const year = Number(match[2]);
  if (month < 1 || month > 12) return false;
  const local = localDate(now);
  const [y, m] = local.split('-').map(Number);
  return year > y || (year === y && month >= m);
}

/** A saved card as the contract shows it: never its digits beyond the mask. */
export function cardData(card: SavedCard) {
  return {
    wallet_credit_card_id: card.wallet_credit_card_id,
    brand: card.brand,
    masked_number: card.masked_number,
    instant_buy_key: card.instant_buy_key,
    holder_name: card.holder_name,
    expiration: card.expiration,
  };
}

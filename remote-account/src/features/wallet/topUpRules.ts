import cardValidator from 'card-validator';
import * as yup from 'yup';
import { CARD_FEE_PERCENT, MIN_TOP_UP } from '../../domain/constants';
import { onlyDigits } from 'shared/masks';
import { walletMessages as m } from './messages';

/**
 * Rules of a top-up (docs/spec/part-2-operations-account.md §9): minimum R$ 50,00, the card fee of 2,79% on top of the credits
 * (docs/decisions.md D5).
 */

const CARD_FEE_RATE = Number.parseFloat(CARD_FEE_PERCENT.replace(',', '.')) / 100;

export type TopUpMethod = 'pix' | 'card' | 'billet';

/** Cents-exact money arithmetic. */
const cents = (value: number) => Math.round(value * 100);

export function cardFee(amount: number): number {
  return cents(amount * CARD_FEE_RATE) / 100;
}

export function cardTotal(amount: number): number {
  return (cents(amount) + cents(cardFee(amount))) / 100;
}

/** The amount's problem, or undefined when it may be topped up. */
export function amountProblem(amount: number | null | undefined): string | undefined {
  if (amount === null || amount === undefined || !Number.isFinite(amount) || cents(amount) < cents(MIN_TOP_UP)) return m.amountInvalid;
  return undefined;
}

/** The card's brand as the card networks name it ('Visa', 'Mastercard', 'Elo'…), when the number tells. */
export function cardBrand(number: string): string | undefined {
  return cardValidator.number(onlyDigits(number)).card?.niceType;
}

export interface NewCardValues {
  holder_name: string;
  number: string;
  expiration: string;
  security_code: string;
  save: boolean;
}

export const EMPTY_CARD: NewCardValues = { holder_name: '', number: '', expiration: '', security_code: '', save: false };

/** A new card: the holder's name, a Luhn-valid number of a known brand, MM/AAAA not past, a CVV of the brand's size. */
export const newCardSchema = yup.object({
  holder_name: yup
    .string()
    .trim()
    .required(m.holderRequired)
    .test('holder', m.holderRequired, (v) => cardValidator.cardholderName(v ?? '').isValid),
  number: yup
    .string()
    .required(m.numberRequired)
    // 13 to 16 digits, valid by the brand's rules and the checksum (docs/spec/part-2-operations-account.md §5).
    .test('luhn', m.numberInvalid, (v) => {
      const digits = onlyDigits(v ?? '');
      return digits.length >= 13 && digits.length <= 16 && cardValidator.number(digits).isValid;
    }),
  expiration: yup
    .string()
    .required(m.expirationRequired)
    .test('expiration', m.expirationInvalid, (v) => /^\d{2}\/\d{4}$/.test(v ?? '') && cardValidator.expirationDate(v ?? '').isValid),
  security_code: yup
    .string()
    .required(m.cvvRequired)
    .test('cvv', m.cvvInvalid, function check(v) {
      const size = cardValidator.number(onlyDigits(String(this.parent.number ?? ''))).card?.code.size;
      return cardValidator.cvv(v ?? '', size ?? [3, 4]).isValid;
    }),
  save: yup.boolean().required(),
});

/** A saved card is charged with its CVV: 3 digits (docs/spec/part-2-operations-account.md §5). */
export function savedCardCvvProblem(cvv: string): string | undefined {
  if (!cvv) return m.cvvRequired;
  return /^\d{3}$/.test(cvv) ? undefined : m.savedCardCvvInvalid;
}

/** The payment's card as a person reads it: 'Visa final 4242'. */
export function cardLabel(brand: string | undefined, numberOrMasked: string): string {
  const last4 = onlyDigits(numberOrMasked).slice(-4);
  return `${brand ?? 'Cartão'} final ${last4}`;
}

// Placing a top-up: Pix and boleto pending, card charged at once; a repeated idempotency key answered again.
import { randomBytes } from 'node:crypto';
import type { operations } from 'shared/contract-types/wallet';
import type { Business, StatementLine } from './model';
import type { Sandbox } from './sandbox';
import { round2 } from './random';
import { CATEGORY } from './wallet';
import { ApiError, unprocessable } from './errors';
import { conflict, fingerprint } from './idempotency';
import { cardBrand, cardData, expirationValid, luhnValid, onlyDigits, type SavedCard } from './cards';
import { addDays, localDate } from './localTime';
import { digitableLine, pixBrCode } from './paymentCodes';
import { BILLET_DUE_DAYS, CARD_FEE_RATE, DECLINED_TEST_CARD, MESSAGES, MIN_TOP_UP, PIX_DUE_DAYS, TOP_UP_TYPE, type TopUp } from './topUpTerms';
import { creditsOf, saveCard } from './walletCredits';

/** The boleto's page, served by the sandbox (routes/wallet.ts). */
export const billetUrl = (code: string) => `/api/box/payment-service/v1/billets/${code}/view`;

export type AddCreditsInput = operations['addCredits']['requestBody']['content']['application/json'];

const formatReais = (value: number) =>
  `R$ ${value
    .toFixed(2)
    .replace('.', ',')
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

/**
 * What a top-up asks for, to compare a repeated key's body: the type, the amount in centavos and the card (a saved
 * card's key, or a new card's number, holder, expiry and whether to keep it). Not the CVV, which is never kept, nor
 * the brand, which the server reads from the number.
 */
function topUpMeaning(input: AddCreditsInput) {
  const card = input.creditCard;
  return {
    type: input.type,
    cents: Math.round(input.amount * 100),
    saved_card: input['instant-buy-key'],
    new_card: card && { number: onlyDigits(card.number), holder_name: card.holder_name.toUpperCase(), expiration: card.expiration, save: card.save === true },
  };
}

/**
 * Places a top-up: Pix and boleto pending (paid later, see settlePendingTopUps), card charged and credited at
 * once (or declined with 422). With an idempotency key, a repeated request with the same top-up answers what the
 * first one did; with another top-up it is refused (409) and nothing is charged.
 */
export function addCredits(sandbox: Sandbox, business: Business, input: AddCreditsInput, now: Date) {
  const key = input.idempotency_key;
  if (!key) return placeTopUp(sandbox, business, input, now);
  const state = creditsOf(sandbox, business);
  const print = fingerprint(topUpMeaning(input));
  const previous = state.answers.replay(key, print, now.getTime(), () => conflict(MESSAGES.keyReused, [MESSAGES.keyReusedDetail]));
  if (previous) return previous;
  const answer = placeTopUp(sandbox, business, input, now);
  state.answers.remember(key, print, answer, now.getTime());
  return answer;
}

export function placeTopUp(sandbox: Sandbox, business: Business, input: AddCreditsInput, now: Date) {
  if (business.postpaid) throw unprocessable(MESSAGES.postpaid);
  const amount = round2(input.amount);
  if (amount < MIN_TOP_UP) throw unprocessable(MESSAGES.minimum, [`${MESSAGES.minimum} Valor informado: ${formatReais(amount)}.`]);
  const state = creditsOf(sandbox, business);
  const wallet = sandbox.wallet(business.uuid);
  const today = localDate(now);
  const id = state.nextTopUpId++;
  const code = `${input.type === TOP_UP_TYPE.pix ? 'PIX' : input.type === TOP_UP_TYPE.billet ? 'BOL' : 'CRD'}${randomBytes(9).toString('hex').toUpperCase()}`;
  const base = { id, code, amount, created_at: now.toISOString() };

  if (input.type === TOP_UP_TYPE.pix) {
    const brCode = pixBrCode(amount, code);
    const topUp: TopUp = { ...base, type: TOP_UP_TYPE.pix, status: 'PENDING', due_date: addDays(today, PIX_DUE_DAYS), br_code: brCode };
    state.topUps.unshift(topUp);
    return { message: MESSAGES.pix, code, status: topUp.status, type: topUp.type, amount, due_date: topUp.due_date, br_code: brCode, qr_code: brCode };
  }

  if (input.type === TOP_UP_TYPE.billet) {
    const dueDate = addDays(today, BILLET_DUE_DAYS);
    const topUp: TopUp = {
      ...base,
      type: TOP_UP_TYPE.billet,
      status: 'PENDING',
      due_date: dueDate,
      url: billetUrl(code),
      digitable_line: digitableLine(amount, dueDate, code),
    };
    state.topUps.unshift(topUp);
    return {
      message: MESSAGES.billet,
      code,
      status: topUp.status,
      type: topUp.type,
      amount,
      due_date: dueDate,
      url: topUp.url!,
      digitable_line: topUp.digitable_line!,
    };
  }

  if (input.type !== TOP_UP_TYPE.card) throw new ApiError(400, 'Forma de pagamento inválida.');
  let card: SavedCard;
  const key = input['instant-buy-key'];
  if (key) {
    const saved = state.cards.find((c) => c.instant_buy_key === key);
    if (!saved) throw unprocessable(MESSAGES.unknownCard);
    // A saved card is charged only with its 3-digit CVV (docs/spec/part-2-operations-account.md §5).
    if (!/^\d{3}$/.test(input.security_code ?? '')) throw unprocessable(MESSAGES.savedCardCvv);
    if (!expirationValid(saved.expiration, now)) throw unprocessable(MESSAGES.expired);
    card = saved;
  } else if (input.creditCard) {
    const c = input.creditCard;
    const digits = onlyDigits(c.number);
    // 13 to 16 digits, valid by checksum (docs/spec/part-2-operations-account.md §5).
    if (digits.length < 13 || digits.length > 16 || !luhnValid(digits)) throw unprocessable(MESSAGES.invalidCard);
    if (!expirationValid(c.expiration, now)) throw unprocessable(MESSAGES.expired);
    if (digits === DECLINED_TEST_CARD) throw unprocessable(MESSAGES.declined, [`${MESSAGES.declined} Verifique com o banco emissor.`]);
    const details = { number: digits, holder_name: c.holder_name, expiration: c.expiration };
    card = c.save
      ? saveCard(state, business, details)
      : {
          wallet_credit_card_id: 0,
          brand: cardBrand(digits),
          masked_number: `**** **** **** ${digits.slice(-4)}`,
          instant_buy_key: '',
          holder_name: c.holder_name.trim().toUpperCase(),
          expiration: c.expiration,
          last4: digits.slice(-4),
        };
  } else {
    throw unprocessable(MESSAGES.noCard);
  }
  const fee = round2(amount * CARD_FEE_RATE);
  const line: StatementLine = wallet.credit(amount, `Recarga via cartão de crédito (${card.brand} final ${card.last4})`, now, CATEGORY.credit);
  state.topUps.unshift({ ...base, type: TOP_UP_TYPE.card, status: 'PAID', due_date: today });
  return {
    message: MESSAGES.card,
    code,
    status: 'PAID' as const,
    type: TOP_UP_TYPE.card,
    amount,
    fee,
    total_charged: round2(amount + fee),
    balance: line.balance,
    ...(card.wallet_credit_card_id ? { card: cardData(card) } : {}),
  };
}

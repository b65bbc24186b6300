import { createHash, randomBytes } from 'node:crypto';
import type { operations } from 'shared/contract-types/wallet';
import type { Business, StatementLine } from './model';
import type { Sandbox } from './sandbox';
import { round2 } from './random';
import { CATEGORY, type Wallet } from './wallet';
import { ApiError, unprocessable } from './errors';
import { conflict, fingerprint, IdempotencyStore } from './idempotency';
import { cardBrand, cardData, expirationValid, luhnValid, onlyDigits, type SavedCard } from './cards';
import { addDays, localDate } from './localTime';
import { digitableLine, pixBrCode } from './paymentCodes';

/**
 * Credit top-ups of a prepaid store's wallet (docs/spec/part-2-operations-account.md §4, §7, §9; contract
 * shared/contract/wallet.yaml):
 * Pix and boleto become pending credits with their BR Code or boleto page, an approved card credits the
 * balance at once. Saved cards and the top-ups live beside each Wallet (a WeakMap, so Sandbox.clear()
 * forgets them with the wallets).
 */

export const MIN_TOP_UP = 50;
export const CARD_FEE_RATE = 0.0279;
export const PIX_DUE_DAYS = 0;
export const BILLET_DUE_DAYS = 2;
/** The simulated payer: a Pix is paid a short while after it is generated, a boleto some minutes later. */
export const PIX_PAID_AFTER_MS = 20_000;
export const BILLET_PAID_AFTER_MS = 3 * 60_000;
/** Luhn-valid test number that the card issuer always declines (documented in the contract). */
export const DECLINED_TEST_CARD = '4000000000000002';

export const TOP_UP_TYPE = { card: 1, billet: 2, pix: 4 } as const;
export type TopUpType = (typeof TOP_UP_TYPE)[keyof typeof TOP_UP_TYPE];

export const MESSAGES = {
  pix: 'QRCode gerado com sucesso!',
  billet: 'Boleto gerado com sucesso!',
  card: 'Créditos adicionados com sucesso!',
  postpaid: 'Lojas pós-pagas não usam créditos pré-pagos.',
  minimum: 'O valor mínimo para adicionar crédito é R$ 50,00.',
  declined: 'Pagamento recusado pela operadora do cartão.',
  keyReused: 'Esta recarga já foi enviada com outros dados.',
  keyReusedDetail:
    'A chave de idempotência (idempotency_key) já foi usada em outra recarga desta loja, com outro valor, forma de pagamento ou cartão. Para uma nova recarga, envie uma nova chave.',
  invalidCard: 'Número do cartão inválido.',
  expired: 'Cartão vencido.',
  noCard: 'Escolha um cartão salvo ou informe um novo cartão.',
  unknownCard: 'Cartão salvo não encontrado.',
  savedCardCvv: 'Informe o CVV de 3 dígitos do cartão salvo.',
  store: 'Esta loja não é a loja da chamada.',
} as const;

/** Internal: a top-up as kept (the API shows it as CreditAnswer and Billet). */
export interface TopUp {
  id: number;
  code: string;
  type: TopUpType;
  amount: number;
  status: 'PENDING' | 'PAID';
  created_at: string;
  due_date: string;
  br_code?: string;
  url?: string;
  digitable_line?: string;
}

interface CreditsState {
  cards: SavedCard[];
  topUps: TopUp[];
  /** The answer of each top-up placed with an idempotency key: the same key again gets it, nothing is charged twice. */
  answers: IdempotencyStore<ReturnType<typeof placeTopUp>>;
  nextCardId: number;
  nextTopUpId: number;
}

const states = new WeakMap<Wallet, CreditsState>();

/** Saved cards and top-ups of a store; a prepaid store starts with two saved demo cards. */
export function creditsOf(sandbox: Sandbox, business: Business): CreditsState {
  const wallet = sandbox.wallet(business.uuid);
  let state = states.get(wallet);
  if (!state) {
    state = { cards: [], topUps: [], answers: new IdempotencyStore(), nextCardId: 1, nextTopUpId: 1 };
    states.set(wallet, state);
    if (!business.postpaid) {
      saveCard(state, business, { number: '4111111111111111', holder_name: holderOf(business), expiration: '08/2030' });
      saveCard(state, business, { number: '5555555555554444', holder_name: holderOf(business), expiration: '03/2029' });
    }
  }
  return state;
}

const holderOf = (business: Business) => business.company_name.toUpperCase().slice(0, 26);

function saveCard(state: CreditsState, business: Business, card: { number: string; holder_name: string; expiration: string }): SavedCard {
  const digits = onlyDigits(card.number);
  const last4 = digits.slice(-4);
  const brand = cardBrand(digits);
  const existing = state.cards.find((c) => c.last4 === last4 && c.brand === brand && c.expiration === card.expiration);
  if (existing) return existing;
  const id = state.nextCardId++;
  const saved: SavedCard = {
    wallet_credit_card_id: id,
    brand,
    masked_number: `**** **** **** ${last4}`,
    instant_buy_key: createHash('sha256')
      .update(`${business.uuid}:${id}:${digits}`)
      .digest('hex')
      .slice(0, 32)
      .replace(/(.{8})(.{4})(.{4})(.{4})(.{12})/, '$1-$2-$3-$4-$5'),
    holder_name: card.holder_name.trim().toUpperCase(),
    expiration: card.expiration,
    last4,
  };
  state.cards.unshift(saved);
  return saved;
}

/** The boleto's page, served by the sandbox (routes/wallet.ts). */
export const billetUrl = (code: string) => `/api/box/payment-service/v1/billets/${code}/view`;

// ---- top-ups ----

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

function placeTopUp(sandbox: Sandbox, business: Business, input: AddCreditsInput, now: Date) {
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

/**
 * Pays the store's pending Pix and boletos whose simulated payment time has come (the sandbox's stand-in for
 * the bank): each becomes PAID and its amount is credited, so the balance and the statement grow as they would.
 */
export function settlePendingTopUps(sandbox: Sandbox, business: Business, now: Date): TopUp[] {
  if (business.postpaid) return [];
  const wallet = sandbox.wallet(business.uuid);
  const settled: TopUp[] = [];
  for (const topUp of creditsOf(sandbox, business).topUps) {
    if (topUp.status !== 'PENDING') continue;
    const wait = topUp.type === TOP_UP_TYPE.pix ? PIX_PAID_AFTER_MS : BILLET_PAID_AFTER_MS;
    if (now.getTime() - Date.parse(topUp.created_at) < wait) continue;
    topUp.status = 'PAID';
    wallet.credit(topUp.amount, topUp.type === TOP_UP_TYPE.pix ? 'Recarga via Pix' : 'Recarga via boleto', now, CATEGORY.credit);
    settled.push(topUp);
  }
  return settled;
}

export function lastBillet(sandbox: Sandbox, business: Business) {
  const billet = creditsOf(sandbox, business).topUps.find((t) => t.type === TOP_UP_TYPE.billet);
  if (!billet) return null;
  return {
    id: billet.id,
    created_at: billet.created_at,
    url: billet.url!,
    due_date: billet.due_date,
    digitable_line: billet.digitable_line!,
    status: billet.status,
    transaction: { amount: billet.amount },
  };
}

/** The boleto with this code, in any store (its page is a public link, like a bank's). */
export function findBillet(sandbox: Sandbox, code: string): { billet: TopUp; business: Business } | undefined {
  for (const business of sandbox.businesses.values()) {
    const wallet = sandbox.wallets.get(business.uuid);
    const state = wallet ? states.get(wallet) : undefined;
    const billet = state?.topUps.find((t) => t.type === TOP_UP_TYPE.billet && t.code === code);
    if (billet) return { billet, business };
  }
  return undefined;
}

import { createHash, randomBytes } from 'node:crypto';
import type { Business, StatementLine } from './model';
import type { Sandbox } from './sandbox';
import { round2 } from './random';
import { CATEGORY, type Wallet } from './wallet';
import { ApiError, unprocessable } from './errors';
import { conflict, fingerprint, IdempotencyStore } from './idempotency';

/**
 * Credit top-ups of a prepaid store's wallet (spec part-2 §4, §7, §9; contract shared/contract/wallet.yaml):
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
/** Local time of the stores (D5: minutes east of UTC). */
export const STORE_TIMEZONE = -180;
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

export interface SavedCard {
  wallet_credit_card_id: number;
  brand: string;
  masked_number: string;
  instant_buy_key: string;
  holder_name: string;
  expiration: string;
  /** Only the last digits are kept, never the whole number. */
  last4: string;
}

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

// ---- cards ----

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

// ---- dates ----

/** YYYY-MM-DD of an instant in the stores' local time (or another offset in minutes east of UTC). */
export function localDate(at: Date, offsetMinutes = STORE_TIMEZONE): string {
  return new Date(at.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The UTC instant a local day starts at. */
export function localDayStart(date: string, offsetMinutes = STORE_TIMEZONE): Date {
  return new Date(new Date(`${date}T00:00:00.000Z`).getTime() - offsetMinutes * 60_000);
}

// ---- Pix BR Code (EMV QRCPS-MPM, Banco Central do Brasil) ----

const emv = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** CRC16-CCITT (poly 0x1021, initial 0xFFFF), 4 hex digits, as the BR Code requires. */
export function crc16(payload: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(payload, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const ascii = (text: string, max: number) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .toUpperCase()
    .slice(0, max)
    .trim();

/** A dynamic-looking Pix 'copia e cola' for the amount, paid to the payment provider. */
export function pixBrCode(amount: number, txid: string): string {
  const account = emv('00', 'br.gov.bcb.pix') + emv('01', 'pagamentos@boxdelivery.com.br');
  const payload =
    emv('00', '01') +
    emv('26', account) +
    emv('52', '0000') +
    emv('53', '986') +
    emv('54', amount.toFixed(2)) +
    emv('58', 'BR') +
    emv('59', ascii('Box Delivery Pagamentos', 25)) +
    emv('60', 'SAO PAULO') +
    emv('62', emv('05', txid.slice(0, 25))) +
    '6304';
  return payload + crc16(payload);
}

/** Módulo 10 check digit of a boleto field. */
function mod10(digits: string): string {
  let sum = 0;
  [...digits].reverse().forEach((c, i) => {
    const d = Number(c) * (i % 2 === 0 ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
  });
  return String((10 - (sum % 10)) % 10);
}

/** A 47-digit boleto 'linha digitável' (bank 341, BRL, due-date factor and value), grouped as printed. */
function digitableLine(amount: number, dueDate: string, seed: string): string {
  const free = createHash('sha256').update(seed).digest('hex').replace(/\D/g, '').padEnd(25, '7').slice(0, 25);
  const factor = Math.round((new Date(`${dueDate}T12:00:00Z`).getTime() - new Date('2025-02-22T12:00:00Z').getTime()) / 86_400_000) + 1000;
  const value = String(Math.round(amount * 100)).padStart(10, '0');
  const f1 = `3419${free.slice(0, 5)}`;
  const f2 = free.slice(5, 15);
  const f3 = free.slice(15, 25);
  const f5 = `${String(factor).padStart(4, '0')}${value}`;
  const general = mod10(`${f1}${f2}${f3}${f5}`);
  const g1 = `${f1}${mod10(f1)}`;
  const g2 = `${f2}${mod10(f2)}`;
  const g3 = `${f3}${mod10(f3)}`;
  return `${g1.slice(0, 5)}.${g1.slice(5)} ${g2.slice(0, 5)}.${g2.slice(5)} ${g3.slice(0, 5)}.${g3.slice(5)} ${general} ${f5}`;
}

export const billetUrl = (code: string) => `/api/box/payment-service/v1/billets/${code}/view`;

// ---- top-ups ----

export interface CreditCardInput {
  holder_name: string;
  number: string;
  expiration: string;
  security_code: string;
  brand?: string;
  save?: boolean;
}

export interface AddCreditsInput {
  amount: number;
  type: number;
  'instant-buy-key'?: string;
  /** The same key again (a payment whose answer was lost) answers the first result: charged at most once. */
  idempotency_key?: string;
  /** A saved card's CVV (3 digits). */
  security_code?: string;
  creditCard?: CreditCardInput;
}

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
    // A saved card is charged only with its 3-digit CVV (part-2 §5).
    if (!/^\d{3}$/.test(input.security_code ?? '')) throw unprocessable(MESSAGES.savedCardCvv);
    if (!expirationValid(saved.expiration, now)) throw unprocessable(MESSAGES.expired);
    card = saved;
  } else if (input.creditCard) {
    const c = input.creditCard;
    const digits = onlyDigits(c.number);
    // 13 to 16 digits, valid by checksum (part-2 §5).
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

// ---- statement ----

export interface StatementFilters {
  page: number;
  limit: number;
  startDate?: string;
  endDate?: string;
  categoryId?: number;
  value?: number;
  withSum: boolean;
  timezone: number;
}

/** One page of the statement (newest first) with the filters of the side panel. */
export function statementPage(wallet: Wallet, f: StatementFilters) {
  if (f.startDate && f.endDate && f.startDate > f.endDate) {
    throw unprocessable('Período inválido.', ['A data inicial deve ser anterior ou igual à data final.']);
  }
  const from = f.startDate ? localDayStart(f.startDate, f.timezone).toISOString() : null;
  const until = f.endDate ? localDayStart(addDays(f.endDate, 1), f.timezone).toISOString() : null;
  const cents = f.value === undefined ? null : Math.round(f.value * 100);
  const selected = wallet
    .statement()
    .filter(
      (line) =>
        (!from || line.created_at >= from) &&
        (!until || line.created_at < until) &&
        (f.categoryId === undefined || line.category_id === f.categoryId) &&
        (cents === null || Math.abs(Math.round(line.value * 100)) === cents),
    );
  const total = selected.length;
  const totalPages = Math.max(1, Math.ceil(total / f.limit));
  const data = selected.slice((f.page - 1) * f.limit, f.page * f.limit);
  const sum = f.withSum ? round2(selected.reduce((s, l) => s + Math.round(l.value * 100), 0) / 100) : null;
  return {
    data,
    extract_sum: sum,
    meta: { pagination: { total, count: data.length, per_page: f.limit, current_page: f.page, total_pages: totalPages } },
  };
}

/** Debits (as a positive sum) over the last `days` local days, today included. */
export function spentInLastDays(wallet: Wallet, days: number, now: Date) {
  const start = localDayStart(addDays(localDate(now), -(days - 1)));
  return { total_withdraw: wallet.spentSince(start), days, start_date: start.toISOString() };
}

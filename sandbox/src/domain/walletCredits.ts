import { createHash } from 'node:crypto';
import type { Business } from './model';
import type { Sandbox } from './sandbox';
import { CATEGORY, type Wallet } from './wallet';
import { IdempotencyStore } from './idempotency';
import { cardBrand, onlyDigits, type SavedCard } from './cards';
import { BILLET_PAID_AFTER_MS, PIX_PAID_AFTER_MS, TOP_UP_TYPE, type TopUp } from './topUpTerms';
import type { placeTopUp } from './topUpPlacing';

/**
 * Credit top-ups of a prepaid store's wallet (docs/spec/part-2-operations-account.md §4, §7, §9; contract
 * shared/contract/wallet.yaml):
 * Pix and boleto become pending credits with their BR Code or boleto page, an approved card credits the
 * balance at once. Saved cards and the top-ups live beside each Wallet (a WeakMap, so Sandbox.clear()
 * forgets them with the wallets).
 */

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

export function saveCard(state: CreditsState, business: Business, card: { number: string; holder_name: string; expiration: string }): SavedCard {
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

import { isAnswerLost } from 'shared';
import { CONFIRM_CHECKS, checkUntilAnswered, watchSession } from 'shared/data';
import { walletApi, type AddCreditsInput, type CreditAnswer } from '../../api/wallet';

const newKey = () =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `recarga-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

export type TopUp = Omit<AddCreditsInput, 'idempotency_key'>;

/** What a top-up asks for: its method, amount and card, not the CVV (asked again at every charge). */
const meaningOf = (input: TopUp): string =>
  JSON.stringify([
    input.type,
    Math.round(input.amount * 100),
    input['instant-buy-key'] ?? null,
    input.creditCard ? [input.creditCard.number, input.creditCard.holder_name, input.creditCard.expiration, input.creditCard.save ?? false] : null,
  ]);

/**
 * The idempotency keys of a store's top-ups: the same top-up keeps its key until it is placed, so sending it again
 * (after a lost answer, or the merchant's 'Tentar novamente') never generates or charges it twice; another top-up
 * (another method, amount or card) gets a new one, as does the next top-up once one was placed.
 */
export class TopUpKeys {
  private current: { meaning: string; key: string } | null = null;

  keyFor(input: TopUp): string {
    const meaning = meaningOf(input);
    if (this.current?.meaning !== meaning) this.current = { meaning, key: newKey() };
    return this.current.key;
  }

  /** The top-up was placed: the next one is another. */
  spent(): void {
    this.current = null;
  }
}

type TopUpOutcome = { kind: 'placed'; answer: CreditAnswer } | { kind: 'notConfirmed' };

/**
 * Places a top-up (Pix, boleto or card) under its idempotency key. The server's answer is the outcome, and a refusal
 * is thrown as it came. An answer lost on the way (isAnswerLost) is never a failure: `onConfirming` is told and the
 * same top-up is sent again under the same key until the server answers (shared/data, confirmLostWrite) — it carries a
 * key out at most once and answers a repeated one with the first result (docs/decisions.md, 'Time-outs: reads give up,
 * writes are confirmed'). 'notConfirmed' when the server could not be reached in the window, or when the session it was
 * placed in ended meanwhile (sign-out, expiry, another user: nothing of it is sent under the next session); the key is
 * kept for the next attempt.
 */
export async function placeTopUp(storeUuid: string, input: TopUp, keys: TopUpKeys, onConfirming: () => void): Promise<TopUpOutcome> {
  const body: AddCreditsInput = { ...input, idempotency_key: keys.keyFor(input) };
  const placed = (answer: CreditAnswer): TopUpOutcome => {
    keys.spent();
    return { kind: 'placed', answer };
  };
  // Watched from the first send: a session that ends while it waits for its answer ends the confirmation too.
  const session = watchSession();
  try {
    try {
      return placed((await walletApi.addCredits(storeUuid, body)).data);
    } catch (error) {
      if (!isAnswerLost(error)) throw error;
    }
    onConfirming();
    const answer = await checkUntilAnswered(
      async () => {
        try {
          return (await walletApi.addCredits(storeUuid, body)).data;
        } catch (again) {
          if (!isAnswerLost(again)) throw again;
          return undefined;
        }
      },
      { checks: CONFIRM_CHECKS.create, waitFirst: true, signal: session.ended },
    );
    return answer === undefined ? { kind: 'notConfirmed' } : placed(answer);
  } finally {
    session.release();
  }
}

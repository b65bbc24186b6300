import { configuredConfirmIntervalMs, getSession, portalStore, sessionAtom, sessionOwner, type SessionState } from 'shared';

/**
 * A write whose answer was lost (isAnswerLost) is never reported as failed: it is checked, by reading what it left or
 * by sending it again under its idempotency key, every 3 s (a deployment's `confirmIntervalMs` changes it) for a
 * number of checks (docs/decisions.md, 'Time-outs: reads give up, writes are confirmed').
 */
export const CONFIRM_INTERVAL_MS = 3_000;
export const CONFIRM_CHECKS = {
  /** A delivery's create and a top-up: 45 s at the default pace. */
  create: 15,
  /** An action on a live order ('Chamar entregador', 'Cancelar'…): 12 s at the default pace. */
  orderAction: 4,
} as const;

/** The pace of the checks: the deployment's, or 3 s. */
export const confirmIntervalMs = (): number => configuredConfirmIntervalMs() ?? CONFIRM_INTERVAL_MS;

/** How long `checks` checks last at this deployment's pace. */
export const confirmWindowMs = (checks: number): number => checks * confirmIntervalMs();

/** Whose session it is (the business and its user), or null when no one is signed in. */
const sessionUser = (session: SessionState): string | null => {
  // The staged orders' owner without its store: a store switch is not another session.
  const owner = session.isLogged ? sessionOwner(session) : null;
  return owner && `${owner.business_uuid}:${owner.business_user_id}`;
};

/**
 * Watches the session signed in now: `ended` is aborted when it ends — a sign-out ('Sair', here or in another tab),
 * an expiry, another user's session — and stays aborted even if the same user signs in again (another session,
 * another cookie). A store switch is not an end. `release()` stops watching. A write whose answer may be lost takes
 * it before its first send, so what it sends again never goes out under the next person's session.
 */
export function watchSession(): { ended: AbortSignal; release: () => void } {
  const controller = new AbortController();
  const owner = sessionUser(getSession());
  const unsubscribe = portalStore.sub(sessionAtom, () => {
    if (sessionUser(portalStore.get(sessionAtom)) !== owner) controller.abort();
  });
  return { ended: controller.signal, release: unsubscribe };
}

/** Resolves after `ms`, or at once when one of `signals` aborts. */
function wait(ms: number, signals: AbortSignal[]): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      for (const signal of signals) signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    for (const signal of signals) signal.addEventListener('abort', done, { once: true });
    if (signals.some((signal) => signal.aborted)) done();
  });
}

/**
 * Calls `check` until it gives an answer (anything but `undefined`) or the window of `checks` intervals has passed
 * (then `undefined`). A read of what the write left is tried at once; a write sent again (`waitFirst`) one interval
 * after the lost answer. A check that throws ends it: the refusal is the caller's to show.
 *
 * It stops for good, with `undefined` (nothing is known), and calls `check` no more, when the session it was called
 * in ends (watchSession: sign-out, expiry, another user) or `signal` aborts — a caller whose write went out earlier
 * passes `watchSession().ended` taken before that first send.
 */
export async function checkUntilAnswered<T>(
  check: () => Promise<T | undefined>,
  { checks, waitFirst = false, signal }: { checks: number; waitFirst?: boolean; signal?: AbortSignal },
): Promise<T | undefined> {
  const intervalMs = confirmIntervalMs();
  const deadline = Date.now() + checks * intervalMs;
  const session = watchSession();
  const stops = signal ? [session.ended, signal] : [session.ended];
  const stopped = () => stops.some((s) => s.aborted);
  // A check still on its way when the session ends is not waited for (a call answered 401 never settles: http/client).
  const stop = new Promise<undefined>((resolve) => {
    for (const s of stops) s.addEventListener('abort', () => resolve(undefined), { once: true });
  });
  try {
    if (waitFirst) await wait(intervalMs, stops);
    for (;;) {
      if (stopped()) return undefined;
      const answer = await Promise.race([check(), stop]);
      if (stopped()) return undefined;
      if (answer !== undefined) return answer;
      if (Date.now() >= deadline || stopped()) return undefined;
      await wait(intervalMs, stops);
    }
  } finally {
    session.release();
  }
}

import { configuredConfirmIntervalMs } from 'shared';

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

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Calls `check` until it gives an answer (anything but `undefined`) or the window of `checks` intervals has passed
 * (then `undefined`). A read of what the write left is tried at once; a write sent again (`waitFirst`) one interval
 * after the lost answer. A check that throws ends it: the refusal is the caller's to show.
 */
export async function checkUntilAnswered<T>(
  check: () => Promise<T | undefined>,
  { checks, waitFirst = false }: { checks: number; waitFirst?: boolean },
): Promise<T | undefined> {
  const intervalMs = confirmIntervalMs();
  const deadline = Date.now() + checks * intervalMs;
  if (waitFirst) await wait(intervalMs);
  for (;;) {
    const answer = await check();
    if (answer !== undefined) return answer;
    if (Date.now() >= deadline) return undefined;
    await wait(intervalMs);
  }
}

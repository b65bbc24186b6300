import { deliveryApi } from '../../api/delivery';
import { isAnswerLost } from './answerLost';

/** How long and how often the server is asked whether orders sent in a lost create exist. */
export const RECONCILE_INTERVAL_MS = 3_000;
export const RECONCILE_WINDOW_MS = 45_000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface Reconciled {
  created: string[];
  notCreated: string[];
}

/**
 * After a create whose answer never came: asks the order hub for each external id (GET orders/{id} finds an
 * order by its external reference) until all exist or the window ends. An order the server does not have by
 * then was not created; sending it again under the same id is safe, the server creates it at most once.
 */
export async function reconcileCreated(
  externalIds: string[],
  { intervalMs = RECONCILE_INTERVAL_MS, windowMs = RECONCILE_WINDOW_MS } = {},
): Promise<Reconciled> {
  const pending = new Set(externalIds);
  const created: string[] = [];
  const deadline = Date.now() + windowMs;
  for (;;) {
    for (const id of [...pending]) {
      try {
        await deliveryApi.orderDetails(id);
        pending.delete(id);
        created.push(id);
      } catch {
        // 404: not there (yet); anything else (the server still down): asked again next round.
      }
    }
    if (!pending.size || Date.now() >= deadline) break;
    await wait(intervalMs);
  }
  return { created, notCreated: [...pending] };
}

/**
 * Sends a create (the staging page's and the legacy builder's, each order under its external id). An answer that
 * comes back is the outcome, and a refusal is thrown as it came; a lost one (isAnswerLost) is never a failure:
 * `onConfirming` is told, and the server is asked which ids exist (reconcileCreated). Either way the result says
 * which ids were created and which were not, so the ones not created are sent again under the same ids.
 */
export async function createOrConfirm(
  send: () => Promise<unknown>,
  externalIds: string[],
  onConfirming: () => void,
): Promise<Reconciled & { confirmed: boolean }> {
  try {
    await send();
    return { created: externalIds, notCreated: [], confirmed: false };
  } catch (error) {
    if (!isAnswerLost(error)) throw error;
    onConfirming();
    return { ...(await reconcileCreated(externalIds)), confirmed: true };
  }
}

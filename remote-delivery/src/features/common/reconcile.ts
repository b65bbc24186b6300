import { deliveryApi } from '../../api/delivery';
import { isAnswerLost } from 'shared';
import { CONFIRM_CHECKS, checkUntilAnswered } from 'shared/data';

export interface Reconciled {
  created: string[];
  notCreated: string[];
}

/**
 * After a create whose answer never came: asks the order hub for each external id (GET orders/{id} finds an
 * order by its external reference) until all exist or the confirmation window ends (shared/data, confirmLostWrite).
 * An order the server does not have by then was not created; sending it again under the same id is safe, the server
 * creates it at most once.
 */
export async function reconcileCreated(externalIds: string[]): Promise<Reconciled> {
  const pending = new Set(externalIds);
  const created: string[] = [];
  await checkUntilAnswered(
    async () => {
      for (const id of [...pending]) {
        try {
          await deliveryApi.orderDetails(id);
          pending.delete(id);
          created.push(id);
        } catch {
          // 404: not there (yet); anything else (the server still down): asked again next round.
        }
      }
      return pending.size ? undefined : true;
    },
    { checks: CONFIRM_CHECKS.create },
  );
  return { created, notCreated: [...pending] };
}

/**
 * After a lost answer of a create sent under an idempotency key (the legacy builder's v2/orders): the same create
 * is sent again, same body and key, until the server answers. The server carries a key out at most once and answers a
 * repeated one with the first result, so this finds out what happened and can never create twice; a refusal is
 * thrown as it came. Without an answer in the window, nothing of `ids` is known to be created.
 */
export async function resendUntilAnswered(send: () => Promise<unknown>, ids: string[]): Promise<Reconciled> {
  const answered = await checkUntilAnswered(
    async () => {
      try {
        await send();
        return true;
      } catch (error) {
        if (!isAnswerLost(error)) throw error;
        return undefined;
      }
    },
    { checks: CONFIRM_CHECKS.create, waitFirst: true },
  );
  return answered ? { created: ids, notCreated: [] } : { created: [], notCreated: ids };
}

/**
 * Sends a create (the staging page's and the legacy builder's). An answer that comes back is the outcome, and a
 * refusal is thrown as it came; a lost one (isAnswerLost) is never a failure: `onConfirming` is told, and `confirm`
 * finds out which of `ids` were created — by asking for each external id (reconcileCreated, the default), or by
 * sending the same create again under its idempotency key (resendUntilAnswered). The ones not created may be sent
 * again as they were: the server creates each at most once.
 */
export async function createOrConfirm(
  send: () => Promise<unknown>,
  ids: string[],
  onConfirming: () => void,
  confirm: (ids: string[]) => Promise<Reconciled> = reconcileCreated,
): Promise<Reconciled & { confirmed: boolean }> {
  try {
    await send();
    return { created: ids, notCreated: [], confirmed: false };
  } catch (error) {
    if (!isAnswerLost(error)) throw error;
    onConfirming();
    return { ...(await confirm(ids)), confirmed: true };
  }
}

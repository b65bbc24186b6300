import { CONFIRM_CHECKS, checkUntilAnswered } from 'shared/data';
import { operationsApi, type OperationsApi, type Order } from '../../api/operations';

/** 'done': the order shows the action; 'notDone': it does not (read fine); 'unknown': the order could not be read. */
type ActionOutcome = 'done' | 'notDone' | 'unknown';

/**
 * After an action whose answer was lost (isAnswerLost): reads the order again (GET orders/{uuid}) until it shows the
 * action took effect or the confirmation window ends (shared/data, confirmLostWrite). The request may still be on its
 * way when the first read comes back, so a read that does not show it yet is asked again; the action itself is never
 * sent twice.
 */
export async function confirmAction(orderUuid: string, tookEffect: (order: Order) => boolean, api: OperationsApi = operationsApi): Promise<ActionOutcome> {
  let outcome: ActionOutcome = 'unknown';
  const done = await checkUntilAnswered(
    async () => {
      try {
        const { data } = await api.getOrder(orderUuid);
        if (tookEffect(data.data)) return 'done' as const;
        outcome = 'notDone';
      } catch {
        // Still unreachable: asked again next round; a read that worked before stays the answer.
      }
      return undefined;
    },
    { checks: CONFIRM_CHECKS.orderAction },
  );
  return done ?? outcome;
}

const code = (ref: { code?: string } | null | undefined): string => ref?.code ?? '';
const historyCount = (order: Pick<Order, 'status_history'>, status: string): number =>
  (order.status_history ?? []).filter((entry) => entry.new_status === status).length;

/**
 * What each action leaves on the order, to tell from a fresh read whether it was carried out. `before` is the order
 * as the list showed it when the action was chosen.
 */
export const tookEffect = {
  /** 'Chamar entregador': the order no longer waits for approval (and was not cancelled instead). */
  approve: (order: Order) => !order.to_approve && code(order.status) !== 'CANCELLED',
  /** 'Cancelar': cancelled, or its cancellation asked (the reason is kept while it is processed). */
  cancel: (order: Order) => code(order.status) === 'CANCELLED' || code(order.delivery?.status) === 'CANCELLED' || !!order.cancel_reason,
  /** 'Finalizar': the delivery is finished. */
  finish: (order: Order) => code(order.delivery?.status) === 'COMPLETED',
  /** 'Procurar novo entregador': the delivery went back to looking for a courier since the list was read. */
  resetSearch: (before: Order) => (order: Order) => historyCount(order, 'ALLOCATING') > historyCount(before, 'ALLOCATING'),
  /** 'Alterar entregador': the chosen courier is on the delivery. */
  changeCourier: (courierUuid: string) => (order: Order) => order.delivery?.courier_id === courierUuid,
};

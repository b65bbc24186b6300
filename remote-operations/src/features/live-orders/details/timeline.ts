import type { Order } from '../../../api/operations';
import { formatDateTime } from '../../common/format';
import { orderDetailsMessages as m } from './messages';

/** The names of the statuses an order goes through, as the lists and the history name them. */
const STEP_NAMES: Record<string, string> = {
  TO_APPROVE: m.stepToApprove,
  PROCESSING: m.stepReceived,
  APPROVED: m.stepApproved,
  ALLOCATING: 'Localizando entregador',
  GOING_TO_ORIGIN: 'Aguardando entregador',
  ARRIVED_AT_ORIGIN: 'Entregador no estabelecimento',
  GOING_TO_DESTINATION: 'Entregador a caminho do cliente',
  ARRIVED_AT_DESTINATION: 'Entregador chegou no cliente',
  RETURNING_TO_ORIGIN: 'Entregador retornando ao estabelecimento',
  RETURNED_TO_ORIGIN: 'Entregador retornou ao estabelecimento',
  COMPLETED: 'Finalizada',
  COURIER_DELIVERED: 'Pedido entregue',
  CANCELLED: 'Cancelada',
  COURIER_NOT_DELIVERED: 'Não entregue',
};

export interface TimelineStep {
  key: string;
  label: string;
  /** 'DD/MM HH:mm'. */
  at: string;
}

/** The order's status history, oldest first, each step named and timed (an unknown status by its code). */
export function timelineOf(order: Pick<Order, 'status_history'>): TimelineStep[] {
  return [...(order.status_history ?? [])]
    .filter((entry) => entry.new_status)
    .sort((a, b) => Date.parse(a.datetime) - Date.parse(b.datetime))
    .map((entry, i) => ({
      key: `${i}-${entry.new_status}`,
      label: STEP_NAMES[entry.new_status] ?? entry.new_status,
      at: formatDateTime(entry.datetime, 'DD/MM HH:mm'),
    }));
}

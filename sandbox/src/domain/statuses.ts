import type { DeliveryStatusCode, StatusRef } from './model';

/**
 * Delivery statuses: ids increase along the flow, final statuses are ≥ 8. The live descriptions are the
 * words of docs/spec/part-2-operations-account.md §4, which the front end matches in lower case.
 */
export const DELIVERY_STATUSES: Record<DeliveryStatusCode, StatusRef> = {
  ALLOCATING: { id: 1, code: 'ALLOCATING', description: 'Localizando entregador' },
  GOING_TO_ORIGIN: { id: 2, code: 'GOING_TO_ORIGIN', description: 'Aguardando entregador' },
  ARRIVED_AT_ORIGIN: { id: 3, code: 'ARRIVED_AT_ORIGIN', description: 'Entregador no estabelecimento' },
  GOING_TO_DESTINATION: { id: 4, code: 'GOING_TO_DESTINATION', description: 'Entregador a caminho do cliente' },
  ARRIVED_AT_DESTINATION: { id: 5, code: 'ARRIVED_AT_DESTINATION', description: 'Entregador chegou no cliente' },
  RETURNING_TO_ORIGIN: { id: 6, code: 'RETURNING_TO_ORIGIN', description: 'Entregador retornando ao estabelecimento' },
  RETURNED_TO_ORIGIN: { id: 7, code: 'RETURNED_TO_ORIGIN', description: 'Entregador retornou ao estabelecimento' },
  COMPLETED: { id: 8, code: 'COMPLETED', description: 'Finalizada' },
  COURIER_DELIVERED: { id: 9, code: 'COURIER_DELIVERED', description: 'Pedido entregue' },
  CANCELLED: { id: 10, code: 'CANCELLED', description: 'Cancelada' },
  COURIER_NOT_DELIVERED: { id: 11, code: 'COURIER_NOT_DELIVERED', description: 'Não entregue' },
};

export const FINAL_STATUSES: readonly DeliveryStatusCode[] = ['COMPLETED', 'COURIER_DELIVERED', 'CANCELLED', 'COURIER_NOT_DELIVERED'];

export const LIVE_STATUSES: readonly DeliveryStatusCode[] = [
  'ALLOCATING',
  'GOING_TO_ORIGIN',
  'ARRIVED_AT_ORIGIN',
  'GOING_TO_DESTINATION',
  'ARRIVED_AT_DESTINATION',
  'RETURNING_TO_ORIGIN',
  'RETURNED_TO_ORIGIN',
];

/** Order-level status of an order that has no delivery yet. */
export const ORDER_WAITING_APPROVAL: StatusRef = { id: 0, code: 'TO_APPROVE', description: 'Em preparo' };
export const ORDER_PROCESSING: StatusRef = { id: 0, code: 'PROCESSING', description: 'Processando' };

export const isFinal = (code: string): boolean => (FINAL_STATUSES as readonly string[]).includes(code);

export const statusRef = (code: DeliveryStatusCode): StatusRef => ({ ...DELIVERY_STATUSES[code] });

/** The next live status of the normal flow (without random outcomes). */
export function nextStatus(code: DeliveryStatusCode, withReturn: boolean): DeliveryStatusCode | null {
  switch (code) {
    case 'ALLOCATING':
      return 'GOING_TO_ORIGIN';
    case 'GOING_TO_ORIGIN':
      return 'ARRIVED_AT_ORIGIN';
    case 'ARRIVED_AT_ORIGIN':
      return 'GOING_TO_DESTINATION';
    case 'GOING_TO_DESTINATION':
      return 'ARRIVED_AT_DESTINATION';
    case 'ARRIVED_AT_DESTINATION':
      return withReturn ? 'RETURNING_TO_ORIGIN' : 'COMPLETED';
    case 'RETURNING_TO_ORIGIN':
      return 'RETURNED_TO_ORIGIN';
    case 'RETURNED_TO_ORIGIN':
      return 'COMPLETED';
    default:
      return null;
  }
}

// The reasons a merchant chooses from (cancel, revision), the revision's file types, and the list-orders query read as filters.
import type { OrderFilters } from '../domain/orderList';

export const CANCEL_REASONS: Record<string, string> = {
  CUSTOMER_GAVE_UP: 'Cliente desistiu do pedido',
  DUPLICATED_ORDER: 'Pedido duplicado',
  WRONG_ADDRESS: 'Endereço incorreto',
  STORE_CLOSING: 'Estabelecimento vai fechar',
  COURIER_DELAY: 'Demora na chegada do entregador',
  OTHER: 'Outro motivo',
};

export const REVISION_REASONS: Record<string, string> = {
  CHARGE_INCORRECT: 'Cobrança incorreta',
  ORDER_NOT_RETURNED: 'Pedido não devolvido ao estabelecimento',
  DAMAGED_ORDER: 'Pedido danificado',
  COURIER_BEHAVIOR: 'Conduta do entregador',
  OTHER: 'Outro',
};

/** Evidence files accepted by the revision form. */
export const REVISION_FILE_TYPES = /\.(png|jpe?g|pdf|doc)$/i;

export const flag = (value: unknown): boolean => value === true || value === 'true' || value === '1' || value === 1;

/** Converts the list-orders query into store filters. */
export function orderFilters(query: Record<string, any>): OrderFilters {
  return {
    to_approve: flag(query.to_approve) || undefined,
    inprogress: flag(query.inprogress) || undefined,
    delivery_status: query.delivery_status ? String(query.delivery_status).split(',') : undefined,
    last_hours: query.last_hours,
    start_in: query.start_in,
    finish_in: query.finish_in,
    dates_default_interval: query.start_in ? undefined : query.dates_default_interval,
    multiple_search: query.multiple_search,
    courier_name: query.courier_name,
    customer_name: query.customer_name,
    customer_address: query.customer_address,
    customer_number: query.customer_number,
    page: query.page,
    limit: query.limit,
    timezone: query.timezone,
  };
}

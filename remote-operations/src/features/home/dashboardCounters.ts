import { DASHBOARD_LAST_HOURS } from '../../domain/constants';
import type { ListOrdersQuery } from '../../api/operations';
import { timezone, todayISO } from '../common/time';

export type CounterKey = 'toApprove' | 'allocating' | 'inDelivery' | 'closed';

export const IN_DELIVERY_STATUSES = [
  'GOING_TO_ORIGIN',
  'ARRIVED_AT_ORIGIN',
  'GOING_TO_DESTINATION',
  'ARRIVED_AT_DESTINATION',
  'RETURNING_TO_ORIGIN',
  'RETURNED_TO_ORIGIN',
] as const;
export const FINAL_STATUSES = ['COMPLETED', 'CANCELLED', 'COURIER_DELIVERED', 'COURIER_NOT_DELIVERED'] as const;

/** The exact list-orders filters of the four counters (spec part-1 §2 and §7). */
export function counterQueries(now = { today: todayISO(), timezone: timezone() }): Record<CounterKey, ListOrdersQuery> {
  const base: ListOrdersQuery = { filter: '', page: 1, limit: 20, get_total: 1, timezone: now.timezone };
  return {
    toApprove: { ...base, to_approve: true },
    allocating: { ...base, delivery_status: 'ALLOCATING', last_hours: DASHBOARD_LAST_HOURS },
    inDelivery: { ...base, delivery_status: IN_DELIVERY_STATUSES.join(','), last_hours: DASHBOARD_LAST_HOURS },
    closed: { ...base, delivery_status: FINAL_STATUSES.join(','), start_in: now.today, finish_in: now.today },
  };
}

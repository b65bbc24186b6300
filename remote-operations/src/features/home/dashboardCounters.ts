import type { ListOrdersQuery } from '../../api/operations';
import { DASHBOARD_LAST_HOURS } from '../../domain/constants';
import { liveQuery } from '../common/orderQueries';
import { timezone, todayISO } from '../common/format';

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

/**
 * The list-orders filters of the four counters (docs/spec/part-1-signin-dashboard-delivery.md §2, §7). 'Em preparo' is the total of the live list the
 * order alerts and the orders page read (one cache entry); the others ask for the total of their own filter.
 */
export function counterQueries(now = { today: todayISO(), timezone: timezone() }): Record<CounterKey, ListOrdersQuery> {
  const base: ListOrdersQuery = { page: 1, limit: 20, get_total: '1', timezone: now.timezone };
  return {
    toApprove: { ...liveQuery('toApprove'), timezone: now.timezone },
    allocating: { ...base, delivery_status: 'ALLOCATING', last_hours: DASHBOARD_LAST_HOURS },
    inDelivery: { ...base, delivery_status: IN_DELIVERY_STATUSES.join(','), last_hours: DASHBOARD_LAST_HOURS },
    closed: { ...base, delivery_status: FINAL_STATUSES.join(','), start_in: now.today, finish_in: now.today },
  };
}

import { liveQuery } from '../common/orderQueries';
import { counterQueries, FINAL_STATUSES, IN_DELIVERY_STATUSES } from './dashboardCounters';

describe('dashboard counters (part-1 §2, §7)', () => {
  const queries = counterQueries({ today: '2026-11-23', timezone: -180 });
  const base = { page: 1, limit: 20, get_total: '1', timezone: -180 };

  it("'Em preparo': to_approve=true, the very query of the live list the alerts and the orders page read", () => {
    expect(queries.toApprove).toMatchObject({ page: 1, limit: 20, to_approve: 'true', timezone: -180 });
    expect(queries.toApprove.delivery_status).toBeUndefined();
    expect({ ...queries.toApprove, timezone: 0 }).toEqual({ ...liveQuery('toApprove'), timezone: 0 });
  });

  it("'Localizando entregador': ALLOCATING in the last 6 hours", () => {
    expect(queries.allocating).toMatchObject({ ...base, delivery_status: 'ALLOCATING', last_hours: 6 });
  });

  it("'Em entrega': the six statuses from GOING_TO_ORIGIN to RETURNED_TO_ORIGIN, last 6 hours", () => {
    expect(IN_DELIVERY_STATUSES).toEqual([
      'GOING_TO_ORIGIN',
      'ARRIVED_AT_ORIGIN',
      'GOING_TO_DESTINATION',
      'ARRIVED_AT_DESTINATION',
      'RETURNING_TO_ORIGIN',
      'RETURNED_TO_ORIGIN',
    ]);
    expect(queries.inDelivery).toMatchObject({ ...base, delivery_status: IN_DELIVERY_STATUSES.join(','), last_hours: 6 });
  });

  it("'Encerrados': the four final statuses from today to today", () => {
    expect(FINAL_STATUSES).toEqual(['COMPLETED', 'CANCELLED', 'COURIER_DELIVERED', 'COURIER_NOT_DELIVERED']);
    expect(queries.closed).toMatchObject({ ...base, delivery_status: FINAL_STATUSES.join(','), start_in: '2026-11-23', finish_in: '2026-11-23' });
    expect(queries.closed.last_hours).toBeUndefined();
  });
});

import { makeDelivery, makeOrder } from '../../testing/fixtures';
import { alertsFor, type WatchedLists } from './alertRules';

const lists = (partial: Partial<WatchedLists>): WatchedLists => ({ toApprove: [], live: [], endedBadly: [], ...partial });

describe('the order alert rules', () => {
  const waiting = makeOrder({ to_approve: true, delivery: null, short_external_reference: 'A1' });
  const live = makeOrder({ delivery: makeDelivery('ALLOCATING'), short_external_reference: 'L1' });

  it('raise nothing for what is there at the first look', () => {
    const cancelled = makeOrder({ delivery: makeDelivery('CANCELLED') });
    expect(alertsFor(null, lists({ toApprove: [waiting], live: [live], endedBadly: [cancelled] })).alerts).toEqual([]);
  });

  it("announce a new order 'Em preparo' and a new live order, each once", () => {
    const { seen } = alertsFor(null, lists({}));
    const first = alertsFor(seen, lists({ toApprove: [waiting], live: [live] }));
    expect(first.alerts).toEqual([
      { kind: 'toApprove', uuid: waiting.uuid, reference: '#A1', customer: waiting.customer.name },
      { kind: 'newLive', uuid: live.uuid, reference: '#L1', customer: live.customer.name },
    ]);
    expect(alertsFor(first.seen, lists({ toApprove: [waiting], live: [live] })).alerts).toEqual([]);
  });

  it('do not announce an approved order again when it moves from Em preparo to the live list', () => {
    const { seen } = alertsFor(null, lists({ toApprove: [waiting] }));
    const approved = { ...waiting, to_approve: false, delivery: makeDelivery('ALLOCATING') };
    expect(alertsFor(seen, lists({ live: [approved] })).alerts).toEqual([]);
  });

  it("announce a delivery that turned 'Cancelada' or 'Não entregue' once, and nothing for other endings", () => {
    const { seen } = alertsFor(null, lists({ live: [live] }));
    const cancelled = { ...live, delivery: makeDelivery('CANCELLED') };
    const notDelivered = makeOrder({ delivery: makeDelivery('COURIER_NOT_DELIVERED') });
    const completed = makeOrder({ delivery: makeDelivery('COMPLETED') });
    const result = alertsFor(seen, lists({ endedBadly: [cancelled, notDelivered, completed] }));
    expect(result.alerts.map((a) => [a.kind, a.uuid])).toEqual([
      ['cancelled', live.uuid],
      ['notDelivered', notDelivered.uuid],
    ]);
    expect(alertsFor(result.seen, lists({ endedBadly: [cancelled, notDelivered] })).alerts).toEqual([]);
  });
});

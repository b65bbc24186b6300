import { makeUser } from 'shared/testing';
import { makeDelivery, makeOrder, STATUS, type StatusCode } from '../../testing/fixtures';
import { actionAvailability, isWaitingTooLong, LIVE_STATUS_DESCRIPTIONS, liveStatusLabel, statusKey, waitingMinutes } from './orderRules';

const LIVE: StatusCode[] = [
  'ALLOCATING',
  'GOING_TO_ORIGIN',
  'ARRIVED_AT_ORIGIN',
  'GOING_TO_DESTINATION',
  'ARRIVED_AT_DESTINATION',
  'RETURNING_TO_ORIGIN',
  'RETURNED_TO_ORIGIN',
];
const orderAt = (status: StatusCode) => makeOrder({ status: { ...STATUS[status] }, delivery: makeDelivery(status) });

describe('live status labels (part-2 §4)', () => {
  it.each(LIVE)('shows the description of %s, matched in lower case', (status) => {
    const order = orderAt(status);
    expect(liveStatusLabel(order)).toBe(STATUS[status].description);
    order.delivery!.status.description = STATUS[status].description.toUpperCase();
    expect(statusKey(order)).toBe(STATUS[status].description.toLowerCase());
    expect(liveStatusLabel(order)).toBe(STATUS[status].description);
  });

  it("shows 'Processando' for an order without delivery", () => {
    expect(liveStatusLabel(makeOrder({ delivery: null }))).toBe('Processando');
  });

  it('knows the seven live descriptions of the spec', () => {
    expect(LIVE_STATUS_DESCRIPTIONS).toEqual([
      'localizando entregador',
      'aguardando entregador',
      'entregador no estabelecimento',
      'entregador a caminho do cliente',
      'entregador chegou no cliente',
      'entregador retornando ao estabelecimento',
      'entregador retornou ao estabelecimento',
    ]);
  });
});

describe('action availability (part-2 §4, §6)', () => {
  const user = makeUser();

  it('Finalizar: from aguardando entregador to retornou ao estabelecimento', () => {
    expect(LIVE.filter((s) => actionAvailability(orderAt(s), user).finish)).toEqual(LIVE.slice(1));
  });

  it('Procurar novo entregador: only aguardando entregador', () => {
    expect(LIVE.filter((s) => actionAvailability(orderAt(s), user).resetSearch)).toEqual(['GOING_TO_ORIGIN']);
  });

  it('Cancelar: localizando, aguardando or no estabelecimento', () => {
    expect(LIVE.filter((s) => actionAvailability(orderAt(s), user).cancel)).toEqual(['ALLOCATING', 'GOING_TO_ORIGIN', 'ARRIVED_AT_ORIGIN']);
  });

  it.each([
    ['order-finish-enable', 'finish', 'ARRIVED_AT_ORIGIN'],
    ['enable-courier-research', 'resetSearch', 'GOING_TO_ORIGIN'],
    ['order-cancel-enabled', 'cancel', 'ALLOCATING'],
  ] as const)('%s: 1 or unset enables %s, 0 disables it', (flag, action, status) => {
    const withFlag = (value: string | undefined) => makeUser({ configurations: { ...user.configurations, [flag]: value } });
    expect(actionAvailability(orderAt(status), withFlag('1'))[action]).toBe(true);
    expect(actionAvailability(orderAt(status), withFlag(undefined))[action]).toBe(true);
    expect(actionAvailability(orderAt(status), withFlag('0'))[action]).toBe(false);
  });

  it('Acompanhar entrega: the delivery has a track_url', () => {
    expect(actionAvailability(orderAt('GOING_TO_DESTINATION'), user).track).toBe(true);
    expect(actionAvailability(makeOrder({ delivery: makeDelivery('GOING_TO_DESTINATION', { track_url: null }) }), user).track).toBe(false);
  });

  it('Alterar entregador: FLEET users and status id below 8', () => {
    const fleet = makeUser({ search_type: 'FLEET' });
    expect(actionAvailability(orderAt('RETURNED_TO_ORIGIN'), fleet).changeCourier).toBe(true);
    expect(actionAvailability(orderAt('COMPLETED'), fleet).changeCourier).toBe(false);
    expect(actionAvailability(orderAt('GOING_TO_ORIGIN'), user).changeCourier).toBe(false);
    // The store being operated decides: a FLEET franchise store for a DEFAULT_NEW user, and the reverse.
    expect(actionAvailability(orderAt('GOING_TO_ORIGIN'), user, true).changeCourier).toBe(true);
    expect(actionAvailability(orderAt('GOING_TO_ORIGIN'), fleet, false).changeCourier).toBe(false);
  });

  it.each([
    ['order.finish', 'finish', 'ARRIVED_AT_ORIGIN', false],
    ['order.create', 'resetSearch', 'GOING_TO_ORIGIN', false],
    ['order.cancel', 'cancel', 'ALLOCATING', false],
    ['order.create', 'changeCourier', 'GOING_TO_ORIGIN', true],
  ] as const)('without %s there is no %s (the server refuses the call: docs/decisions.md)', (permission, action, status, fleet) => {
    const without = makeUser({ permissions: (user.permissions ?? []).filter((p) => p.name !== permission) });
    expect(actionAvailability(orderAt(status), user, fleet)[action]).toBe(true);
    expect(actionAvailability(orderAt(status), without, fleet)[action]).toBe(false);
    expect(actionAvailability(orderAt(status), without, fleet).track).toBe(actionAvailability(orderAt(status), user, fleet).track);
  });

  it('offers nothing to a delivery in a final status but tracking', () => {
    const can = actionAvailability(orderAt('COMPLETED'), user);
    expect(can).toEqual({ finish: false, resetSearch: false, cancel: false, track: true, changeCourier: false });
  });
});

describe('waiting time (part-2 §9)', () => {
  it('counts whole minutes since the order was created and is red after 15', () => {
    const now = Date.parse('2026-11-23T18:00:00.000Z');
    const at15 = { order_created_at: '2026-11-23T17:45:00.000Z' };
    expect(waitingMinutes(at15, now)).toBe(15);
    expect(isWaitingTooLong(at15, now)).toBe(false);
    // Older than 15 minutes, though the whole minutes still read 15.
    const at15andAHalf = { order_created_at: '2026-11-23T17:44:30.000Z' };
    expect(waitingMinutes(at15andAHalf, now)).toBe(15);
    expect(isWaitingTooLong(at15andAHalf, now)).toBe(true);
    expect(waitingMinutes({ order_created_at: '2026-11-23T17:44:00.000Z' }, now)).toBe(16);
    expect(isWaitingTooLong({ order_created_at: 'não é data' }, now)).toBe(false);
    expect(waitingMinutes({ order_created_at: 'não é data' }, now)).toBe(0);
  });
});

import dayjs from 'dayjs';
import { makeDelivery, makeOrder } from '../../testing/fixtures';
import {
  cargoActions,
  DEFAULT_FILTER,
  evidenceFileError,
  HISTORY_STATUSES,
  historyQuery,
  MAX_EVIDENCE_BYTES,
  paymentName,
  periodLabel,
  sortRevisionReasons,
  statusChip,
  validateHistoryFilter,
} from './historyRules';
import { historyMessages as m } from './messages';
import { formatKm } from '../common/format';

const today = dayjs('2026-11-23T15:00:00');

describe('history filter date rules (part-2 §5)', () => {
  it('accepts no dates, or both dates up to today', () => {
    expect(validateHistoryFilter(DEFAULT_FILTER, today)).toBeNull();
    expect(validateHistoryFilter({ ...DEFAULT_FILTER, start_in: today.subtract(3, 'day'), finish_in: today }, today)).toBeNull();
    expect(validateHistoryFilter({ ...DEFAULT_FILTER, start_in: today, finish_in: today }, today)).toBeNull();
  });

  it('refuses dates after today', () => {
    expect(validateHistoryFilter({ ...DEFAULT_FILTER, start_in: today, finish_in: today.add(1, 'day') }, today)).toBe(m.futureDate);
    expect(validateHistoryFilter({ ...DEFAULT_FILTER, start_in: today.add(2, 'day'), finish_in: today.add(3, 'day') }, today)).toBe(m.futureDate);
  });

  it('needs both dates or none', () => {
    expect(validateHistoryFilter({ ...DEFAULT_FILTER, start_in: today }, today)).toBe(
      'É obrigatório preencher a data de início e fim caso queira escolher um período',
    );
    expect(validateHistoryFilter({ ...DEFAULT_FILTER, finish_in: today }, today)).toBe(m.datesBoth);
  });

  it('refuses a start after the end', () => {
    expect(validateHistoryFilter({ ...DEFAULT_FILTER, start_in: today, finish_in: today.subtract(1, 'day') }, today)).toBe(
      'A data inicial não pode ser posterior a data final',
    );
  });

  it('needs at least one status', () => {
    expect(validateHistoryFilter({ ...DEFAULT_FILTER, statuses: [] }, today)).toBe(m.statusRequired);
  });
});

describe('history query (part-2 §7)', () => {
  it('defaults to the four final statuses, a 10-day window and 15 a page', () => {
    expect(DEFAULT_FILTER.statuses).toEqual(['COURIER_DELIVERED', 'COMPLETED', 'CANCELLED', 'COURIER_NOT_DELIVERED']);
    expect(historyQuery(DEFAULT_FILTER, 2, -180)).toEqual({
      dates_default_interval: 10,
      delivery_status: HISTORY_STATUSES.join(','),
      page: 2,
      limit: 15,
      timezone: -180,
      start_in: undefined,
      finish_in: undefined,
      courier_name: undefined,
      customer_name: undefined,
      customer_address: undefined,
      customer_number: undefined,
    });
  });

  it('drops dates_default_interval when a start date is given and trims the text fields', () => {
    const query = historyQuery(
      {
        ...DEFAULT_FILTER,
        start_in: dayjs('2026-11-20'),
        finish_in: dayjs('2026-11-22'),
        courier_name: '  Carlos ',
        customer_number: ' 500 ',
        statuses: ['CANCELLED'],
      },
      1,
      -180,
    );
    expect(query).toMatchObject({
      start_in: '2026-11-20',
      finish_in: '2026-11-22',
      courier_name: 'Carlos',
      customer_number: '500',
      delivery_status: 'CANCELLED',
    });
    expect(query.dates_default_interval).toBeUndefined();
  });
});

describe('period card, chips and detail formats', () => {
  it("shows one date for a single day and 'de … até …' for a range", () => {
    expect(periodLabel('2026-11-23', '2026-11-23')).toBe('23/11/2026');
    expect(periodLabel('2026-11-14', '2026-11-23')).toBe('de 14/11/2026 até 23/11/2026');
    expect(periodLabel(null, null)).toBe('últimos 10 dias');
  });

  it.each([
    ['COMPLETED', 'Completo', 'success'],
    ['COURIER_DELIVERED', 'Entregue', 'success'],
    ['CANCELLED', 'Cancelado', 'error'],
    ['COURIER_NOT_DELIVERED', 'Não entregue', 'error'],
  ] as const)('%s is the chip %s (%s)', (code, label, color) => {
    expect(statusChip(makeOrder({ delivery: makeDelivery(code) }))).toEqual({ label, color });
  });

  it('any other status is a default chip with its description', () => {
    expect(statusChip(makeOrder({ delivery: makeDelivery('GOING_TO_ORIGIN') }))).toEqual({ label: 'Aguardando entregador', color: 'default' });
  });

  it('payment names: DIN, CARD, ONLINE, else -', () => {
    expect(['DIN', 'CARD', 'ONLINE', 'PIX', null].map(paymentName)).toEqual(['Dinheiro', 'Cartão', 'Online', '-', '-']);
  });

  it('distance in km with 2 decimals', () => {
    expect(formatKm(3.456)).toBe('3,46 km');
    expect(formatKm(0)).toBe('0,00 km');
    expect(formatKm(null)).toBe('-');
  });
});

describe('cargo actions and revision form (part-2 §4, §5)', () => {
  const cargo = (code: 'CANCELLED' | 'COMPLETED', overrides = {}) => makeOrder({ delivery: makeDelivery(code, { provider: { id: 'cargo' }, ...overrides }) });

  it('only for provider cargo', () => {
    expect(cargoActions(makeOrder({ delivery: makeDelivery('CANCELLED') }))).toBeNull();
  });

  it('remove debt and report only when CANCELLED; report only without a revision', () => {
    expect(cargoActions(cargo('CANCELLED'))).toEqual({ removeDebt: true, report: true });
    expect(cargoActions(cargo('COMPLETED'))).toEqual({ removeDebt: false, report: false });
    expect(cargoActions(cargo('CANCELLED', { order_revision_id: 7 }))).toEqual({ removeDebt: true, report: false });
    expect(cargoActions(cargo('CANCELLED', { debt_removed: true }))).toEqual({ removeDebt: false, report: true });
  });

  it('revision reasons: CHARGE_INCORRECT first, OTHER last', () => {
    const sorted = sortRevisionReasons({ OTHER: 'Outro', DAMAGED_ORDER: 'Pedido danificado', CHARGE_INCORRECT: 'Cobrança incorreta' });
    expect(sorted.map(([code]) => code)).toEqual(['CHARGE_INCORRECT', 'DAMAGED_ORDER', 'OTHER']);
  });

  it('evidence: PNG, JPG, JPEG, PDF or DOC up to 2 MB', () => {
    for (const name of ['a.png', 'b.JPG', 'c.jpeg', 'd.pdf', 'e.doc']) expect(evidenceFileError({ name, size: 100 })).toBeNull();
    expect(evidenceFileError({ name: 'x.exe', size: 100 })).toBe(m.revisionFileType);
    expect(evidenceFileError({ name: 'big.pdf', size: MAX_EVIDENCE_BYTES + 1 })).toBe(m.revisionFileTooBig);
    expect(evidenceFileError({ name: 'limit.pdf', size: MAX_EVIDENCE_BYTES })).toBeNull();
  });
});

import dayjs, { type Dayjs } from 'dayjs';
import { periodProblem } from 'shared/period';
import { HISTORY_DEFAULT_DAYS, HISTORY_PAGE_SIZE } from '../../domain/constants';
import type { ListOrdersQuery, Order } from '../../api/operations';
import { historyMessages as m } from './messages';

export const HISTORY_STATUSES = ['COURIER_DELIVERED', 'COMPLETED', 'CANCELLED', 'COURIER_NOT_DELIVERED'] as const;
type HistoryStatus = (typeof HISTORY_STATUSES)[number];

/** Names of the final statuses (docs/spec/part-2-operations-account.md §4) as offered in the filter. */
export const STATUS_NAMES: Record<HistoryStatus, string> = {
  COURIER_DELIVERED: 'Pedido entregue',
  COMPLETED: 'Finalizada',
  CANCELLED: 'Cancelada',
  COURIER_NOT_DELIVERED: 'Não entregue',
};

/** Status chips and their colours: Completo and Entregue success, Cancelado and Não entregue error, else default. */
export const CHIPS: Record<string, { label: string; color: 'success' | 'error' }> = {
  COMPLETED: { label: 'Completo', color: 'success' },
  COURIER_DELIVERED: { label: 'Entregue', color: 'success' },
  CANCELLED: { label: 'Cancelado', color: 'error' },
  COURIER_NOT_DELIVERED: { label: 'Não entregue', color: 'error' },
};

export function statusChip(order: Pick<Order, 'delivery' | 'status'>): { label: string; color: 'success' | 'error' | 'default' } {
  const code = order.delivery?.status?.code ?? order.status?.code ?? '';
  return CHIPS[code] ?? { label: order.delivery?.status?.description ?? order.status?.description ?? '-', color: 'default' };
}

export interface HistoryFilter {
  start_in: Dayjs | null;
  finish_in: Dayjs | null;
  courier_name: string;
  customer_name: string;
  customer_address: string;
  customer_number: string;
  statuses: HistoryStatus[];
}

export const DEFAULT_FILTER: HistoryFilter = {
  start_in: null,
  finish_in: null,
  courier_name: '',
  customer_name: '',
  customer_address: '',
  customer_number: '',
  statuses: [...HISTORY_STATUSES],
};

/** The date rules of the filter (docs/spec/part-1-signin-dashboard-delivery.md §5, docs/spec/part-2-operations-account.md §5), in order; null when valid. */
export function validateHistoryFilter(filter: HistoryFilter, today: Dayjs = dayjs()): string | null {
  const period = periodProblem(filter.start_in, filter.finish_in, today);
  if (period) return period;
  if (!filter.statuses.length) return m.statusRequired;
  return null;
}

/** list-orders query of the history (docs/spec/part-2-operations-account.md §7): 10-day window unless a start date is given. */
export function historyQuery(filter: HistoryFilter, page: number, timezone: number, limit = HISTORY_PAGE_SIZE): ListOrdersQuery {
  const start = filter.start_in?.format('YYYY-MM-DD');
  return {
    dates_default_interval: start ? undefined : HISTORY_DEFAULT_DAYS,
    delivery_status: (filter.statuses.length ? filter.statuses : HISTORY_STATUSES).join(','),
    page,
    limit,
    timezone,
    start_in: start,
    finish_in: filter.finish_in?.format('YYYY-MM-DD'),
    courier_name: filter.courier_name.trim() || undefined,
    customer_name: filter.customer_name.trim() || undefined,
    customer_address: filter.customer_address.trim() || undefined,
    customer_number: filter.customer_number.trim() || undefined,
  };
}

/** The dates the list is showing (the answer's meta, 'YYYY-MM-DD…'), as the filter's pickers hold them. */
export interface HistoryWindow {
  start: Dayjs | null;
  end: Dayjs | null;
}

export const windowOf = (start: string | null | undefined, end: string | null | undefined): HistoryWindow => ({
  start: start ? dayjs(start.slice(0, 10)) : null,
  end: end ? dayjs(end.slice(0, 10)) : null,
});

const sameDay = (a: Dayjs | null, b: Dayjs | null) => (a && b ? a.isSame(b, 'day') : a === b);

/**
 * The filter panel's draft: the filter, with the dates in force shown when it has none (the default window, 'Exibindo:
 * de 16/11 até 25/11'), so the panel never shows empty dates for a period the page is showing.
 */
export function draftOf(filter: HistoryFilter, shown: HistoryWindow): HistoryFilter {
  return filter.start_in || filter.finish_in ? filter : { ...filter, start_in: shown.start, finish_in: shown.end };
}

/**
 * The filter a draft applies. Dates left as the default window showed them stay the default window (it moves with the
 * days, as the server counts it); dates the merchant changed are the period.
 */
export function appliedOf(draft: HistoryFilter, filter: HistoryFilter, shown: HistoryWindow): HistoryFilter {
  const untouched = !filter.start_in && !filter.finish_in && sameDay(draft.start_in, shown.start) && sameDay(draft.finish_in, shown.end);
  return untouched ? { ...draft, start_in: null, finish_in: null } : draft;
}

const br = (isoDay: string) => dayjs(isoDay).format('DD/MM/YYYY');

/** 'Exibindo: …': one date for a single day, 'de {start} até {end}' for a range. */
export function periodLabel(start: string | null | undefined, end: string | null | undefined): string {
  if (!start && !end) return m.lastDays(HISTORY_DEFAULT_DAYS);
  const a = (start ?? end)!.slice(0, 10);
  const b = (end ?? start)!.slice(0, 10);
  return a === b ? br(a) : m.range(br(a), br(b));
}

const PAYMENT_NAMES: Record<string, string> = { DIN: 'Dinheiro', CARD: 'Cartão', ONLINE: 'Online' };

/** Payment method: DIN Dinheiro, CARD Cartão, ONLINE Online, anything else '-'. */
export const paymentName = (code: string | null | undefined): string => PAYMENT_NAMES[String(code ?? '').toUpperCase()] ?? '-';

/** Revision reasons with CHARGE_INCORRECT first and OTHER last (docs/spec/part-2-operations-account.md §5). */
export function sortRevisionReasons(reasons: Record<string, string>): [string, string][] {
  const rank = (code: string) => (code === 'CHARGE_INCORRECT' ? 0 : code === 'OTHER' ? 2 : 1);
  return Object.entries(reasons ?? {}).sort((a, b) => rank(a[0]) - rank(b[0]));
}

export const MAX_EVIDENCE_BYTES = 2 * 1024 * 1024;
const EVIDENCE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'pdf', 'doc'];

/** The evidence file rule: PNG, JPG, JPEG, PDF or DOC, at most 2 MB; null when fine. */
export function evidenceFileError(file: { name: string; size: number }): string | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!EVIDENCE_EXTENSIONS.includes(ext)) return m.revisionFileType;
  if (file.size > MAX_EVIDENCE_BYTES) return m.revisionFileTooBig;
  return null;
}

/** 'cargo' deliveries only: remove debt when CANCELLED (and not yet removed); report when CANCELLED without revision. */
export function cargoActions(order: Order): { removeDebt: boolean; report: boolean } | null {
  const delivery = order.delivery;
  if (delivery?.provider?.id !== 'cargo') return null;
  const cancelled = delivery.status?.code === 'CANCELLED';
  return { removeDebt: cancelled && !delivery.debt_removed, report: cancelled && !delivery.order_revision_id };
}

/**
 * The 'report requested' flag: one JSON record `{ user, store, at }` of the last report asked for on this browser
 * (useReportFlag.ts). One fixed key, so the sign-out removes it by name (shared's SESSION_SCOPED_STORAGE_KEYS).
 */
export const REPORT_FLAG_KEY = 'operations:history-report-requested-at';

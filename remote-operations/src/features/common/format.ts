import dayjs from 'dayjs';
import { timezoneOffsetMinutes } from 'shared';
import type { Order } from '../../api/operations';

/** The timezone query parameter: minutes east of UTC (D5, Brazil -180). */
export const timezone = (): number => timezoneOffsetMinutes();

/** Today's local date as the API expects it (YYYY-MM-DD). */
export const todayISO = (): string => dayjs().format('YYYY-MM-DD');

/** 'DD/MM/YYYY HH:mm' of an instant, '-' when missing or unreadable. */
export function formatDateTime(value: string | null | undefined, format = 'DD/MM/YYYY HH:mm'): string {
  if (!value) return '-';
  const parsed = parseApiDate(value);
  return parsed ? parsed.format(format) : '-';
}

/** Reads the API's dates: ISO strings, or the order hub's 'YYYY-MM-DD HH:mm:ss.000000' in UTC. */
function parseApiDate(value: string | null | undefined): dayjs.Dayjs | null {
  if (!value) return null;
  const hub = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(\.\d+)?$/.exec(value);
  const parsed = hub ? dayjs(`${hub[1]}T${hub[2]}Z`) : dayjs(value);
  return parsed.isValid() ? parsed : null;
}

/** '#1234', as every list shows an order: its short reference, else the start of its uuid. */
export const orderRef = (order: Pick<Order, 'short_external_reference' | 'uuid'>): string => `#${order.short_external_reference || order.uuid.slice(0, 8)}`;

/** Distance in km with 2 decimals ('3,46 km'), '-' when missing. */
export function formatKm(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(Number(value))) return '-';
  return `${Number(value).toFixed(2).replace('.', ',')} km`;
}

import dayjs from 'dayjs';
import { timezoneOffsetMinutes } from 'shared';

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

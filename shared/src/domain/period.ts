import dayjs, { type Dayjs } from 'dayjs';
import { periodMessages as m } from './messages';

/**
 * The one rule of a date period in a filter (history, statement): no date after today, both dates or
 * neither, the start not after the end. Null when the period is valid (or empty).
 */
export function periodProblem(start: Dayjs | null | undefined, end: Dayjs | null | undefined, today: Dayjs = dayjs()): string | null {
  const endOfToday = today.endOf('day');
  if (start?.isAfter(endOfToday) || end?.isAfter(endOfToday)) return m.futureDate;
  if (!!start !== !!end) return m.datesBoth;
  if (start && end && start.startOf('day').isAfter(end.startOf('day'))) return m.startAfterEnd;
  return null;
}

/** For a date picker: the days after today cannot be chosen. */
export const isFutureDay = (date: Dayjs, today: Dayjs = dayjs()): boolean => date.isAfter(today.endOf('day'));

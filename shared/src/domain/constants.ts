/**
 * Business constants more than one app uses (spec part-1 §9, part-2 §9). A constant of one remote's screens lives
 * in that remote's src/domain/constants.ts.
 */
export const COURIER_LOCATOR_PAGE_SIZE = 15;
export const PLACE_SEARCH_MIN_CHARS = 5;
export const DEFAULT_MAX_LENGTH = 100;
export const FRANCHISE_SYNC_WAIT_MS = 50;
export const MAP_ZOOM = 16;

/** Minutes east of UTC as an integer (D5): Brazil gives -180. */
export function timezoneOffsetMinutes(date = new Date()): number {
  return -date.getTimezoneOffset();
}

/** The order hub's times carry a fixed +03:00 offset (part-1 §4, §9): the staging's payload and an approval's. */
export const ORDER_TIME_OFFSET = '+03:00';

/** The moment written with the fixed +03:00 offset: '2026-11-23T15:04:05+03:00' (the same instant). */
export function withOrderOffset(moment: Date): string {
  const shifted = new Date(moment.getTime() + 3 * 3_600_000);
  return `${shifted.toISOString().slice(0, 19)}${ORDER_TIME_OFFSET}`;
}

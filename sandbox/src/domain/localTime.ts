/**
 * Calendar days in a store's local time. Offsets are minutes east of UTC, as the portal sends them (D5); the stores
 * are in São Paulo.
 */

/** Local time of the stores: São Paulo, UTC−3. */
export const STORE_TIMEZONE = -180;

/** YYYY-MM-DD of an instant in the stores' local time (or another offset in minutes east of UTC). */
export function localDate(at: Date, offsetMinutes = STORE_TIMEZONE): string {
  return new Date(at.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** A calendar day (YYYY-MM-DD) so many days later (earlier when negative). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The UTC instant a local day (YYYY-MM-DD) starts at. */
export function localDayStart(date: string, offsetMinutes = STORE_TIMEZONE): Date {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) - offsetMinutes * 60_000);
}

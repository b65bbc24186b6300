/** Business constants (spec part-1 §9, part-2 §9). */
export const MAX_ORDERS_PER_DELIVERY = 4;
export const MAX_ORDERS_REVERSE = 1;
export const MAX_ITEMS_PER_ORDER = 10;
export const MAX_ITEMS_TOTAL = 1500;
export const LOW_BALANCE_HOME = 15;
export const LOW_BALANCE_ORDERS = 50;
export const COURIER_LOCATOR_PAGE_SIZE = 15;
export const PLACE_SEARCH_MIN_CHARS = 5;
export const NUMBER_DEBOUNCE_MS = 1000;
export const QUOTE_DEBOUNCE_MS = 2000;
export const FIELD_ERROR_HIGHLIGHT_MS = 5000;
export const DEFAULT_MAX_LENGTH = 100;
export const FRANCHISE_SYNC_WAIT_MS = 50;
export const MAP_ZOOM = 16;
export const DASHBOARD_LAST_HOURS = 6;
export const ORDER_TIME_OFFSET = '+03:00';
export const ORDERS_PAGE_SIZE = 20;
export const ORDERS_REFRESH_MS = 60_000;
export const WAITING_RED_AFTER_MIN = 15;
export const HISTORY_PAGE_SIZE = 15;
export const HISTORY_DEFAULT_DAYS = 10;
export const REPORT_BANNER_MS = 10 * 60_000;
export const COURIERS_PAGE_SIZE = 20;
export const STATEMENT_PAGE_SIZE = 15;
export const MIN_TOP_UP = 50;
export const QUICK_TOP_UP_AMOUNTS = [100, 200, 500, 1000];
export const CARD_FEE_PERCENT = '2,79%';
export const COUNTRY_CODE = 'BR';
export const PHONE_PREFIX = '55';

/** Minutes east of UTC as an integer (D5): Brazil gives -180. */
export function timezoneOffsetMinutes(date = new Date()): number {
  return -date.getTimezoneOffset();
}

/** Business constants of this remote's screens (docs/spec/part-1-signin-dashboard-delivery.md §9, docs/spec/part-2-operations-account.md §9). */
export const LOW_BALANCE_HOME = 15;
export const LOW_BALANCE_ORDERS = 50;
export const DASHBOARD_LAST_HOURS = 6;
export const ORDERS_PAGE_SIZE = 20;
export const WAITING_RED_AFTER_MIN = 15;
export const HISTORY_PAGE_SIZE = 15;
export const HISTORY_DEFAULT_DAYS = 10;
export const REPORT_BANNER_MS = 10 * 60_000;
export const COURIERS_PAGE_SIZE = 20;

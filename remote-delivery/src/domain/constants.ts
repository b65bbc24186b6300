/** Business constants of this remote's screens (docs/spec/part-1-signin-dashboard-delivery.md §9, docs/spec/part-2-operations-account.md §9). */
export const MAX_ORDERS_PER_DELIVERY = 4;
export const MAX_ORDERS_REVERSE = 1;
export const MAX_ITEMS_PER_ORDER = 10;
export const MAX_ITEMS_TOTAL = 1500;
export const NUMBER_DEBOUNCE_MS = 1000;
export const QUOTE_DEBOUNCE_MS = 2000;
export const COUNTRY_CODE = 'BR';

/** Business constants of this remote's screens (docs/spec/part-1-signin-dashboard-delivery.md §9, part-2-operations-account.md §9). */
export const STATEMENT_PAGE_SIZE = 15;
export const MIN_TOP_UP = 50;
export const QUICK_TOP_UP_AMOUNTS = [100, 200, 500, 1000];
export const CARD_FEE_PERCENT = '2,79%';

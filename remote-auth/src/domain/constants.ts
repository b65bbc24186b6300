/** Business constants of this remote's screens (docs/spec/part-1-signin-dashboard-delivery.md §9, docs/spec/part-2-operations-account.md §9). */
export const FIELD_ERROR_HIGHLIGHT_MS = 5000;

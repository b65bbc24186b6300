// The portal's data layer: one TanStack Query cache for every signed-in page (docs/architecture.md, property 7).
// Its modules read the session and the HTTP client through the 'shared' entry, never by a relative path: the entry is
// the page's one copy, and 'shared/data' is bundled into each app.
export { DataProvider } from './DataProvider';
export { createPortalQueryClient, LIVE_REFRESH_MS, readRetryDelay, shouldRetryRead } from './queryClient';
export { StoreScope, useStoreOverride, useStoreScope } from './useStoreScope';
export { FAN_OUT_CONCURRENCY, fanOut, fanOutLoad } from './fanOut';
export { CONFIRM_CHECKS, CONFIRM_INTERVAL_MS, checkUntilAnswered, confirmWindowMs, watchSession } from './confirmLostWrite';

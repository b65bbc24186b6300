// The portal's data layer: one TanStack Query cache for every signed-in page (docs/architecture.md, 'One data layer').
export { DataProvider } from './DataProvider';
export { createPortalQueryClient, LIVE_REFRESH_MS, shouldRetryRead } from './queryClient';
export { useStoreScope } from './useStoreScope';

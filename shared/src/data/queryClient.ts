import { QueryClient } from '@tanstack/react-query';
import { configuredRetryDelayMs, errorStatus } from 'shared';

/** How often a live list (orders, alerts, counters, a live order) asks the server again while on screen. */
export const LIVE_REFRESH_MS = 60_000;

/**
 * A 4xx is the server's answer about this request (no permission, not found, invalid): asking again gives the
 * same answer. A network error, a time-out or a 5xx may pass, so a read tries twice more.
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  const status = errorStatus(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 2;
}

/**
 * How long a read waits before its retry number `attempt` (from 0): 1 s, then 2 s, at most 8 s, from the first delay a
 * deployment sets in its runtime configuration (`retryDelayMs`).
 */
export function readRetryDelay(attempt: number): number {
  const first = configuredRetryDelayMs() ?? 1_000;
  return Math.min(first * 2 ** attempt, first * 8);
}

/**
 * The portal's one cache of server data (docs/architecture.md, 'One data layer'): reads refetch when the tab comes
 * back and when the network returns; a failed refresh keeps the last data (TanStack Query keeps `data` beside
 * `error`, and `dataUpdatedAt` says when it was read); writes are never retried (they are confirmed instead, D11).
 */
export function createPortalQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        retry: shouldRetryRead,
        retryDelay: readRetryDelay,
      },
      mutations: { retry: false },
    },
  });
}

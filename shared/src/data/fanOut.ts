import pLimit from 'p-limit';

/**
 * At most this many reads of the fan-out in flight at once: 'Todas as lojas' asks every store for its lists, and a
 * franchise of 50 stores would otherwise send 150 requests in one burst (docs/decisions.md D14). Six is what a
 * browser keeps open to one origin over HTTP/1.1; over HTTP/2 it is what keeps the API from a spike.
 */
export const FAN_OUT_CONCURRENCY = 6;

const limit = pLimit(FAN_OUT_CONCURRENCY);

/** Runs a read when one of the fan-out's places is free (queued in order). One queue per app bundle. */
export function fanOut<T>(read: () => Promise<T>): Promise<T> {
  return limit(read);
}

/** How many reads are running and waiting (bench and tests). */
export const fanOutLoad = () => ({ active: limit.activeCount, pending: limit.pendingCount });

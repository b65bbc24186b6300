/** The page has fetched nothing for this long: it has settled, work ahead of time cannot slow it down. */
export const PREFETCH_QUIET_MS = 2_000;
/** How often the page's network activity is looked at while waiting for it to settle. */
export const PREFETCH_POLL_MS = 250;

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Runs `task` once the page has settled: no resource (script, call, image) fetched for `quietMs`, then
 * the browser idle. Network activity is followed with a PerformanceObserver where there is one.
 * Returns a cancel function.
 */
export function whenIdle(task: () => void, quietMs = PREFETCH_QUIET_MS): () => void {
  const w = window as IdleWindow;
  let lastActivity = Date.now();
  let idleHandle: number | undefined;
  let observer: PerformanceObserver | undefined;
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('resource')) {
    observer = new PerformanceObserver(() => {
      lastActivity = Date.now();
    });
    observer.observe({ type: 'resource' });
  }
  const check = () => {
    if (Date.now() - lastActivity < quietMs) {
      timer = setTimeout(check, PREFETCH_POLL_MS);
      return;
    }
    observer?.disconnect();
    if (w.requestIdleCallback) idleHandle = w.requestIdleCallback(task, { timeout: 5_000 });
    else task();
  };
  let timer = setTimeout(check, PREFETCH_POLL_MS);
  return () => {
    clearTimeout(timer);
    observer?.disconnect();
    if (idleHandle !== undefined) w.cancelIdleCallback?.(idleHandle);
  };
}

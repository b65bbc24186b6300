/** The page has fetched nothing for this long: it has settled, work ahead of time cannot slow it down. */
export const PREFETCH_QUIET_MS = 2_000;
/** How often the page's network activity is looked at while waiting for it to settle. */
export const PREFETCH_POLL_MS = 250;

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

interface Waiting {
  task: () => void;
  since: number;
  quietMs: number;
}

/**
 * One watcher for the whole page, shared by every task waiting for it to settle (the next page's prefetch, the
 * service worker's registration, the telemetry). When the page has settled for one of them, all of them run in
 * the same idle moment: with a watcher each, the files one task fetched counted as the page's activity for the
 * others, and the service worker's registration held the dashboard's prefetch back past 'Entrar' on a second visit.
 */
const waiting = new Set<Waiting>();
let lastActivity = 0;
let observer: PerformanceObserver | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
let idleHandle: number | undefined;

function watch(): void {
  if (observer || typeof PerformanceObserver !== 'function' || !PerformanceObserver.supportedEntryTypes?.includes('resource')) return;
  // What the page fetched before this wait began is not this wait's business.
  lastActivity = 0;
  observer = new PerformanceObserver(() => {
    lastActivity = Date.now();
  });
  observer.observe({ type: 'resource' });
}

function stopWatching(): void {
  observer?.disconnect();
  observer = undefined;
  clearTimeout(timer);
  timer = undefined;
}

function runAll(): void {
  idleHandle = undefined;
  const tasks = [...waiting];
  waiting.clear();
  stopWatching();
  for (const { task } of tasks) task();
}

function check(): void {
  timer = undefined;
  const now = Date.now();
  const settled = [...waiting].some(({ since, quietMs }) => now - Math.max(lastActivity, since) >= quietMs);
  if (!settled) {
    timer = setTimeout(check, PREFETCH_POLL_MS);
    return;
  }
  // The browser's next idle moment; until then the network need not be watched.
  observer?.disconnect();
  observer = undefined;
  const w = window as IdleWindow;
  if (w.requestIdleCallback) idleHandle = w.requestIdleCallback(runAll, { timeout: 5_000 });
  else runAll();
}

/**
 * Runs `task` once the page has settled: no resource (script, call, image) fetched for `quietMs`, counted from the
 * task's own request at the earliest, then the browser idle; every other task waiting then runs with it. Network
 * activity is followed with a PerformanceObserver where there is one. Returns a cancel function.
 */
export function whenIdle(task: () => void, quietMs = PREFETCH_QUIET_MS): () => void {
  const entry: Waiting = { task, since: Date.now(), quietMs };
  waiting.add(entry);
  if (idleHandle === undefined) {
    watch();
    timer ??= setTimeout(check, PREFETCH_POLL_MS);
  }
  return () => {
    if (!waiting.delete(entry) || waiting.size) return;
    stopWatching();
    if (idleHandle !== undefined) (window as IdleWindow).cancelIdleCallback?.(idleHandle);
    idleHandle = undefined;
  };
}

/** The longest a task waits for the browser's first idle moment (`afterFirstIdle`). */
export const FIRST_IDLE_TIMEOUT_MS = 1_000;

/**
 * Runs `task` at the browser's next idle moment (at most FIRST_IDLE_TIMEOUT_MS later), without waiting for the network
 * to settle: what may come a frame later than the page's own content. Returns a cancel function.
 */
export function afterFirstIdle(task: () => void): () => void {
  const w = window as IdleWindow;
  if (w.requestIdleCallback) {
    const handle = w.requestIdleCallback(task, { timeout: FIRST_IDLE_TIMEOUT_MS });
    return () => w.cancelIdleCallback?.(handle);
  }
  const handle = setTimeout(task, 0);
  return () => clearTimeout(handle);
}

import { PREFETCH_POLL_MS, PREFETCH_QUIET_MS, whenIdle } from './idle';

/** PerformanceObservers the test drives: `fetched()` is a resource the page fetched, seen by every observer watching. */
const watching = new Set<() => void>();
const fetched = () => {
  for (const callback of watching) callback();
};
class FakeObserver {
  static supportedEntryTypes = ['resource'];
  constructor(private readonly callback: () => void) {}
  observe() {
    watching.add(this.callback);
  }
  disconnect() {
    watching.delete(this.callback);
  }
}
const original = globalThis.PerformanceObserver;

beforeEach(() => {
  jest.useFakeTimers();
  Object.defineProperty(globalThis, 'PerformanceObserver', { value: FakeObserver, configurable: true, writable: true });
});
afterEach(() => {
  jest.useRealTimers();
  Object.defineProperty(globalThis, 'PerformanceObserver', { value: original, configurable: true, writable: true });
});

describe('whenIdle', () => {
  it('runs a task once nothing was fetched for the quiet time, and not before', () => {
    const task = jest.fn();
    whenIdle(task);
    jest.advanceTimersByTime(PREFETCH_QUIET_MS - PREFETCH_POLL_MS);
    fetched();
    jest.advanceTimersByTime(PREFETCH_QUIET_MS - PREFETCH_POLL_MS);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(2 * PREFETCH_POLL_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs every waiting task in the same settled moment: what one fetches does not hold back the others', () => {
    // The service worker's registration asked first; the dashboard's prefetch a little later, while the page was quiet.
    const fetchesAtOnce = jest.fn(() => fetched());
    const prefetch = jest.fn();
    whenIdle(fetchesAtOnce);
    jest.advanceTimersByTime(PREFETCH_POLL_MS);
    whenIdle(prefetch);
    jest.advanceTimersByTime(PREFETCH_QUIET_MS);
    expect(fetchesAtOnce).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('a cancelled task never runs; the others still do', () => {
    const cancelled = jest.fn();
    const kept = jest.fn();
    const cancel = whenIdle(cancelled);
    whenIdle(kept);
    cancel();
    jest.advanceTimersByTime(PREFETCH_QUIET_MS + PREFETCH_POLL_MS);
    expect(cancelled).not.toHaveBeenCalled();
    expect(kept).toHaveBeenCalledTimes(1);
  });

  it('a task asked for after the others ran waits for its own quiet time', () => {
    whenIdle(jest.fn());
    jest.advanceTimersByTime(PREFETCH_QUIET_MS + PREFETCH_POLL_MS);
    const later = jest.fn();
    whenIdle(later);
    jest.advanceTimersByTime(PREFETCH_QUIET_MS - PREFETCH_POLL_MS);
    expect(later).not.toHaveBeenCalled();
    jest.advanceTimersByTime(2 * PREFETCH_POLL_MS);
    expect(later).toHaveBeenCalledTimes(1);
  });
});

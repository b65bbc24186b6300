import { render } from '@testing-library/react';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { PREFETCH_POLL_MS, PREFETCH_QUIET_MS } from '../idle';
import { forgetPrefetched, PrefetchNextRemote } from './prefetch';

/** Quiet time plus one look at the network. */
const SETTLED_MS = PREFETCH_QUIET_MS + PREFETCH_POLL_MS;
import { loadRemoteComponent } from './registry';

jest.mock('./registry', () => ({ loadRemoteComponent: jest.fn() }));

const load = loadRemoteComponent as jest.MockedFunction<typeof loadRemoteComponent>;

beforeEach(() => {
  jest.useFakeTimers();
  forgetPrefetched();
  load.mockReset();
  load.mockResolvedValue({ default: () => null });
});
afterEach(() => jest.useRealTimers());

const visit = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <PrefetchNextRemote />
    </MemoryRouter>,
  );

describe('PrefetchNextRemote', () => {
  it('fetches the dashboard only after the sign-in page has fetched nothing for a while and the browser is idle', () => {
    visit('/');
    act(() => jest.advanceTimersByTime(PREFETCH_QUIET_MS - 1));
    expect(load).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(PREFETCH_POLL_MS + 1));
    // jsdom has no requestIdleCallback: the task runs when the delay ends.
    expect(load).toHaveBeenCalledWith('operations', 'HomePage');
  });

  it('fetches the live orders from the dashboard, once however often the dashboard is shown', () => {
    const first = visit('/pages/home');
    act(() => jest.advanceTimersByTime(SETTLED_MS));
    first.unmount();
    visit('/pages/home');
    act(() => jest.advanceTimersByTime(SETTLED_MS));
    expect(load.mock.calls.filter(([remote, module]) => remote === 'operations' && module === 'OrdersPage')).toHaveLength(1);
  });

  it('fetches nothing when the page is left before it settles, nor from a page with no likely next one', () => {
    visit('/pages/orders').unmount();
    visit('/pages/wallet');
    act(() => jest.advanceTimersByTime(SETTLED_MS * 2));
    expect(load).not.toHaveBeenCalled();
  });

  it('tries again on a later visit when the prefetch failed', async () => {
    load.mockRejectedValueOnce(new Error('RUNTIME-003'));
    const first = visit('/pages/orders');
    await act(async () => {
      jest.advanceTimersByTime(SETTLED_MS);
    });
    first.unmount();
    visit('/pages/orders');
    await act(async () => {
      jest.advanceTimersByTime(SETTLED_MS);
    });
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith('operations', 'OrderDetailsPage');
  });

  it('waits while the page is still fetching', () => {
    let onResource: () => void = () => undefined;
    class FakeObserver {
      static supportedEntryTypes = ['resource'];
      constructor(callback: () => void) {
        onResource = callback;
      }
      observe() {}
      disconnect() {}
    }
    const original = globalThis.PerformanceObserver;
    Object.defineProperty(globalThis, 'PerformanceObserver', { value: FakeObserver, configurable: true, writable: true });
    try {
      visit('/pages/orders');
      act(() => jest.advanceTimersByTime(PREFETCH_QUIET_MS - 500));
      act(() => onResource());
      act(() => jest.advanceTimersByTime(PREFETCH_QUIET_MS - 1));
      expect(load).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(SETTLED_MS));
      expect(load).toHaveBeenCalledWith('operations', 'OrderDetailsPage');
    } finally {
      Object.defineProperty(globalThis, 'PerformanceObserver', { value: original, configurable: true, writable: true });
    }
  });
});

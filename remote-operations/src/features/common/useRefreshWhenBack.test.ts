import { renderHook } from '@testing-library/react';
import { useRefreshWhenBack } from './useRefreshWhenBack';

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  jest.useRealTimers();
  setVisibility('visible');
});

describe('useRefreshWhenBack', () => {
  it('refreshes when the tab comes back after more than the given time hidden, not after a glance away', () => {
    jest.useFakeTimers();
    const refresh = jest.fn();
    renderHook(() => useRefreshWhenBack(refresh, 60_000));
    setVisibility('hidden');
    jest.advanceTimersByTime(30_000);
    setVisibility('visible');
    expect(refresh).not.toHaveBeenCalled();
    setVisibility('hidden');
    jest.advanceTimersByTime(61_000);
    setVisibility('visible');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('refreshes when the network comes back, and stops listening once unmounted', () => {
    const refresh = jest.fn();
    const { unmount } = renderHook(() => useRefreshWhenBack(refresh, 60_000));
    window.dispatchEvent(new Event('online'));
    expect(refresh).toHaveBeenCalledTimes(1);
    unmount();
    window.dispatchEvent(new Event('online'));
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});

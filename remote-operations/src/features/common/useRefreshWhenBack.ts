import { useEffect, useRef } from 'react';

/**
 * Calls `refresh` when the data on screen may have gone old without the timer noticing (issue 14): the tab
 * comes back after being hidden for longer than `hiddenMs` (browsers slow a background tab's timers down),
 * or the network comes back after being lost.
 */
export function useRefreshWhenBack(refresh: () => void, hiddenMs: number): void {
  const latest = useRef(refresh);
  latest.current = refresh;

  useEffect(() => {
    let hiddenSince: number | null = document.visibilityState === 'hidden' ? Date.now() : null;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        hiddenSince = Date.now();
        return;
      }
      const away = hiddenSince === null ? 0 : Date.now() - hiddenSince;
      hiddenSince = null;
      if (away > hiddenMs) latest.current();
    };
    const onOnline = () => latest.current();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('online', onOnline);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('online', onOnline);
    };
  }, [hiddenMs]);
}

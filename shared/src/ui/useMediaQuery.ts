import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, followed live (a tablet with a mouse plugged in, a setting changed). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener?.('change', onChange);
      return () => list?.removeEventListener?.('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => !!window.matchMedia?.(query).matches,
    () => false,
  );
}

/** Whether the main pointer is a finger (a touch screen). */
export const useCoarsePointer = (): boolean => useMediaQuery('(pointer: coarse)');

/** Whether the user asked the system for less motion: the portal then opens and closes without animations. */
export const useReducedMotion = (): boolean => useMediaQuery('(prefers-reduced-motion: reduce)');

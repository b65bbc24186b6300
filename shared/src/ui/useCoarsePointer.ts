import { useSyncExternalStore } from 'react';

const QUERY = '(pointer: coarse)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia?.(QUERY);
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

const coarse = (): boolean => !!window.matchMedia?.(QUERY).matches;

/** Whether the main pointer is a finger (a touch screen), followed live: a tablet with a mouse plugged in changes. */
export function useCoarsePointer(): boolean {
  return useSyncExternalStore(subscribe, coarse, () => false);
}

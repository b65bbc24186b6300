import { useSyncExternalStore } from 'react';

/**
 * What the portal says when a change needs the server and the device has no network: the change was not sent, and
 * nothing typed is lost (the form, the staged orders stay as they were).
 */
export const NEEDS_NETWORK_MESSAGE =
  'Sem conexão com a internet: esta ação precisa da rede. Nada do que você digitou foi perdido; tente de novo quando a conexão voltar.';

/** Whether the browser says it has a network (`navigator.onLine`; true where there is no navigator, as in Node). */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** The network as the browser sees it, redrawn when it drops or comes back (the `online` / `offline` events). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/**
 * A change (POST, PUT, PATCH, DELETE) refused before it was sent, because the device is offline. Not an error of the
 * HTTP client: its outcome is known (nothing reached the server), so it is never 'being confirmed' like a lost answer.
 */
export class OfflineError extends Error {
  readonly offline = true;
  constructor() {
    super(NEEDS_NETWORK_MESSAGE);
    this.name = 'OfflineError';
  }
}

export function isOfflineError(error: unknown): error is OfflineError {
  return error instanceof OfflineError || (typeof error === 'object' && error !== null && (error as { offline?: unknown }).offline === true);
}

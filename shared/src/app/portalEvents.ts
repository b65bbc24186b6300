/**
 * What the host reports about a remote (host/src/telemetry): a release loaded or failed to load, fell back to another,
 * threw, or a web vital of its page. Never personal data: the page is a route's module, the store an id.
 */
export interface PortalEvent {
  type: 'load' | 'load-error' | 'fallback' | 'error' | 'vital';
  remote?: string;
  release?: string;
  /** A fallback's release. */
  to?: string;
  /** The route's module ('account/WalletPage'), '/' for sign-in. */
  page: string;
  store: string | null;
  message?: string;
  /** A web vital: LCP, INP or CLS, and its value (ms, or CLS's score). */
  name?: string;
  value?: number;
  at: number;
}

type Listener = (event: PortalEvent) => void;
const listeners = new Set<Listener>();

/**
 * Calls `listener` with every error the portal reports (a remote's failed load, fallback, an error thrown in its code),
 * whether or not a collector is named: where a team plugs in Sentry or the like. Returns the unsubscribe function.
 */
export function onPortalError(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The host's side of onPortalError. A listener that throws does not stop the others. */
export function emitPortalError(event: PortalEvent): void {
  for (const listener of listeners) {
    try {
      listener(event);
    } catch {
      // A plug-in's own failure is its own.
    }
  }
}

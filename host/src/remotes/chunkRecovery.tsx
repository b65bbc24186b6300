import { Component, type ReactNode } from 'react';
import { Spinner } from 'shared';

/** sessionStorage key: when this tab last reloaded to recover from a redeployed remote. */
export const CHUNK_RELOAD_KEY = 'portal:chunk-reload-at';
/** One reload in this window; a chunk that is still missing afterwards shows the fallback instead. */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

/**
 * A chunk of a remote that is no longer on its server: the remote was redeployed while the page was
 * open (its new build has new hashed names, the old ones are gone). webpack/rspack name it
 * ChunkLoadError ('Loading chunk … failed', or 'Loading CSS chunk … failed').
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [^\s]+ failed/i.test(error.message);
}

export interface RecoveryEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
  now: () => number;
}

function browserEnvironment(): RecoveryEnvironment {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = null;
  }
  return { storage, reload: () => window.location.reload(), now: () => Date.now() };
}

/**
 * After a ChunkLoadError, reloads the page once: the fresh page reads remotes.json and the remote's
 * manifest again (both never cached) and gets the new chunks. The session and the staged orders are
 * in localStorage ('persist:root', written on every change), so the reload keeps them.
 * Returns true when a reload was started; false when the error is another one, or this tab already
 * reloaded within CHUNK_RELOAD_WINDOW_MS (then the fallback with 'Tentar novamente' shows, no loop).
 */
export function reloadOnceForChunkError(error: unknown, env: RecoveryEnvironment = browserEnvironment()): boolean {
  if (!isChunkLoadError(error) || !env.storage) return false;
  const last = Number(env.storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
  if (last && env.now() - last < CHUNK_RELOAD_WINDOW_MS) return false;
  try {
    env.storage.setItem(CHUNK_RELOAD_KEY, String(env.now()));
  } catch {
    // Without storage there is no way to tell a second failure from the first: don't reload.
    return false;
  }
  env.reload();
  return true;
}

interface Props {
  children: ReactNode;
  /** Any other error: true when it was dealt with (the page is drawn again from a fallback release), else the panel. */
  onError?: (error: Error) => boolean;
  /** A widget's name: any error of it draws nothing and leaves one console line, no reload and no panel. */
  quiet?: string;
  /** For tests; the browser's sessionStorage and location.reload otherwise. */
  environment?: RecoveryEnvironment;
}
interface State {
  error: Error | null;
  panel: boolean;
}

/**
 * Sits inside the remote's error boundary: a ChunkLoadError (while loading the page or any chunk it loads later)
 * reloads the page once and shows the loading state meanwhile; any other error, or a second ChunkLoadError, goes to
 * `onError` and, when that cannot deal with it, on to the error boundary's fallback. A `quiet` widget stays out of the way.
 */
export class ChunkErrorRecovery extends Component<Props, State> {
  override state: State = { error: null, panel: false };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    if (this.props.quiet) console.error(`[portal] widget ${this.props.quiet} failed`, error.message);
    else if (!reloadOnceForChunkError(error, this.props.environment) && !this.props.onError?.(error)) this.setState({ panel: true });
  }

  override render() {
    const { error, panel } = this.state;
    if (error && panel) throw error;
    if (error) return this.props.quiet ? null : <Spinner />;
    return this.props.children;
  }
}

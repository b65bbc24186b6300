import { Component, lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { RemoteErrorBoundary, Spinner } from 'shared';
import type { RemoteName } from '../routes/routeTable';
import { report } from '../telemetry/report';
import { fallBack, loadRemoteComponent, releaseOf, resetRemote } from './registry';
import { ChunkErrorRecovery } from './chunkRecovery';

/** A remote that has not arrived by then is treated as down: the fallback with 'Tentar novamente' shows. */
export const REMOTE_LOAD_TIMEOUT_MS = 15_000;

/** Rejects when `promise` takes longer than `ms`. */
const withTimeout = <T,>(promise: Promise<T>, ms: number, what: string): Promise<T> =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} did not load within ${ms} ms`)), ms))]);

/**
 * The lazy page of each remote module and load attempt, kept outside React: a navigation renders the
 * new route inside a transition, and a tree that has not been committed yet keeps no memo, so a lazy
 * made during render would be made again on every retry — a new request each time, round in circles
 * when the load fails. Here every render of one attempt gets the same lazy, and so the same outcome.
 */
const pages = new Map<string, LazyExoticComponent<ComponentType>>();
/** Errors of loading (reported by the release plugin as load errors, not again as a page's error). */
const loadErrors = new WeakSet<object>();
/** A remote's 'Tentar novamente' in progress: remotes.json read again before the new attempt loads. */
const ready = new Map<RemoteName, Promise<void>>();

function remotePage(remote: RemoteName, module: string, attempt: number): LazyExoticComponent<ComponentType> {
  const key = `${remote}/${module}#${attempt}`;
  let page = pages.get(key);
  if (!page) {
    const load = async () => {
      await ready.get(remote);
      return loadRemoteComponent(remote, module);
    };
    page = lazy(() =>
      withTimeout(load(), REMOTE_LOAD_TIMEOUT_MS, `${remote}/${module}`).catch((error: unknown) => {
        failed.set(key, Date.now());
        if (typeof error === 'object' && error) loadErrors.add(error);
        // The one line an operator needs: which remote, from which URL (a malformed remotes.json, a manifest
        // URL answering HTML, a server down), and why.
        const url = releaseOf(remote)?.url ?? '(not named by remotes.json)';
        console.error(`[portal] remote '${remote}' (${module}) could not be loaded from ${url}: ${error instanceof Error ? error.message : String(error)}`);
        throw error;
      }),
    );
    pages.set(key, page);
  }
  return page;
}

/**
 * A failed load stays failed for its attempt: React renders the failed page again right after the
 * failure (that render must meet the same error, to show the fallback). A page mounted afresh later
 * (the merchant comes back to it) starts a new attempt; a page that loaded is reused.
 */
const FAILURE_SETTLE_MS = 1_000;
const failed = new Map<string, number>();
const attempts = new Map<string, number>();

function nextAttempt(remote: RemoteName, module: string): number {
  const id = `${remote}/${module}`;
  const current = attempts.get(id) ?? 0;
  const failedAt = failed.get(`${id}#${current}`);
  if (failedAt === undefined || Date.now() - failedAt < FAILURE_SETTLE_MS) return current;
  attempts.set(id, current + 1);
  return current + 1;
}

/** 'Tentar novamente': always a new attempt. */
function retryAttempt(remote: RemoteName, module: string): number {
  const id = `${remote}/${module}`;
  const next = (attempts.get(id) ?? 0) + 1;
  attempts.set(id, next);
  return next;
}

/** Forgets the cached pages (tests). */
export function forgetRemotePages(): void {
  pages.clear();
  failed.clear();
  attempts.clear();
}

interface Props {
  remote: RemoteName;
  module: string;
}

/**
 * One remote page: loaded at run time, a loading state while it comes, and an error boundary whose
 * 'Tentar novamente' loads it again. A failure stays inside this box: menu and header keep working.
 */
export function RemotePage({ remote, module }: Props) {
  // Each 'Tentar novamente' is a new attempt: a new lazy page, so a failed load is not kept.
  const [attempt, setAttempt] = useState(() => nextAttempt(remote, module));
  const Page = remotePage(remote, module, attempt);
  return (
    <RemoteErrorBoundary
      resetKey={`${remote}/${module}`}
      onRetry={() => {
        ready.set(remote, resetRemote(remote));
        setAttempt(retryAttempt(remote, module));
      }}
    >
      {/* A remote redeployed while the page was open (its old chunks gone): reload once and recover. A page that throws
          (as it mounts, or later) is reported with its release and drawn again from the fallback release, if any. */}
      <ChunkErrorRecovery
        key={attempt}
        onError={(error) => {
          if (!loadErrors.has(error)) report({ type: 'error', remote, release: releaseOf(remote)?.release, message: error.message });
          if (!fallBack(remote, error)) return false;
          setAttempt(retryAttempt(remote, module));
          return true;
        }}
      >
        <Suspense fallback={<Spinner />}>
          <Page />
        </Suspense>
      </ChunkErrorRecovery>
    </RemoteErrorBoundary>
  );
}

/** A widget that failed stays out of the way: nothing drawn, one line for whoever watches the console. */
class QuietBoundary extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    console.error(`[portal] widget ${this.props.name} failed`, error.message);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A remote's widget inside the host's own frame (the order alerts in the header): loaded like a page, but a slow
 * or failing remote shows nothing instead of a loading state or a fallback box; the next signed-in page tries again.
 */
export function RemoteWidget({ remote, module }: Props) {
  const [attempt] = useState(() => nextAttempt(remote, module));
  const Widget = remotePage(remote, module, attempt);
  return (
    <QuietBoundary name={`${remote}/${module}`}>
      <Suspense fallback={null}>
        <Widget />
      </Suspense>
    </QuietBoundary>
  );
}

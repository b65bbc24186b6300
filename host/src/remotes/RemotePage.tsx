import { lazy, Suspense, useMemo, useState } from 'react';
import { RemoteErrorBoundary } from 'shared';
import { Spinner } from 'shared/ui';
import type { RemoteName } from '../routes/routeTable';
import { loadRemoteComponent, resetRemote } from './registry';
import { ChunkErrorRecovery } from './chunkRecovery';

/** A remote that has not arrived by then is treated as down: the fallback with 'Tentar novamente' shows. */
export const REMOTE_LOAD_TIMEOUT_MS = 15_000;

/** Rejects when `promise` takes longer than `ms`. */
function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
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
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(
    () => lazy(() => withTimeout(loadRemoteComponent(remote, module), REMOTE_LOAD_TIMEOUT_MS, `${remote}/${module}`)),
    // A new attempt makes a new lazy component, so a failed import is not cached.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, module, attempt],
  );
  return (
    <RemoteErrorBoundary
      resetKey={`${remote}/${module}`}
      onRetry={() => {
        resetRemote(remote);
        setAttempt((n) => n + 1);
      }}
    >
      {/* A remote redeployed while the page was open (its old chunks gone): reload once and recover. */}
      <ChunkErrorRecovery>
        <Suspense fallback={<Spinner />}>
          <Page />
        </Suspense>
      </ChunkErrorRecovery>
    </RemoteErrorBoundary>
  );
}

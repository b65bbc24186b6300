import { lazy, Suspense, useMemo, useState } from 'react';
import { RemoteErrorBoundary } from 'shared';
import { Spinner } from 'shared/ui';
import type { RemoteName } from '../routes/routeTable';
import { loadRemoteComponent, resetRemote } from './registry';

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
    () => lazy(() => loadRemoteComponent(remote, module)),
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
      <Suspense fallback={<Spinner />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

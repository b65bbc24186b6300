import { lazy, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { RemoteErrorBoundary, RevealAtOnce, Spinner } from 'shared';
import type { RemoteName } from '../routes/routeTable';
import { report } from '../telemetry/report';
import { fallBack, loadRemoteComponent, releaseOf, resetRemote } from './registry';
import { ChunkErrorRecovery } from './chunkRecovery';
import { afterFirstIdle } from '../idle';

/** A remote that has not arrived by then is treated as down: the fallback with 'Tentar novamente' shows. */
export const REMOTE_LOAD_TIMEOUT_MS = 15_000;
/** A failed load stays failed this long: React renders the failed page again right after the failure (that render must meet the same error, to show the fallback). */
const FAILURE_SETTLE_MS = 1_000;

/**
 * The lazy page of each remote module, kept outside React: a navigation renders the new route inside a transition,
 * and a tree that has not been committed yet keeps no state, so a lazy made there would be made again on every
 * retry — a new request each time, round in circles when the load fails. A page that loaded is reused; one that
 * failed loads afresh when mounted again later (the merchant comes back to it), or at once on 'Tentar novamente'.
 */
interface LoadedPage {
  Page: LazyExoticComponent<ComponentType>;
  /** Settles when the page's load does (RevealAtOnce shows it then). */
  arrival: Promise<void>;
  failedAt?: number;
}
const pages = new Map<string, LoadedPage>();
/** Errors of loading (reported by the release plugin as load errors, not again as a page's error). */
const loadErrors = new WeakSet<object>();

/** The page's lazy; a `fresh` attempt first runs `fresh` ('Tentar novamente' reads remotes.json again). */
function remotePage(remote: RemoteName, module: string, fresh?: () => Promise<unknown>): LoadedPage {
  const known = pages.get(`${remote}/${module}`);
  if (known && !fresh && !(known.failedAt && Date.now() - known.failedAt >= FAILURE_SETTLE_MS)) return known;
  const load = async () => {
    await fresh?.();
    return loadRemoteComponent(remote, module);
  };
  let settled = () => {};
  const page: LoadedPage = {
    arrival: new Promise<void>((resolve) => {
      settled = resolve;
    }),
    Page: lazy(() =>
      Promise.race([
        load(),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error(`${remote}/${module} did not load within ${REMOTE_LOAD_TIMEOUT_MS} ms`)), REMOTE_LOAD_TIMEOUT_MS),
        ),
      ])
        .catch((error: unknown) => {
          page.failedAt = Date.now();
          if (typeof error === 'object' && error) loadErrors.add(error);
          // The one line an operator needs: which remote, from which URL (a malformed remotes.json, a manifest
          // URL answering HTML, a server down), and why.
          const url = releaseOf(remote)?.url ?? '(not named by remotes.json)';
          console.error(`[portal] remote '${remote}' (${module}) could not be loaded from ${url}: ${error instanceof Error ? error.message : String(error)}`);
          throw error;
        })
        .finally(() => settled()),
    ),
  };
  pages.set(`${remote}/${module}`, page);
  return page;
}

/** Forgets the cached pages (tests). */
export const forgetRemotePages = (): void => pages.clear();

interface Props {
  remote: RemoteName;
  module: string;
}

/**
 * One remote page: loaded at run time, a loading state while it comes, and an error boundary whose
 * 'Tentar novamente' loads it again. A failure stays inside this box: menu and header keep working.
 */
export function RemotePage({ remote, module }: Props) {
  // Each 'Tentar novamente' or fallback release is a new attempt: a new lazy page, so a failed load is not kept.
  const [{ page, attempt }, setPage] = useState(() => ({ page: remotePage(remote, module), attempt: 0 }));
  const again = (first: () => Promise<unknown>) => {
    const next = remotePage(remote, module, first);
    setPage((current) => ({ page: next, attempt: current.attempt + 1 }));
  };
  return (
    <RemoteErrorBoundary resetKey={`${remote}/${module}`} onRetry={() => again(() => resetRemote(remote))}>
      {/* A remote redeployed while the page was open (its old chunks gone): reload once and recover. A page that throws
          (as it mounts, or later) is reported with its release and drawn again from the fallback release, if any. */}
      <ChunkErrorRecovery
        key={attempt}
        onError={(error) => {
          if (!loadErrors.has(error)) report({ type: 'error', remote, release: releaseOf(remote)?.release, message: error.message });
          if (!fallBack(remote, error)) return false;
          again(() => Promise.resolve());
          return true;
        }}
      >
        <RevealAtOnce arrival={page.arrival} fallback={<Spinner />}>
          <page.Page />
        </RevealAtOnce>
      </ChunkErrorRecovery>
    </RemoteErrorBoundary>
  );
}

/**
 * A remote's widget inside the host's own frame (the order alerts in the header): loaded like a page, but a slow
 * or failing remote shows nothing instead of a loading state or a fallback box; the next signed-in page tries again.
 * Its code is asked for at the browser's first idle moment after the frame mounts: on a phone, the page's own content
 * (the dashboard's counters at sign-in) is drawn before the widget's code is fetched and run beside it.
 */
export function RemoteWidget({ remote, module }: Props) {
  const [widget, setWidget] = useState<LoadedPage | null>(null);
  useEffect(() => afterFirstIdle(() => setWidget(remotePage(remote, module))), [remote, module]);
  if (!widget) return null;
  return (
    <ChunkErrorRecovery quiet={`${remote}/${module}`}>
      <RevealAtOnce arrival={widget.arrival} fallback={null}>
        <widget.Page />
      </RevealAtOnce>
    </ChunkErrorRecovery>
  );
}

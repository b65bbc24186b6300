import { createElement, lazy, StrictMode, Suspense, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, MemoryRouter, Navigate, Route, Routes, matchPath } from 'react-router-dom';
// From the 'shared' entry, not by relative paths: this module is 'shared/mount', bundled into each remote's mount
// expose (an integrator's page only), and the entry is the page's one session store and HTTP client.
import {
  AppProviders,
  authApi,
  getSession,
  lazyAtOnce,
  PersistGate,
  RemoteErrorBoundary,
  RevealAtOnce,
  sessionActions,
  setApiBaseUrl,
  Spinner,
  startPersistence,
  useSession,
} from 'shared';
import type { FranchiseStore, SessionUser } from 'shared';

/**
 * antd's providers, loaded with the first mount: the shared package's entry stays without antd. Shown the moment they
 * arrive (RevealAtOnce), not at React's 300 ms after the spinner. A failed load is forgotten (lazyAtOnce): each mount and
 * each 'Tentar novamente' draws them through a lazy of its own, which asks again after a failure.
 * Its default export only (webpackExports): the portal's named AntdProviders and its icons stay out (AntdProviders.tsx).
 */
const antdProviders = lazyAtOnce(() => import(/* webpackExports: ["default"] */ './AntdProviders'));

/**
 * A remote's development shell, fetched only when a remote runs standalone: its Select, Layout and Alert stay off an
 * integrator's mounted pages.
 */
export const StandaloneShell = lazy(() => import('./StandaloneShell').then((module) => ({ default: module.StandaloneShell })));

/** What an integrator passes to a remote's mount(). */
export interface MountOptions {
  /** URL path the embedded pages live under (browser router), e.g. '/loja/pedidos'. Default '/'. */
  basePath?: string;
  /** 'memory' keeps the embedded pages out of the page's URL. Default 'browser'. */
  router?: 'browser' | 'memory';
  /** First path shown, e.g. '/pages/orders'. */
  initialPath?: string;
  /** Where the API lives, e.g. 'https://portal.example.com' (default: the page's origin). */
  apiBaseUrl?: string;
  /** An existing session (as returned by sign-in), used when none is stored yet. */
  session?: { user: SessionUser; franchiseStores?: FranchiseStore[]; selectedFranchiseStoreUuid?: string };
  /** Called when a page needs a signed-in user and there is none. */
  onSignInRequired?: () => void;
  /** Only pt-BR is available; other values fall back to it. */
  locale?: string;
  /** The remote's own development shell: route links and the demo sign-in shortcut. */
  standalone?: boolean;
}

/**
 * One page of a remote: its loader (`() => import('./OrdersPage')`), so that 'Tentar novamente' after a failed chunk
 * loads it afresh (React's lazy keeps a failure for good), or an element.
 */
export type RemoteRoute = { path: string } & ({ load: () => Promise<{ default: ComponentType }> } | { element: ReactNode });

type Session = NonNullable<MountOptions['session']>;

function seedSession(session: Session): void {
  sessionActions.setUser(session.user);
  if (session.franchiseStores) {
    sessionActions.setIsFranchiseAdmin(true);
    sessionActions.setFranchiseStores(session.franchiseStores);
    const selected = session.franchiseStores.find((s) => s.uuid === session.selectedFranchiseStoreUuid) ?? session.franchiseStores[0];
    if (selected) sessionActions.selectFranchiseStore(selected);
  }
}

/**
 * Builds the framework-agnostic mount(element, options) → unmount of a remote. It brings its own
 * router and providers, so it works in a page with no React of its own; two mounts on one page
 * each have their own React root and router.
 */
export function createRemoteMount(routes: RemoteRoute[]) {
  return function mount(element: HTMLElement, options: MountOptions = {}): () => void {
    if (options.apiBaseUrl !== undefined) setApiBaseUrl(options.apiBaseUrl);
    // The integrator's session, once the stored state is restored (a stored signed-out state would replace it), and only
    // if that one is not signed in: the pages wait for it.
    const { session } = options;
    const seeded = session
      ? startPersistence().then(() => {
          if (!getSession().isLogged) seedSession(session);
        })
      : null;
    // An unknown path (or an initialPath no route matches) goes to the first page, never round in circles.
    const requested = options.initialPath;
    const first = requested && routes.some((r) => matchPath(r.path, requested.split('?')[0] ?? requested)) ? requested : (routes[0]?.path ?? '/');
    const root = createRoot(element);
    root.render(
      <StrictMode>
        <AppProviders>
          <PersistGate>
            <Seeded seeding={seeded}>
              <Mounted routes={routes} options={options} first={first} />
            </Seeded>
          </PersistGate>
        </AppProviders>
      </StrictMode>,
    );
    return () => root.unmount();
  };
}

/** Draws its children once the integrator's session is in the store (at once without one). */
function Seeded({ seeding, children }: { seeding: Promise<void> | null; children: ReactNode }) {
  const [done, setDone] = useState(!seeding);
  useEffect(() => {
    let live = true;
    void seeding?.then(() => live && setDone(true));
    return () => {
      live = false;
    };
  }, [seeding]);
  return done ? children : <Spinner />;
}

/**
 * The providers and pages of one mount, each behind a boundary whose 'Tentar novamente' loads the failed part again:
 * antd's providers (a boundary above them: a failed load keeps the integrator's element from going blank) and the
 * pages (fresh lazies per attempt).
 */
function Mounted({ routes, options, first }: { routes: RemoteRoute[]; options: MountOptions; first: string }) {
  const [providersAttempt, setProvidersAttempt] = useState(0);
  const [pagesAttempt, setPagesAttempt] = useState(0);
  // Each attempt its own lazies (React's lazy keeps a failure for good). The providers' lazy waits on a promise of its
  // own: the shared load's promise, marked settled by React for an earlier lazy, would make it replay a pending lazy
  // over and over without ever yielding (a second mount, a retry).
  const Providers = useMemo(() => lazy(() => antdProviders.arrival().then((module) => module)), [providersAttempt]);
  const pages = useMemo(() => {
    // One lazy per loader: two addresses of one page (a form's 'create' and 'edit') keep it mounted between them.
    const lazies = new Map<() => Promise<{ default: ComponentType }>, ComponentType>();
    return routes.map((r) => {
      if (!('load' in r)) return r.element;
      if (!lazies.has(r.load)) lazies.set(r.load, lazy(r.load));
      return createElement(lazies.get(r.load)!);
    });
  }, [routes, pagesAttempt]);
  const routesElement = (
    <Routes>
      {routes.map((r, i) => (
        <Route key={r.path} path={r.path} element={<SignedIn onSignInRequired={options.onSignInRequired}>{pages[i]}</SignedIn>} />
      ))}
      <Route path="*" element={<Navigate to={first} replace />} />
    </Routes>
  );
  const content = (
    <RemoteErrorBoundary onRetry={() => setPagesAttempt((n) => n + 1)}>
      <Suspense fallback={<Spinner />}>
        {options.standalone ? <StandaloneShell paths={routes.map((r) => r.path)}>{routesElement}</StandaloneShell> : routesElement}
      </Suspense>
    </RemoteErrorBoundary>
  );
  return (
    <RemoteErrorBoundary onRetry={() => setProvidersAttempt((n) => n + 1)}>
      <RevealAtOnce arrival={antdProviders.arrival()} fallback={<Spinner />}>
        <Providers>
          {options.router === 'memory' ? (
            <MemoryRouter initialEntries={[first]}>{content}</MemoryRouter>
          ) : (
            <BrowserRouter basename={options.basePath && options.basePath !== '/' ? options.basePath : undefined}>{content}</BrowserRouter>
          )}
        </Providers>
      </RevealAtOnce>
    </RemoteErrorBoundary>
  );
}

/**
 * With onSignInRequired, a page shows only to a signed-in user: with no session the callback runs
 * (once per change) and the page waits; it appears as soon as a sign-in fills the shared session.
 */
function SignedIn({ children, onSignInRequired }: { children: ReactNode; onSignInRequired?: () => void }) {
  const { isLogged } = useSession();
  useEffect(() => {
    // Read afresh: a sign-in that finished between this render and its effect must not ask again.
    if (!isLogged && !getSession().isLogged && onSignInRequired) onSignInRequired();
  }, [isLogged, onSignInRequired]);
  if (!isLogged && onSignInRequired) return null;
  return <>{children}</>;
}

/** Ends the shared session of an embedding page: clears the session cookie (best effort) and the stored session. */
export async function signOutSession(): Promise<void> {
  await authApi.logout().catch(() => undefined);
  sessionActions.logout();
}

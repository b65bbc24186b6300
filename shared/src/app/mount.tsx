import { lazy, StrictMode, Suspense, useEffect, type ReactNode } from 'react';
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
  useSession,
} from 'shared';
import type { FranchiseStore, SessionUser } from 'shared';

/**
 * antd's providers, loaded with the first mount: the shared package's entry stays without antd. Shown the moment they
 * arrive (RevealAtOnce), not at React's 300 ms after the spinner.
 */
const antdProviders = lazyAtOnce(() => import('./AntdProviders'));

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

export interface RemoteRoute {
  path: string;
  element: ReactNode;
}

/**
 * Builds the framework-agnostic mount(element, options) → unmount of a remote. It brings its own
 * router and providers, so it works in a page with no React of its own; two mounts on one page
 * each have their own React root and router.
 */
export function createRemoteMount(routes: RemoteRoute[]) {
  return function mount(element: HTMLElement, options: MountOptions = {}): () => void {
    if (options.apiBaseUrl !== undefined) setApiBaseUrl(options.apiBaseUrl);
    if (options.session && !getSession().isLogged) {
      sessionActions.setUser(options.session.user);
      if (options.session.franchiseStores) {
        sessionActions.setIsFranchiseAdmin(true);
        sessionActions.setFranchiseStores(options.session.franchiseStores);
        const selected =
          options.session.franchiseStores.find((s) => s.uuid === options.session?.selectedFranchiseStoreUuid) ?? options.session.franchiseStores[0];
        if (selected) sessionActions.selectFranchiseStore(selected);
      }
    }
    // An unknown path (or an initialPath no route matches) goes to the first page, never round in circles.
    const requested = options.initialPath;
    const first = requested && routes.some((r) => matchPath(r.path, requested.split('?')[0] ?? requested)) ? requested : (routes[0]?.path ?? '/');
    const routesElement = (
      <Routes>
        {routes.map((r) => (
          <Route key={r.path} path={r.path} element={<SignedIn onSignInRequired={options.onSignInRequired}>{r.element}</SignedIn>} />
        ))}
        <Route path="*" element={<Navigate to={first} replace />} />
      </Routes>
    );
    const content = (
      <Suspense fallback={<Spinner />}>
        {options.standalone ? <StandaloneShell paths={routes.map((r) => r.path)}>{routesElement}</StandaloneShell> : routesElement}
      </Suspense>
    );
    const root = createRoot(element);
    root.render(
      <StrictMode>
        <AppProviders>
          <PersistGate>
            <RevealAtOnce arrival={antdProviders.arrival()} fallback={<Spinner />}>
              <antdProviders.Component>
                <RemoteErrorBoundary>
                  {options.router === 'memory' ? (
                    <MemoryRouter initialEntries={[first]}>{content}</MemoryRouter>
                  ) : (
                    <BrowserRouter basename={options.basePath && options.basePath !== '/' ? options.basePath : undefined}>{content}</BrowserRouter>
                  )}
                </RemoteErrorBoundary>
              </antdProviders.Component>
            </RevealAtOnce>
          </PersistGate>
        </AppProviders>
      </StrictMode>,
    );
    return () => root.unmount();
  };
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

import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import {
  appMessages,
  AppProviders,
  lazyAtOnce,
  onSessionExpired,
  PersistGate,
  RemoteErrorBoundary,
  RevealAtOnce,
  Spinner,
  useAllStoresView,
  useOrders,
  usePortalMessage,
} from 'shared';
import { AppInstall } from './app-install';
import { isSupportedBrowser } from './browser-banner/browser';
import { loadRegistry } from './remotes/registry';
import { loadRuntimeConfig } from './runtime-config/loadRuntimeConfig';
import { RemotePage } from './remotes/RemotePage';
import { startReportsWhenSignedIn } from './telemetry/startReports';
import { loadPortalLayout, PrefetchNextRemote } from './remotes/prefetch';
import { RouteGuard } from './routes/guards';
import { routeTable, STAGED_DELIVERY_SECTION, type RemoteRouteEntry } from './routes/routeTable';
import { RedirectScreen } from './screens/RedirectScreen';
import { operationsPages } from 'shared/pages';

/** One notice when the session expires, however many calls answered 401. */
function SessionExpiryNotice() {
  // The page's message holder, not antd's App (drawn by the signed-in layout only): the notice shows on
  // the sign-in page the session ends on.
  const message = usePortalMessage();
  useEffect(() => onSessionExpired(() => void message.warning({ content: appMessages.sessionExpired, key: 'session-expired' })), [message]);
  return null;
}

/**
 * /pages/orders: the staged-delivery section of remote-delivery above the live orders, when orders are staged (D1);
 * not with 'Todas as lojas' (they are the selected store's, shown when it is chosen again, D14).
 */
function OrdersWithStagedSection({ entry }: { entry: RemoteRouteEntry }) {
  const { orders } = useOrders();
  const allStores = useAllStoresView();
  return (
    <>
      {orders.length > 0 && !allStores && <RemotePage remote={STAGED_DELIVERY_SECTION.remote} module={STAGED_DELIVERY_SECTION.module} />}
      <RemotePage key={`${entry.remote}/${entry.module}`} remote={entry.remote} module={entry.module} />
    </>
  );
}

/** Only for a browser the portal does not support (docs/spec/part-1-signin-dashboard-delivery.md §1): Chrome and Edge never fetch it. */
const BrowserBanner = lazy(() => import('./browser-banner/BrowserBanner').then((module) => ({ default: module.BrowserBanner })));

/** Only for an unknown address: its illustration (antd's Result) stays off every other first load. */
const NotFoundScreen = lazy(() => import('./screens/NotFoundScreen').then((module) => ({ default: module.NotFoundScreen })));

/**
 * The side menu and header are not on the sign-in page: their code comes with the first signed-in page (or ahead of it,
 * see prefetch). Asked for once: the lazy and its RevealAtOnce wait on the same load.
 */
const portalLayout = lazyAtOnce(() => loadPortalLayout().then((module) => ({ default: module.PortalLayout })));

/**
 * A signed-in page inside the side menu and header: the layout's code is asked for only when such a page is shown. Its
 * load failing shows the panel whose 'Tentar novamente' asks again (lazyAtOnce forgets a failed load), never a blank
 * page. (No reload for a redeployed host's missing file: the service worker keeps the shell's files.)
 */
export function SignedInLayout({ oneStore, children }: { oneStore?: boolean; children: ReactNode }) {
  // A retry's own lazy: React's lazy keeps a failure for good. A promise of its own (mount.tsx says why).
  const [attempt, setAttempt] = useState(0);
  const Layout = useMemo(() => (attempt ? lazy(() => portalLayout.arrival().then((module) => module)) : portalLayout.Component), [attempt]);
  return (
    <RemoteErrorBoundary wholePortal onRetry={() => setAttempt((n) => n + 1)}>
      <RevealAtOnce arrival={portalLayout.arrival()} fallback={<Spinner fullscreen />}>
        <Layout oneStore={oneStore}>{children}</Layout>
      </RevealAtOnce>
    </RemoteErrorBoundary>
  );
}

function routeElement(entry: RemoteRouteEntry) {
  const page =
    // Keyed by page: a new loading boundary per page, so a menu click shows the loading state at once
    // instead of keeping the previous page on screen while the next remote comes (router transitions).
    entry.path === operationsPages.orders.path ? (
      <OrdersWithStagedSection key={entry.path} entry={entry} />
    ) : (
      <RemotePage key={`${entry.remote}/${entry.module}`} remote={entry.remote} module={entry.module} />
    );
  return <RouteGuard guard={entry.guard}>{entry.bare ? page : <SignedInLayout oneStore={entry.oneStore}>{page}</SignedInLayout>}</RouteGuard>;
}

export function App() {
  const [registryReady, setRegistryReady] = useState(false);
  useEffect(() => {
    // The remotes and the deployment's runtime configuration, side by side, before the first screen.
    const registry = loadRegistry().catch((error: Error) => console.error('[portal] remotes.json could not be read', error.message));
    const ready = Promise.all([registry, loadRuntimeConfig()]);
    void ready.then(() => setRegistryReady(true));
    // The reports about the remotes (and web-vitals) once signed in and idle, or at the first error: never on the sign-in page's path.
    return startReportsWhenSignedIn(() => {
      void ready
        .then(() => import('./telemetry/collector'))
        .then(
          ({ startCollector }) => startCollector(),
          () => undefined,
        );
    });
  }, []);

  return (
    <AppProviders>
      {/* Every screen, public ones included (§1): before a password is typed. */}
      {!isSupportedBrowser(navigator.userAgent) && (
        <Suspense fallback={null}>
          <BrowserBanner />
        </Suspense>
      )}
      <SessionExpiryNotice />
      <AppInstall />
      <PersistGate>
        {registryReady ? (
          <BrowserRouter>
            <PrefetchNextRemote />
            <Routes>
              {routeTable.map((entry) => (
                <Route key={entry.path} path={entry.path} element={routeElement(entry)} />
              ))}
              <Route path="/pages" element={<RedirectScreen />} />
              <Route
                path="*"
                element={
                  <Suspense fallback={<Spinner fullscreen />}>
                    <NotFoundScreen />
                  </Suspense>
                }
              />
            </Routes>
          </BrowserRouter>
        ) : (
          <Spinner fullscreen />
        )}
      </PersistGate>
    </AppProviders>
  );
}

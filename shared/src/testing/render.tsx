import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AntdProviders } from '../app/AntdProviders';
import { AppProviders } from '../app/AppProviders';
import { sessionActions } from '../session/actions';
import { allStoresActions } from '../session/allStores';
import { initialOrdersState, initialSessionState, ordersAtom, portalStore, restoredAtom, sessionAtom } from '../session/store';
import type { FranchiseStore, OrdersState, SessionUser, StagedOrder } from '../session/types';

export interface RenderOptions {
  /** The URL the page is rendered at. Default '/'. */
  route?: string;
  /** The route pattern, for pages that read params (e.g. '/pages/orders/:orderId'). */
  path?: string;
  /** A signed-in user (omit for an anonymous visitor). */
  session?: { user: SessionUser; franchiseStores?: FranchiseStore[]; selectedFranchiseStoreUuid?: string };
  stagedOrders?: StagedOrder[];
  /** The whole orders slice as a reload would restore it (drafts included); applied after `stagedOrders`. */
  ordersState?: OrdersState;
  /** The server-data cache (default: a fresh one without retries). */
  queryClient?: QueryClient;
}

/** Puts the shared store back to a fresh, restored state. */
export function resetStores(): void {
  portalStore.set(sessionAtom, { ...initialSessionState });
  portalStore.set(ordersAtom, { ...initialOrdersState });
  portalStore.set(restoredAtom, true);
  window.localStorage.clear();
  allStoresActions.leave();
}

export function seedSession(session: NonNullable<RenderOptions['session']>): void {
  sessionActions.setUser(session.user);
  if (session.franchiseStores) {
    sessionActions.setIsFranchiseAdmin(true);
    sessionActions.setFranchiseStores(session.franchiseStores);
    const selected = session.franchiseStores.find((s) => s.uuid === session.selectedFranchiseStoreUuid) ?? session.franchiseStores[0];
    if (selected) sessionActions.selectFranchiseStore(selected);
  }
}

/**
 * A fresh cache for one test: no retries (a failed read fails at once, as the test's fake network says), nothing kept
 * from another test.
 */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: false } } });
}

/** Renders a page as the portal would: providers, shared store, a router at `route`. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderResult {
  resetStores();
  if (options.session) seedSession(options.session);
  if (options.stagedOrders) portalStore.set(ordersAtom, { orders: options.stagedOrders, currentEditingOrder: null });
  if (options.ordersState) portalStore.set(ordersAtom, options.ordersState);
  const route = options.route ?? '/';
  return render(
    <AppProviders>
      {/* antd's providers statically here (the portal loads them with the signed-in layout), so a test renders at once. */}
      <AntdProviders queryClient={options.queryClient ?? createTestQueryClient()}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={options.path ?? route.split('?')[0]} element={ui} />
            <Route path="*" element={<div data-testid="navigated-away" />} />
          </Routes>
        </MemoryRouter>
      </AntdProviders>
    </AppProviders>,
  );
}

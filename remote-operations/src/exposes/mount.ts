import { createElement, lazy } from 'react';
import { createRemoteMount } from 'shared';

/**
 * mount(element, options) → unmount: embeds remote-operations's pages in any page, with its own router
 * and providers (README, 'Embedding a remote'). Each page is its own chunk.
 */
export const mount = createRemoteMount([
  { path: '/pages/home', element: createElement(lazy(() => import('./HomePage'))) },
  { path: '/pages/orders', element: createElement(lazy(() => import('./OrdersPage'))) },
  { path: '/pages/orders/:orderId', element: createElement(lazy(() => import('./OrderDetailsPage'))) },
  { path: '/pages/order-history', element: createElement(lazy(() => import('./OrderHistoryPage'))) },
  { path: '/pages/couriers', element: createElement(lazy(() => import('./CouriersPage'))) },
  { path: '/pages/courier/create', element: createElement(lazy(() => import('./CourierFormPage'))) },
]);

export default mount;

/**
 * For a page with no sign-in of its own: signs in with the portal's rules (franchise stores included)
 * into the one shared session, so every remote mounted on the page is signed in at once.
 */
export { signInSession as signIn, signOutSession as signOut } from 'shared';

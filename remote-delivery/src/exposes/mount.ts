import { createElement, lazy } from 'react';
import { createRemoteMount } from 'shared';

/**
 * mount(element, options) → unmount: embeds remote-delivery's pages in any page, with its own router
 * and providers (README, 'Embedding a remote'). Each page is its own chunk.
 */
export const mount = createRemoteMount([
  { path: '/pages/delivery', element: createElement(lazy(() => import('./DeliveryPage'))) },
  { path: '/pages/old-delivery', element: createElement(lazy(() => import('./LegacyDeliveryPage'))) },
]);

export default mount;

/**
 * For a page with no sign-in of its own: signs in with the portal's rules (franchise stores included)
 * into the one shared session, so every remote mounted on the page is signed in at once.
 */
export { signInSession as signIn, signOutSession as signOut } from 'shared';

import { createElement, lazy } from 'react';
import { createRemoteMount } from 'shared';

/**
 * mount(element, options) → unmount: embeds remote-account's pages in any page, with its own router
 * and providers (README, 'Embedding a remote'). Each page is its own chunk.
 */
export const mount = createRemoteMount([
  { path: '/pages/settings', element: createElement(lazy(() => import('./FleetPlansPage'))) },
  { path: '/pages/business', element: createElement(lazy(() => import('./BusinessProfilePage'))) },
  { path: '/pages/user', element: createElement(lazy(() => import('./UserProfilePage'))) },
  { path: '/pages/profiles-config', element: createElement(lazy(() => import('./StaffProfilesPage'))) },
  { path: '/pages/create-profile', element: createElement(lazy(() => import('./CreateProfilePage'))) },
  { path: '/pages/roles', element: createElement(lazy(() => import('./RolesPage'))) },
  { path: '/pages/wallet', element: createElement(lazy(() => import('./WalletPage'))) },
]);

export default mount;

/**
 * For a page with no sign-in of its own: signs in with the portal's rules (franchise stores included)
 * into the one shared session, so every remote mounted on the page is signed in at once.
 */
export { signInSession as signIn, signOutSession as signOut } from 'shared';

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

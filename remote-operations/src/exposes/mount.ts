import type { ComponentType } from 'react';
import { createRemoteMount } from 'shared/mount';
import { operationsPages } from 'shared/pages';

/** Each exposed page, its own chunk: loaders, so that 'Tentar novamente' after a failed chunk asks for it again. */
const pageLoaders: Record<(typeof operationsPages)[keyof typeof operationsPages]['page'], () => Promise<{ default: ComponentType }>> = {
  HomePage: () => import('./HomePage'),
  OrdersPage: () => import('./OrdersPage'),
  OrderDetailsPage: () => import('./OrderDetailsPage'),
  OrderHistoryPage: () => import('./OrderHistoryPage'),
  CouriersPage: () => import('./CouriersPage'),
  CourierFormPage: () => import('./CourierFormPage'),
};

/**
 * mount(element, options) → unmount: embeds remote-operations's pages in any page, with its own router
 * and providers (README, 'Embedding a remote'), at its page addresses ('shared/pages').
 */
export const mount = createRemoteMount(Object.values(operationsPages).map(({ path, page }) => ({ path, load: pageLoaders[page] })));

export default mount;

/**
 * For a page with no sign-in of its own: signs in with the portal's rules (franchise stores included)
 * into the one shared session, so every remote mounted on the page is signed in at once.
 */
export { signInSession as signIn } from 'shared';
export { signOutSession as signOut } from 'shared/mount';

import type { ComponentType } from 'react';
import { createRemoteMount } from 'shared/mount';
import { accountPages } from 'shared/pages';

/** Each exposed page, its own chunk: loaders, so that 'Tentar novamente' after a failed chunk asks for it again. */
const pageLoaders: Record<(typeof accountPages)[keyof typeof accountPages]['page'], () => Promise<{ default: ComponentType }>> = {
  FleetPlansPage: () => import('./FleetPlansPage'),
  BusinessProfilePage: () => import('./BusinessProfilePage'),
  UserProfilePage: () => import('./UserProfilePage'),
  StaffProfilesPage: () => import('./StaffProfilesPage'),
  CreateProfilePage: () => import('./CreateProfilePage'),
  RolesPage: () => import('./RolesPage'),
  WalletPage: () => import('./WalletPage'),
};

/**
 * mount(element, options) → unmount: embeds remote-account's pages in any page, with its own router
 * and providers (README, 'Embedding a remote'), at its page addresses ('shared/pages').
 */
export const mount = createRemoteMount(Object.values(accountPages).map(({ path, page }) => ({ path, load: pageLoaders[page] })));

export default mount;

/**
 * For a page with no sign-in of its own: signs in with the portal's rules (franchise stores included)
 * into the one shared session, so every remote mounted on the page is signed in at once.
 */
export { signInSession as signIn } from 'shared';
export { signOutSession as signOut } from 'shared/mount';

import { createElement, lazy } from 'react';
import { createRemoteMount } from 'shared';

/**
 * mount(element, options) → unmount: embeds remote-auth's pages in any page, with its own router
 * and providers (README, 'Embedding a remote'). Each page is its own chunk.
 */
export const mount = createRemoteMount([
  { path: '/', element: createElement(lazy(() => import('./SignInPage'))) },
  { path: '/redefinir-senha/:token', element: createElement(lazy(() => import('./PasswordResetPage'))) },
]);

export default mount;

/**
 * For a page with no sign-in of its own: signs in with the portal's rules (franchise stores included)
 * into the one shared session, so every remote mounted on the page is signed in at once.
 */
export { signInSession as signIn, signOutSession as signOut } from 'shared';

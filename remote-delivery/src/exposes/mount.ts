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

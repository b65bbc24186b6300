import { matchPath } from 'react-router-dom';
import { accountPages, deliveryPages, operationsPages } from 'shared/pages';
import { layoutMessages as m } from './messages';

/** The portal's name, alone in the tab's title on the public screens and after each page's name on a signed-in one. */
export const PORTAL_NAME = 'Portal do Comerciante';

/**
 * Each signed-in page's name, as the menu calls it (its own title where the menu has no entry): every page of
 * 'shared/pages' must have one, so a new page cannot come without it.
 */
const NAMES: Record<keyof typeof operationsPages | keyof typeof deliveryPages | keyof typeof accountPages, string> = {
  home: m.menuHome,
  orders: m.menuOrders,
  orderDetails: m.pageOrderDetails,
  orderHistory: m.menuHistory,
  couriers: m.menuCouriers,
  courierCreate: m.pageCourierCreate,
  courierEdit: m.pageCourierEdit,
  staging: m.menuDelivery,
  legacyBuilder: m.menuDelivery,
  fleetPlans: m.menuPlans,
  storeProfile: m.menuBusiness,
  ownProfile: m.menuUser,
  staffProfiles: m.menuProfiles,
  createProfile: m.pageCreateProfile,
  roles: m.menuRoles,
  wallet: m.menuWallet,
};

/** Addresses without parameters first: '/pages/courier/create' is not the courier ':id' 'create'. */
const PAGES = Object.entries({ ...operationsPages, ...deliveryPages, ...accountPages })
  .map(([key, { path }]) => ({ path, name: NAMES[key as keyof typeof NAMES] }))
  .sort((a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')));

/** The name of the signed-in page at `pathname`, or undefined for an address that is none of them. */
export function pageNameAt(pathname: string): string | undefined {
  return PAGES.find(({ path }) => matchPath(path, pathname))?.name;
}

/** The tab's title of a page: 'Pedidos · Portal do Comerciante'. */
export const pageTitle = (name: string | undefined): string => (name ? `${name} · ${PORTAL_NAME}` : PORTAL_NAME);

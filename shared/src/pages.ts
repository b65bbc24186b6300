/**
 * The portal's page addresses (docs/decisions.md D1), one typed contract every app reads: the host's route table,
 * menu and redirects, each remote's mount() and every link to a page of another app are built from it, so an
 * address is written once and no app imports another app's files (docs/architecture.md, 'Sibling remotes').
 * `page` is the exposed module that draws it. Addresses only, no imports: each app bundles its own copy (it is not a
 * shared singleton), so the host's entry reads it before the shared libraries are negotiated (remotes/preload.ts).
 */

/** remote-auth's pages. */
export const authPages = {
  signIn: { path: '/', page: 'SignInPage' },
  passwordReset: { path: '/redefinir-senha/:token', page: 'PasswordResetPage' },
} as const;

/** remote-delivery's pages. */
export const deliveryPages = {
  staging: { path: '/pages/delivery', page: 'DeliveryPage' },
  legacyBuilder: { path: '/pages/old-delivery', page: 'LegacyDeliveryPage' },
} as const;

/** remote-operations's pages. */
export const operationsPages = {
  home: { path: '/pages/home', page: 'HomePage' },
  orders: { path: '/pages/orders', page: 'OrdersPage' },
  orderDetails: { path: '/pages/orders/:orderId', page: 'OrderDetailsPage' },
  orderHistory: { path: '/pages/order-history', page: 'OrderHistoryPage' },
  couriers: { path: '/pages/couriers', page: 'CouriersPage' },
  courierCreate: { path: '/pages/courier/create', page: 'CourierFormPage' },
  courierEdit: { path: '/pages/courier/:id', page: 'CourierFormPage' },
} as const;

/* The helpers fill a pattern as react-router's generatePath does (the value URI-encoded), without importing it. */
/**
 * The address of one order's details; `store` (a franchise store's uuid, 'Todas as lojas') opens it in that store
 * without selecting it (docs/decisions.md D14).
 */
export const orderDetailsPath = (orderId: string, store?: string) =>
  operationsPages.orderDetails.path.replace(':orderId', encodeURIComponent(orderId)) + (store ? `?${ORDER_STORE_PARAM}=${encodeURIComponent(store)}` : '');
/** The query parameter that names the store an order's details are read in. */
export const ORDER_STORE_PARAM = 'loja';
/** The address of one courier's form. */
export const courierEditPath = (id: string) => operationsPages.courierEdit.path.replace(':id', encodeURIComponent(id));

/** remote-account's pages. */
export const accountPages = {
  fleetPlans: { path: '/pages/settings', page: 'FleetPlansPage' },
  storeProfile: { path: '/pages/business', page: 'BusinessProfilePage' },
  ownProfile: { path: '/pages/user', page: 'UserProfilePage' },
  staffProfiles: { path: '/pages/profiles-config', page: 'StaffProfilesPage' },
  createProfile: { path: '/pages/create-profile', page: 'CreateProfilePage' },
  roles: { path: '/pages/roles', page: 'RolesPage' },
  wallet: { path: '/pages/wallet', page: 'WalletPage' },
} as const;

/** Each remote's pages, by the remote's name in remotes.json. */
export const pagesByRemote = { auth: authPages, delivery: deliveryPages, operations: operationsPages, account: accountPages } as const;

/**
 * The remote and page an address shows: the pattern that matches (':name' matches one segment), or null. Read by the
 * host's entry (which remote to load first) and by the host's server (which remote's files to name in the page's
 * answer: serve/pagePreloads.ts).
 */
export function pageAt(pathname: string): { remote: keyof typeof pagesByRemote; page: string } | null {
  const segments = pathname.replace(/\/+$/, '').split('/');
  for (const [remote, pages] of Object.entries(pagesByRemote) as [keyof typeof pagesByRemote, Record<string, { path: string; page: string }>][]) {
    for (const { path, page } of Object.values(pages)) {
      const pattern = path.replace(/\/+$/, '').split('/');
      if (pattern.length === segments.length && pattern.every((part, i) => part.startsWith(':') || part === segments[i])) return { remote, page };
    }
  }
  return null;
}

import type { PageOf } from '../remotes/exposedModules';

/** Which page lives where (docs/decisions.md D1). The host owns the URL map; remotes own the pages. */
export type RemoteName = 'auth' | 'delivery' | 'operations' | 'account';
export type Guard = 'public' | 'anonymous-only' | 'signed-in' | 'manual-create';

/** One route: a page of one remote, which must exist and need no props (checked against the remote's published types). */
export type RemoteRouteEntry = {
  [R in RemoteName]: {
    path: string;
    remote: R;
    /** The exposed module, without './'. */
    module: PageOf<R>;
    guard: Guard;
    /** Pages drawn without the side menu and header. */
    bare?: boolean;
  };
}[RemoteName];

export const routeTable: RemoteRouteEntry[] = [
  { path: '/', remote: 'auth', module: 'SignInPage', guard: 'anonymous-only', bare: true },
  { path: '/redefinir-senha/:token', remote: 'auth', module: 'PasswordResetPage', guard: 'public', bare: true },
  { path: '/pages/home', remote: 'operations', module: 'HomePage', guard: 'signed-in' },
  { path: '/pages/delivery', remote: 'delivery', module: 'DeliveryPage', guard: 'manual-create' },
  { path: '/pages/old-delivery', remote: 'delivery', module: 'LegacyDeliveryPage', guard: 'manual-create' },
  { path: '/pages/orders', remote: 'operations', module: 'OrdersPage', guard: 'signed-in' },
  { path: '/pages/orders/:orderId', remote: 'operations', module: 'OrderDetailsPage', guard: 'signed-in' },
  { path: '/pages/order-history', remote: 'operations', module: 'OrderHistoryPage', guard: 'signed-in' },
  { path: '/pages/couriers', remote: 'operations', module: 'CouriersPage', guard: 'signed-in' },
  { path: '/pages/courier/create', remote: 'operations', module: 'CourierFormPage', guard: 'signed-in' },
  { path: '/pages/courier/:id', remote: 'operations', module: 'CourierFormPage', guard: 'signed-in' },
  { path: '/pages/settings', remote: 'account', module: 'FleetPlansPage', guard: 'signed-in' },
  { path: '/pages/business', remote: 'account', module: 'BusinessProfilePage', guard: 'signed-in' },
  { path: '/pages/user', remote: 'account', module: 'UserProfilePage', guard: 'signed-in' },
  { path: '/pages/profiles-config', remote: 'account', module: 'StaffProfilesPage', guard: 'signed-in' },
  { path: '/pages/create-profile', remote: 'account', module: 'CreateProfilePage', guard: 'signed-in' },
  { path: '/pages/roles', remote: 'account', module: 'RolesPage', guard: 'signed-in' },
  { path: '/pages/wallet', remote: 'account', module: 'WalletPage', guard: 'signed-in' },
];

/** The staged-delivery section remote-delivery lends to the orders page (D1). */
export const STAGED_DELIVERY_SECTION = { remote: 'delivery', module: 'StagedDeliverySection' } as const satisfies { remote: RemoteName; module: PageOf<'delivery'> };

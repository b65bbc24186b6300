import type { ComponentType } from 'react';

/**
 * What the host loads of each remote, typed by the declarations the remote publishes with every build
 * (`@mf-types/`, tooling/types/remoteTypes.ts). Type imports only: the host is still built without any
 * remote's code. A remote that renames a page, or gives it a prop the host does not pass, fails the
 * host's type-check (`npm run typecheck`) instead of the merchant's page.
 */
export interface ExposedModules {
  'auth/SignInPage': typeof import('auth/SignInPage');
  'auth/PasswordResetPage': typeof import('auth/PasswordResetPage');
  'delivery/DeliveryPage': typeof import('delivery/DeliveryPage');
  'delivery/LegacyDeliveryPage': typeof import('delivery/LegacyDeliveryPage');
  'delivery/StagedDeliverySection': typeof import('delivery/StagedDeliverySection');
  'operations/HomePage': typeof import('operations/HomePage');
  'operations/OrdersPage': typeof import('operations/OrdersPage');
  'operations/OrderDetailsPage': typeof import('operations/OrderDetailsPage');
  'operations/OrderHistoryPage': typeof import('operations/OrderHistoryPage');
  'operations/CouriersPage': typeof import('operations/CouriersPage');
  'operations/CourierFormPage': typeof import('operations/CourierFormPage');
  'operations/OrderAlerts': typeof import('operations/OrderAlerts');
  'account/FleetPlansPage': typeof import('account/FleetPlansPage');
  'account/BusinessProfilePage': typeof import('account/BusinessProfilePage');
  'account/UserProfilePage': typeof import('account/UserProfilePage');
  'account/StaffProfilesPage': typeof import('account/StaffProfilesPage');
  'account/CreateProfilePage': typeof import('account/CreateProfilePage');
  'account/RolesPage': typeof import('account/RolesPage');
  'account/WalletPage': typeof import('account/WalletPage');
}

/** The modules the host can draw as a page: their default export is a component that needs no props. */
export type ExposedPage = {
  [K in keyof ExposedModules]: ExposedModules[K] extends { default: ComponentType<infer P> } ? (Record<string, never> extends P ? K : never) : never;
}[keyof ExposedModules];

/** The pages of one remote, by module name ('operations' → 'HomePage' | 'OrdersPage' | …). */
export type PageOf<R extends string> = ExposedPage extends infer K ? (K extends `${R}/${infer M}` ? M : never) : never;

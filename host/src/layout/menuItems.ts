import { isManualCreateDisabled, type SessionUser } from 'shared';
import { accountPages } from '../../../remote-account/src/paths';
import { deliveryPages } from '../../../remote-delivery/src/paths';
import { operationsPages } from '../../../remote-operations/src/paths';
import { layoutMessages as m } from './messages';

export interface MenuLeaf {
  key: string;
  label: string;
}
export type MenuEntry = MenuLeaf | (MenuLeaf & { children: MenuLeaf[] });

/** The side menu of docs/decisions.md D1, plus a 'Configurações' group for the screens reached from pages. */
export function menuEntries(user: SessionUser | null): MenuEntry[] {
  return [
    { key: operationsPages.home.path, label: m.menuHome },
    { key: operationsPages.orders.path, label: m.menuOrders },
    ...(isManualCreateDisabled(user) ? [] : [{ key: deliveryPages.staging.path, label: m.menuDelivery }]),
    { key: accountPages.wallet.path, label: m.menuWallet },
    { key: accountPages.storeProfile.path, label: m.menuBusiness },
    {
      key: 'settings',
      label: m.menuSettingsGroup,
      children: [
        { key: operationsPages.orderHistory.path, label: m.menuHistory },
        { key: operationsPages.couriers.path, label: m.menuCouriers },
        { key: accountPages.fleetPlans.path, label: m.menuPlans },
        { key: accountPages.staffProfiles.path, label: m.menuProfiles },
        { key: accountPages.roles.path, label: m.menuRoles },
        { key: accountPages.ownProfile.path, label: m.menuUser },
      ],
    },
    { key: 'logout', label: m.menuLogout },
  ];
}

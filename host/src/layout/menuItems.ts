import { isManualCreateDisabled, type SessionUser } from 'shared';
import { layoutMessages as m } from './messages';

export interface MenuLeaf {
  key: string;
  label: string;
}
export type MenuEntry = MenuLeaf | (MenuLeaf & { children: MenuLeaf[] });

/** The side menu of docs/decisions.md D1, plus a 'Configurações' group for the screens reached from pages. */
export function menuEntries(user: SessionUser | null): MenuEntry[] {
  return [
    { key: '/pages/home', label: m.menuHome },
    { key: '/pages/orders', label: m.menuOrders },
    ...(isManualCreateDisabled(user) ? [] : [{ key: '/pages/delivery', label: m.menuDelivery }]),
    { key: '/pages/wallet', label: m.menuWallet },
    { key: '/pages/business', label: m.menuBusiness },
    {
      key: 'settings',
      label: m.menuSettingsGroup,
      children: [
        { key: '/pages/order-history', label: m.menuHistory },
        { key: '/pages/couriers', label: m.menuCouriers },
        { key: '/pages/settings', label: m.menuPlans },
        { key: '/pages/profiles-config', label: m.menuProfiles },
        { key: '/pages/roles', label: m.menuRoles },
        { key: '/pages/user', label: m.menuUser },
      ],
    },
    { key: 'logout', label: m.menuLogout },
  ];
}

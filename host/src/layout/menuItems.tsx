import type { ReactNode } from 'react';
import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import CarOutlined from '@ant-design/icons/CarOutlined';
import HistoryOutlined from '@ant-design/icons/HistoryOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import IdcardOutlined from '@ant-design/icons/IdcardOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import PlusSquareOutlined from '@ant-design/icons/PlusSquareOutlined';
import SafetyOutlined from '@ant-design/icons/SafetyOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import WalletOutlined from '@ant-design/icons/WalletOutlined';
import { isManualCreateDisabled, type SessionUser } from 'shared';
import { accountPages, deliveryPages, operationsPages } from 'shared/pages';
import { layoutMessages as m } from './messages';

export interface MenuLeaf {
  key: string;
  label: string;
  /** Drawn beside the label, and alone when the side menu is collapsed (icons, not letters). */
  icon: ReactNode;
}
export type MenuEntry = MenuLeaf | (MenuLeaf & { children: MenuLeaf[] });

/** The side menu of docs/decisions.md D1, plus a 'Configurações' group for the screens reached from pages. */
export function menuEntries(user: SessionUser | null): MenuEntry[] {
  return [
    { key: operationsPages.home.path, label: m.menuHome, icon: <HomeOutlined aria-hidden /> },
    { key: operationsPages.orders.path, label: m.menuOrders, icon: <UnorderedListOutlined aria-hidden /> },
    ...(isManualCreateDisabled(user) ? [] : [{ key: deliveryPages.staging.path, label: m.menuDelivery, icon: <PlusSquareOutlined aria-hidden /> }]),
    { key: accountPages.wallet.path, label: m.menuWallet, icon: <WalletOutlined aria-hidden /> },
    { key: accountPages.storeProfile.path, label: m.menuBusiness, icon: <ShopOutlined aria-hidden /> },
    {
      key: 'settings',
      label: m.menuSettingsGroup,
      icon: <SettingOutlined aria-hidden />,
      children: [
        { key: operationsPages.orderHistory.path, label: m.menuHistory, icon: <HistoryOutlined aria-hidden /> },
        { key: operationsPages.couriers.path, label: m.menuCouriers, icon: <CarOutlined aria-hidden /> },
        { key: accountPages.fleetPlans.path, label: m.menuPlans, icon: <AppstoreOutlined aria-hidden /> },
        { key: accountPages.staffProfiles.path, label: m.menuProfiles, icon: <IdcardOutlined aria-hidden /> },
        { key: accountPages.roles.path, label: m.menuRoles, icon: <SafetyOutlined aria-hidden /> },
        { key: accountPages.ownProfile.path, label: m.menuUser, icon: <UserOutlined aria-hidden /> },
      ],
    },
    { key: 'logout', label: m.menuLogout, icon: <LogoutOutlined aria-hidden /> },
  ];
}

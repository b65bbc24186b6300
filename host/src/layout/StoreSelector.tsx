import { App, Select, Typography } from 'antd';
import { getOrders, ordersActions, sessionActions, useSession } from 'shared';
import { layoutMessages as m } from './messages';

/** The store name, or for franchise users the searchable store selector (with confirmation when orders are staged). */
export function StoreSelector() {
  const { user, franchiseStores, selectedFranchiseStoreUuid, isFranchiseAdmin } = useSession();
  const { modal } = App.useApp();

  if (!isFranchiseAdmin || !franchiseStores?.length) {
    return (
      <Typography.Text strong style={{ fontSize: 16 }} data-testid="store-name">
        {user?.fantasy_name || user?.company_name}
      </Typography.Text>
    );
  }

  const choose = (uuid: string) => {
    const store = franchiseStores.find((s) => s.uuid === uuid);
    if (!store || uuid === selectedFranchiseStoreUuid) return;
    if (getOrders().orders.length === 0) {
      sessionActions.selectFranchiseStore(store);
      return;
    }
    modal.confirm({
      title: m.switchStoreTitle,
      content: m.switchStoreBody,
      okText: m.switchStoreConfirm,
      cancelText: m.cancel,
      onOk: () => {
        ordersActions.clearOrders();
        sessionActions.selectFranchiseStore(store);
      },
    });
  };

  return (
    <Select
      aria-label={m.storeSelectorLabel}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={m.storeSearchPlaceholder}
      value={selectedFranchiseStoreUuid ?? undefined}
      onChange={choose}
      style={{ minWidth: 260 }}
      options={franchiseStores.map((s) => ({ value: s.uuid, label: s.name }))}
    />
  );
}

import { App, Select } from 'antd';
import { getOrders, ordersActions, sessionActions, useSession } from 'shared';
import { layoutMessages as m } from './messages';

/** A franchise user's searchable store selector, with confirmation when orders are staged. */
export function FranchiseStoreSelect() {
  const { franchiseStores, selectedFranchiseStoreUuid } = useSession();
  const { modal } = App.useApp();
  const stores = franchiseStores ?? [];

  const choose = (uuid: string) => {
    const store = stores.find((s) => s.uuid === uuid);
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
      // Fills the header's room up to 320 px; its list opens as wide as the screen allows (a phone: all of it).
      style={{ width: '100%', maxWidth: 320 }}
      popupMatchSelectWidth={false}
      styles={{ popup: { root: { minWidth: 'min(320px, calc(100vw - 16px))', maxWidth: 'calc(100vw - 16px)' } } }}
      options={stores.map((s) => ({ value: s.uuid, label: s.name }))}
    />
  );
}

export default FranchiseStoreSelect;

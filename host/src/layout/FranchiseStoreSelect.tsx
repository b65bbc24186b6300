import { Select } from 'antd';
import { allStoresActions, useAllStoresView, useSession } from 'shared';
import { useChooseStore } from './chooseStore';
import { layoutMessages as m } from './messages';

/** The selector's value for 'Todas as lojas': never a store's uuid (those are UUIDs). */
export const ALL_STORES = 'todas-as-lojas';

/**
 * A franchise user's searchable store selector, with confirmation when orders are staged. 'Todas as lojas', first
 * when there are two stores or more, is a view beside the session: the selected store stays (D14).
 */
export function FranchiseStoreSelect() {
  const { franchiseStores, selectedFranchiseStoreUuid } = useSession();
  const allStores = useAllStoresView();
  const choose = useChooseStore();
  const stores = franchiseStores ?? [];
  const options = stores.map((s) => ({ value: s.uuid, label: s.name }));

  return (
    <Select
      aria-label={m.storeSelectorLabel}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={m.storeSearchPlaceholder}
      value={allStores ? ALL_STORES : (selectedFranchiseStoreUuid ?? undefined)}
      onChange={(value: string) => {
        if (value === ALL_STORES) allStoresActions.show();
        else if (value !== selectedFranchiseStoreUuid || allStores) choose(value);
      }}
      // Fills the header's room up to 320 px; its list opens as wide as the screen allows (a phone: all of it).
      style={{ width: '100%', maxWidth: 320 }}
      popupMatchSelectWidth={false}
      styles={{ popup: { root: { minWidth: 'min(320px, calc(100vw - 16px))', maxWidth: 'calc(100vw - 16px)' } } }}
      options={stores.length > 1 ? [{ value: ALL_STORES, label: m.allStores }, ...options] : options}
    />
  );
}

export default FranchiseStoreSelect;

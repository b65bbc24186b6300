import { Select } from 'antd';
import { CLEAR_CHOICE } from 'shared/table';
import { allStoresMessages as m } from './messages';

/** Narrows a board of every store to some of them: a searchable list, empty for all of them. */
export function StoreFilter({
  stores,
  storeName,
  value,
  onChange,
}: {
  stores: string[];
  storeName: (uuid: string) => string;
  value: string[];
  onChange: (stores: string[]) => void;
}) {
  return (
    <Select
      mode="multiple"
      allowClear={CLEAR_CHOICE}
      aria-label={m.storeFilterLabel}
      placeholder={m.storeFilterPlaceholder}
      showSearch={{ optionFilterProp: 'label' }}
      maxTagCount="responsive"
      value={value}
      onChange={onChange}
      options={stores.map((uuid) => ({ value: uuid, label: storeName(uuid) }))}
      style={{ minWidth: 220, maxWidth: 360, flex: '1 1 220px' }}
    />
  );
}

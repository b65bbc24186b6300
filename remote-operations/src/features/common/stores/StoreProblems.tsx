import { Alert, Button, Flex, Select } from 'antd';
import { allStoresMessages as m } from './messages';

/**
 * One store failing is not all failing (D14): each store whose first read failed gets its own line with the
 * screen's catalogued error and a retry; the other stores' rows show as usual.
 */
export function StoreProblems({ problems, error, onRetry }: { problems: { store: string; name: string }[]; error: string; onRetry: (store: string) => void }) {
  if (!problems.length) return null;
  return (
    <Flex vertical gap={8} style={{ marginBottom: 8 }} data-testid="store-problems">
      {problems.map(({ store, name }) => (
        <Alert
          key={store}
          type="error"
          showIcon
          title={m.storeLoadError(name, error)}
          action={
            <Button size="small" onClick={() => onRetry(store)}>
              {m.retry}
            </Button>
          }
        />
      ))}
    </Flex>
  );
}

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
      allowClear
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

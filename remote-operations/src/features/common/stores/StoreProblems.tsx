import { Alert, Button, Flex } from 'antd';
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

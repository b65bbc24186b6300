import { Button, Card, Flex, Row, type TableColumnsType } from 'antd';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { ResponsiveTable } from 'shared/table';
import type { FranchiseStore } from 'shared';
import { ordersKey, ordersListQuery } from '../common/orderQueries';
import { counterQueries, type CounterKey } from './dashboardCounters';
import { COUNTER_TILES as TILES, CounterTile } from './CounterTile';
import { allStoresMessages as m } from '../common/stores/messages';
import { StoreTag } from '../common/stores/StoreTag';
import { countOf, sumCounts, type StoreCount } from './sumCounters';

interface StoreRow {
  uuid: string;
  name: string;
  counts: Record<CounterKey, StoreCount>;
  failed: boolean;
}

/**
 * The dashboard's four counters with 'Todas as lojas' (D14): each the sum over the stores, read from each store's own
 * cache entries (the ones its dashboard reads alone), and each store's numbers below. A store that fails reads '—',
 * never 0, with a retry; the sums say how many stores they add up.
 */
export function AllStoresCounters({ stores }: { stores: FranchiseStore[] }) {
  const queryClient = useQueryClient();
  const queries = counterQueries();
  const reads = useQueries({ queries: stores.flatMap((s) => TILES.map(({ key }) => ordersListQuery(s.uuid, queries[key]))) });
  const rows: StoreRow[] = stores.map((store, i) => {
    const mine = reads.slice(i * TILES.length, (i + 1) * TILES.length);
    const counts = Object.fromEntries(TILES.map(({ key }, t) => [key, countOf(mine[t]?.data)])) as Record<CounterKey, StoreCount>;
    return { uuid: store.uuid, name: store.name, counts, failed: mine.some((r) => r.isError && !r.data) };
  });
  const show = (count: StoreCount) => (count === null ? m.unavailable : count);
  const columns: TableColumnsType<StoreRow> = [
    { title: m.colStore, key: 'store', render: (_, row) => <StoreTag name={row.name} /> },
    ...TILES.map(({ key, label }) => ({ title: label, key, width: 130, render: (_: unknown, row: StoreRow) => show(row.counts[key]) })),
    {
      title: '',
      key: 'actions',
      width: 150,
      render: (_, row) =>
        row.failed ? (
          <Button size="small" onClick={() => void queryClient.invalidateQueries({ queryKey: ordersKey(row.uuid) })} aria-label={`${m.retry}: ${row.name}`}>
            {m.retry}
          </Button>
        ) : null,
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]}>
        {TILES.map(({ key, label }) => {
          const { sum, answered } = sumCounts(rows.map((r) => r.counts[key]));
          const failed = rows.filter((r) => r.failed).length;
          return (
            <CounterTile
              key={key}
              label={label}
              value={sum ?? m.unavailable}
              loading={sum === null && failed === 0}
              note={answered < rows.length && (failed > 0 || sum !== null) ? m.partialSum(answered, rows.length) : null}
            />
          );
        })}
      </Row>
      <Card title={m.countsTitle} size="small" styles={{ body: { padding: 0 } }}>
        <ResponsiveTable<StoreRow> rowKey="uuid" columns={columns} dataSource={rows} pagination={false} size="small" scroll={{ x: 760 }} />
      </Card>
    </Flex>
  );
}

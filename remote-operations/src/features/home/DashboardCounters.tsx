import { useEffect, useState } from 'react';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { operationsApi } from '../../api/operations';
import { counterQueries, type CounterKey } from './dashboardCounters';
import { homeMessages as m } from './messages';

const TILES: { key: CounterKey; label: string }[] = [
  { key: 'toApprove', label: m.toApprove },
  { key: 'allocating', label: m.allocating },
  { key: 'inDelivery', label: m.inDelivery },
  { key: 'closed', label: m.closed },
];

type Counts = Partial<Record<CounterKey, number | null>>;

/** The four big numbers of today's orders; reloaded whenever `reloadKey` (the selected store) changes. */
export function DashboardCounters({ reloadKey }: { reloadKey: string }) {
  const [counts, setCounts] = useState<Counts>({});
  useEffect(() => {
    const controller = new AbortController();
    setCounts({});
    const queries = counterQueries();
    for (const { key } of TILES) {
      operationsApi
        .listOrders(queries[key], controller.signal)
        .then(({ data }) => setCounts((c) => ({ ...c, [key]: Number(data.meta?.total ?? data.data?.length ?? 0) })))
        // A failing counter is only logged by the spec (part-1 §8): the tile says that its number is unavailable.
        .catch(() => {
          if (!controller.signal.aborted) setCounts((c) => ({ ...c, [key]: null }));
        });
    }
    return () => controller.abort();
  }, [reloadKey]);

  return (
    <Row gutter={[16, 16]}>
      {TILES.map(({ key, label }) => {
        const value = counts[key];
        return (
          <Col key={key} xs={12} md={6}>
            <Card role="group" aria-label={label}>
              <Statistic title={label} value={value === null ? '-' : (value ?? 0)} loading={value === undefined} />
              {value === null ? <Typography.Text type="secondary">{m.countUnavailable}</Typography.Text> : null}
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}

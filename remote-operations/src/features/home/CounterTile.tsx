import type { ReactNode } from 'react';
import { Card, Col, Statistic, Typography } from 'antd';
import type { CounterKey } from './dashboardCounters';
import { homeMessages as m } from './messages';

/** The dashboard's four counters, in the order they stand (docs/spec/part-1-signin-dashboard-delivery.md §2). */
export const COUNTER_TILES: { key: CounterKey; label: string }[] = [
  { key: 'toApprove', label: m.toApprove },
  { key: 'allocating', label: m.allocating },
  { key: 'inDelivery', label: m.inDelivery },
  { key: 'closed', label: m.closed },
];

interface Props {
  label: string;
  value: number | string;
  loading: boolean;
  /** A line under the number: why it is missing, or what it adds up. */
  note?: ReactNode;
}

/**
 * One of the four big numbers, two to a row on a phone and four from 768 px. Each is as tall as its row's tallest: a
 * label on two lines ('Localizando entregador' on a phone or a tablet) made its tile taller than the one beside it.
 */
export function CounterTile({ label, value, loading, note }: Props) {
  return (
    <Col xs={12} md={6}>
      <Card role="group" aria-label={label} style={{ height: '100%' }}>
        <Statistic title={label} value={value} loading={loading} />
        {note ? <Typography.Text type="secondary">{note}</Typography.Text> : null}
      </Card>
    </Col>
  );
}

import type { ReactNode } from 'react';
import { Button, Tag, Tooltip, Typography, type MenuProps } from 'antd';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import { formatBRL, usePortalMessage } from 'shared';
import { maskPhone } from 'shared/masks';
import type { Order } from '../../api/operations';
import { formatDateTime, formatKm, orderRef } from '../common/format';
import { RowActions } from '../common/RowActions';
import { CellLine } from 'shared/table';
import { ordersMessages as m } from './messages';
import { liveStatusLabel } from './orderRules';
import { VisuallyHidden } from 'shared/ui';

/**
 * The cells of the live tables. Two columns share a cell where one line of each reads better than two narrow
 * columns (docs/decisions.md D15): the order over its origin, the status over its courier, the delivery's value over
 * its route. A value never wraps ('R$ 12,50', '3,46 km · Somente ida'); a name or an address ends in '…' with its
 * whole text in a tooltip.
 */

/** '#P1234' over '25/11 14:57 · iFood' (the time first: an origin longer than 'Rappi' ends in '…', whole in its tooltip). */
export function OrderCell({ order }: { order: Order }) {
  const created = formatDateTime(order.order_created_at || order.created_at?.date, 'DD/MM HH:mm');
  return (
    <div style={{ minWidth: 0 }}>
      <CellLine strong text={orderRef(order)} />
      <CellLine secondary text={[created, order.marketplace_name].filter(Boolean).join(' · ')} />
    </div>
  );
}

/** The customer's name over the address. */
export function CustomerCell({ order }: { order: Order }) {
  return (
    <div style={{ minWidth: 0 }}>
      <CellLine text={order.customer?.name ?? '-'} />
      <CellLine secondary text={order.address?.formatted ?? '-'} />
    </div>
  );
}

/** The order's creation failure: an error icon whose tooltip shows the text; a click copies it. */
export function FailureIcon({ text }: { text?: string }) {
  const message = usePortalMessage();
  if (!text) return null;
  const copy = () => {
    const done = () => message.success(m.failureCopied);
    if (navigator.clipboard?.writeText) navigator.clipboard.writeText(text).then(done, done);
    else done();
  };
  return (
    <Tooltip title={text}>
      <Button
        type="text"
        size="small"
        onClick={copy}
        aria-label={`${m.failureIcon}: ${text}`}
        icon={<ExclamationCircleFilled aria-hidden style={{ color: '#d6342c' }} />}
        style={{ marginLeft: 4 }}
      />
    </Tooltip>
  );
}

/**
 * 'Em preparo''s waiting time; past the limit, red with a warning icon, and read as late: the colour is not the only
 * cue (a screen reader, a colour-blind merchant).
 */
export function WaitingCell({ minutes, late }: { minutes: number; late: boolean }) {
  return (
    <Typography.Text type={late ? 'danger' : undefined} data-late={late ? 'true' : 'false'} style={{ whiteSpace: 'nowrap' }}>
      {late ? <ExclamationCircleFilled aria-hidden style={{ marginInlineEnd: 4 }} /> : null}
      {m.minutes(minutes)}
      {late ? <VisuallyHidden>{m.lateWait}</VisuallyHidden> : null}
    </Typography.Text>
  );
}

/** The live status as a tag ('Processando' without a delivery). */
export function StatusTag({ order, children }: { order: Order; children?: ReactNode }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', maxWidth: '100%' }}>
      <Tag color={order.delivery ? 'processing' : 'default'} style={{ whiteSpace: 'normal', marginInlineEnd: 0 }}>
        {liveStatusLabel(order)}
      </Tag>
      {children}
    </span>
  );
}

/** 'Carlos Eduardo Lima · (11) 91234-5678', or '-' while no courier rides for the order. */
export const courierLine = (order: Order): string =>
  order.delivery?.courier_name
    ? [order.delivery.courier_name, order.delivery.courier_phone ? maskPhone(order.delivery.courier_phone) : ''].filter(Boolean).join(' · ')
    : '-';

/** The status over its courier. */
export function StatusCell({ order, failure }: { order: Order; failure?: string }) {
  return (
    <div style={{ minWidth: 0 }}>
      <StatusTag order={order}>
        <FailureIcon text={failure} />
      </StatusTag>
      <CellLine secondary text={courierLine(order)} />
    </div>
  );
}

/** 'Somente ida', 'Com retorno' or 'Reversa'. */
export const routeMode = (order: Order): string => (order.delivery_mode === 'REVERSE' ? m.reverse : order.with_return ? m.withReturn : m.oneWay);

/** The delivery's value over its route ('3,46 km · Somente ida'): neither wraps. */
export function ValueCell({ order }: { order: Order }) {
  return (
    <div style={{ whiteSpace: 'nowrap' }}>
      <Typography.Text strong style={{ display: 'block' }}>
        {order.delivery ? formatBRL(order.delivery.estimated_price) : '-'}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
        {[order.delivery ? formatKm(order.delivery.trip_distance ?? 0) : '', routeMode(order)].filter(Boolean).join(' · ')}
      </Typography.Text>
    </div>
  );
}

/** The row's actions menu ('Ações do pedido #…'), disabled when the order offers none. */
export function ActionsMenu({ order, items }: { order: Order; items: MenuProps['items'] }) {
  return <RowActions label={m.actionsFor(orderRef(order))} items={items} />;
}

import { memo, useMemo } from 'react';
import { App, Button, Dropdown, Flex, Tag, Tooltip, Typography, type MenuProps, type TableColumnsType } from 'antd';
import { ResponsiveTable } from 'shared/ui';
import EllipsisOutlined from '@ant-design/icons/EllipsisOutlined';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import { useNavigate } from 'react-router-dom';
import { formatBRL, hasPermission, isEffectiveFleet, useSession } from 'shared';
import { storeColumn } from '../common/stores/StoreTag';
import type { Order } from '../../api/operations';
import { maskPhone } from 'shared/masks';
import { formatDateTime, formatKm, orderRef } from '../common/format';
import { ordersMessages as m } from './messages';
import { actionAvailability, isWaitingTooLong, liveStatusLabel, waitingMinutes } from './orderRules';
import type { OrderActions } from './useOrderActions';
import { orderDetailsPath } from 'shared/pages';

/** With 'Todas as lojas': each row's store, for its 'Loja' column, its rules and its details (D14). */
export interface RowStores {
  uuidOf: (order: Order) => string | undefined;
  nameOf: (order: Order) => string;
}

/** Tables with more rows than this are virtualised (only the visible rows are drawn). */
const VIRTUAL_FROM = 100;

function OrderCell({ order }: { order: Order }) {
  return (
    <Flex vertical>
      <Typography.Text strong>{orderRef(order)}</Typography.Text>
      <Typography.Text type="secondary">{formatDateTime(order.order_created_at || order.created_at?.date, 'DD/MM HH:mm')}</Typography.Text>
    </Flex>
  );
}

function CustomerCell({ order }: { order: Order }) {
  return (
    <Flex vertical style={{ maxWidth: 280 }}>
      <Typography.Text>{order.customer?.name ?? '-'}</Typography.Text>
      <Typography.Text type="secondary" ellipsis={{ tooltip: order.address?.formatted }}>
        {order.address?.formatted ?? '-'}
      </Typography.Text>
    </Flex>
  );
}

/** The order's creation failure: an error icon whose tooltip shows the text; a click copies it. */
function FailureIcon({ text }: { text?: string }) {
  const { message } = App.useApp();
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
        icon={<ExclamationCircleFilled style={{ color: '#d6342c' }} />}
        style={{ marginLeft: 4 }}
      />
    </Tooltip>
  );
}

/** A live table: a card per row on a phone, its rows virtualised past VIRTUAL_FROM. */
function OrdersTable({ orders, loading, columns }: { orders: Order[]; loading: boolean; columns: TableColumnsType<Order> }) {
  // The 'Loja' column ('Todas as lojas') widens the table rather than squeezing the others.
  const x = columns.some((c) => c.key === 'store') ? 1280 : 1100;
  const size = orders.length > VIRTUAL_FROM ? { virtual: true, scroll: { x, y: 640 } } : { scroll: { x } };
  return <ResponsiveTable<Order> rowKey="uuid" loading={loading} columns={columns} dataSource={orders} pagination={false} {...size} />;
}

/** The row's actions menu ('Ações do pedido #…'), disabled when the order offers none. */
function ActionsMenu({ order, items }: { order: Order; items: MenuProps['items'] }) {
  const none = !items?.length;
  return (
    <Dropdown trigger={['click']} disabled={none} menu={{ items }}>
      <Button aria-label={m.actionsFor(orderRef(order))} icon={<EllipsisOutlined />} disabled={none} />
    </Dropdown>
  );
}

/** 'Em preparo': orders awaiting approval. */
export const ToApproveTable = memo(function ToApproveTable({
  orders,
  loading,
  actions,
  failures,
  stores,
}: {
  orders: Order[];
  loading: boolean;
  actions: OrderActions;
  failures: Record<string, string>;
  stores?: RowStores;
}) {
  const navigate = useNavigate();
  // 'Chamar entregador' dispatches the order: order.create, as the server checks.
  const canCall = hasPermission(useSession().user, 'order.create');
  const columns = useMemo<TableColumnsType<Order>>(() => {
    // Waiting times are counted from the moment the list was (re)loaded.
    const now = Date.now();
    return [
      ...(stores ? [storeColumn(stores.nameOf)] : []),
      { title: m.colOrigin, key: 'origin', width: 140, render: (_, o) => o.marketplace_name || '-' },
      { title: m.colOrder, key: 'order', width: 150, render: (_, o) => <OrderCell order={o} /> },
      {
        title: m.colWaiting,
        key: 'waiting',
        width: 140,
        render: (_, o) => {
          const minutes = waitingMinutes(o, now);
          const late = isWaitingTooLong(minutes);
          return (
            <Typography.Text type={late ? 'danger' : undefined} data-late={late ? 'true' : 'false'}>
              {m.minutes(minutes)}
            </Typography.Text>
          );
        },
      },
      { title: m.colCustomer, key: 'customer', render: (_, o) => <CustomerCell order={o} /> },
      {
        title: m.colTotal,
        key: 'total',
        width: 130,
        render: (_, o) => (
          <>
            {formatBRL(o.final_total_price)}
            <FailureIcon text={failures[o.uuid]} />
          </>
        ),
      },
      {
        title: m.colActions,
        key: 'actions',
        width: 90,
        render: (_, o) => (
          <ActionsMenu
            order={o}
            items={[
              ...(canCall ? [{ key: 'call', label: m.callCourier, onClick: () => actions.callCourier(o) }] : []),
              { key: 'details', label: m.details, onClick: () => navigate(orderDetailsPath(o.uuid, stores?.uuidOf(o))) },
            ]}
          />
        ),
      },
    ];
  }, [orders, failures, actions, navigate, canCall, stores]);
  return <OrdersTable orders={orders} loading={loading} columns={columns} />;
});

/** 'Em andamento': live orders with their delivery. */
export const LiveOrdersTable = memo(function LiveOrdersTable({
  orders,
  loading,
  actions,
  failures,
  onCancel,
  onChangeCourier,
  stores,
}: {
  orders: Order[];
  loading: boolean;
  actions: OrderActions;
  failures: Record<string, string>;
  onCancel: (order: Order) => void;
  onChangeCourier: (order: Order) => void;
  stores?: RowStores;
}) {
  const session = useSession();
  const user = session.user;
  const fleet = isEffectiveFleet(session);
  const columns = useMemo<TableColumnsType<Order>>(
    () => [
      ...(stores ? [storeColumn(stores.nameOf)] : []),
      { title: m.colOrigin, key: 'origin', width: 130, render: (_, o) => o.marketplace_name || '-' },
      { title: m.colOrder, key: 'order', width: 140, render: (_, o) => <OrderCell order={o} /> },
      { title: m.colCustomer, key: 'customer', render: (_, o) => <CustomerCell order={o} /> },
      {
        title: m.colStatus,
        key: 'status',
        width: 210,
        render: (_, o) => (
          <>
            <Tag color={o.delivery ? 'processing' : 'default'} style={{ whiteSpace: 'normal' }}>
              {liveStatusLabel(o)}
            </Tag>
            <FailureIcon text={failures[o.uuid]} />
          </>
        ),
      },
      {
        title: m.colCourier,
        key: 'courier',
        width: 180,
        render: (_, o) =>
          o.delivery?.courier_name ? (
            <Flex vertical>
              <Typography.Text>{o.delivery.courier_name}</Typography.Text>
              {o.delivery.courier_phone ? <Typography.Text type="secondary">{maskPhone(o.delivery.courier_phone)}</Typography.Text> : null}
            </Flex>
          ) : (
            '-'
          ),
      },
      {
        title: m.colRoute,
        key: 'route',
        width: 140,
        render: (_, o) => (
          <Flex vertical>
            <span>{o.delivery ? formatKm(o.delivery.trip_distance ?? 0) : '-'}</span>
            <Typography.Text type="secondary">{o.delivery_mode === 'REVERSE' ? m.reverse : o.with_return ? m.withReturn : m.oneWay}</Typography.Text>
          </Flex>
        ),
      },
      { title: m.colDeliveryValue, key: 'value', width: 140, render: (_, o) => (o.delivery ? formatBRL(o.delivery.estimated_price) : '-') },
      {
        title: m.colActions,
        key: 'actions',
        width: 90,
        render: (_, o) => {
          // A row of another store follows that store's search type, as if it were selected alone.
          const can = actionAvailability(o, user, stores ? isEffectiveFleet({ ...session, selectedFranchiseStoreUuid: stores.uuidOf(o) ?? null }) : fleet);
          const items = [
            can.finish && { key: 'finish', label: m.finish, danger: true, onClick: () => actions.finish(o) },
            can.resetSearch && { key: 'reset', label: m.resetSearch, onClick: () => actions.resetSearch(o) },
            can.cancel && { key: 'cancel', label: m.cancel, danger: true, onClick: () => onCancel(o) },
            o.delivery && { key: 'track', label: m.track, onClick: () => actions.track(o) },
            can.changeCourier && { key: 'change', label: m.changeCourier, onClick: () => onChangeCourier(o) },
          ].filter(Boolean) as { key: string; label: string }[];
          return <ActionsMenu order={o} items={items} />;
        },
      },
    ],
    [session, user, fleet, failures, actions, onCancel, onChangeCourier, stores],
  );
  return <OrdersTable orders={orders} loading={loading} columns={columns} />;
});

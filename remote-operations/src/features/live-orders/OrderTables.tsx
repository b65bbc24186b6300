import { memo, useEffect, useMemo, useState } from 'react';
import type { TableColumnsType } from 'antd';
import { ResponsiveTable, TwoLineTitle } from 'shared/table';
import { useNavigate } from 'react-router-dom';
import { formatBRL } from 'shared';
import { orderDetailsPath } from 'shared/pages';
import type { Order } from '../../api/operations';
import { STORE_COLUMN_WIDTH, storeColumn } from '../common/stores/StoreTag';
import { ordersMessages as m } from './messages';
import { ActionsMenu, CustomerCell, FailureIcon, OrderCell, StatusCell, ValueCell, WaitingCell } from './OrderCells';
import { useOrderMenu, type OrderMenuHandlers } from './orderMenu';
import { isWaitingTooLong, waitingMinutes } from './orderRules';
import type { OrderActions } from './useOrderActions';
import { useVirtualTable } from './virtualTable';

/** With 'Todas as lojas': each row's store, for its 'Loja' column, its rules and its details (D14). */
export interface RowStores {
  uuidOf: (order: Order) => string | undefined;
  nameOf: (order: Order) => string;
}

/**
 * The narrowest a live table is drawn: an upright tablet's page (820 px less the page's margins) holds it whole. Its
 * actions are pinned to the right edge, so on a narrower page the row's actions stay in sight while the rest scrolls.
 */
const MIN_TABLE_WIDTH = 700;
/** The actions column: the '…' button and its margins. */
const ACTIONS_WIDTH = 64;
/** How often 'Em preparo' counts its waiting times again. */
const WAITING_TICK_MS = 15_000;

/** The time now, again every `ms`. */
function useNow(ms: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), ms);
    return () => window.clearInterval(timer);
  }, [ms]);
  return now;
}

/**
 * A live table: a card per row on a phone, its rows virtualised past 100 (useVirtualTable). Columns keep their widths
 * (fixed layout): the columns without one (the customer, the status) share what is left, and a long name or address
 * ends in '…' instead of widening the table.
 */
function OrdersTable({ orders, loading, columns, label }: { orders: Order[]; loading: boolean; columns: TableColumnsType<Order>; label: string }) {
  // The 'Loja' column ('Todas as lojas') widens the table rather than squeezing the others.
  const x = MIN_TABLE_WIDTH + (columns.some((c) => c.key === 'store') ? STORE_COLUMN_WIDTH : 0);
  const virtual = useVirtualTable<Order>(orders.length, label, x);
  return (
    <div {...virtual.wrapper}>
      <ResponsiveTable<Order>
        rowKey="uuid"
        size="middle"
        tableLayout="fixed"
        loading={loading}
        columns={columns}
        dataSource={orders}
        pagination={false}
        {...virtual.table}
      />
    </div>
  );
}

/** The columns both lists share: the order over its origin first (then its store, with every store), the actions pinned last. */
const orderColumn = (): TableColumnsType<Order>[number] => ({
  title: <TwoLineTitle first={m.colOrder} second={m.colOrigin} />,
  key: 'order',
  // Room for 'DD/MM HH:mm · iFood' (or Rappi): the origin is read at a glance; a longer one ends in '…'.
  width: 164,
  render: (_, o) => <OrderCell order={o} />,
});
const customerColumn = (): TableColumnsType<Order>[number] => ({ title: m.colCustomer, key: 'customer', render: (_, o) => <CustomerCell order={o} /> });
const actionsColumn = (items: (o: Order) => ReturnType<ReturnType<typeof useOrderMenu>>): TableColumnsType<Order>[number] => ({
  title: m.colActions,
  key: 'actions',
  width: ACTIONS_WIDTH,
  fixed: 'right',
  align: 'center',
  render: (_, o) => <ActionsMenu order={o} items={items(o)} />,
});

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
  const menu = useOrderMenu(stores?.uuidOf);
  // Waiting times count on between the list's refreshes (an unchanged answer keeps the same rows).
  const now = useNow(WAITING_TICK_MS);
  const columns = useMemo<TableColumnsType<Order>>(() => {
    // The approval list has no cancel nor courier dialogs: its menu is 'Chamar entregador' and the details.
    const handlers: OrderMenuHandlers = {
      actions,
      onCancel: () => undefined,
      onChangeCourier: () => undefined,
      onDetails: (o) => navigate(orderDetailsPath(o.uuid, stores?.uuidOf(o))),
    };
    return [
      orderColumn(),
      ...(stores ? [storeColumn(stores.nameOf)] : []),
      {
        title: m.colWaiting,
        key: 'waiting',
        width: 104,
        render: (_, o) => <WaitingCell minutes={waitingMinutes(o, now)} late={isWaitingTooLong(o, now)} />,
      },
      customerColumn(),
      {
        title: m.colTotal,
        key: 'total',
        width: 136,
        render: (_, o) => (
          <span style={{ whiteSpace: 'nowrap' }}>
            {formatBRL(o.final_total_price)}
            <FailureIcon text={failures[o.uuid]} />
          </span>
        ),
      },
      actionsColumn((o) => menu(o, 'toApprove', handlers)),
    ];
  }, [orders, failures, actions, navigate, menu, stores, now]);
  return <OrdersTable orders={orders} loading={loading} columns={columns} label={m.tabToApprove} />;
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
  const navigate = useNavigate();
  const menu = useOrderMenu(stores?.uuidOf);
  const columns = useMemo<TableColumnsType<Order>>(() => {
    const handlers: OrderMenuHandlers = { actions, onCancel, onChangeCourier, onDetails: (o) => navigate(orderDetailsPath(o.uuid, stores?.uuidOf(o))) };
    return [
      orderColumn(),
      ...(stores ? [storeColumn(stores.nameOf)] : []),
      customerColumn(),
      {
        title: <TwoLineTitle first={m.colStatus} second={m.colCourier} />,
        key: 'status',
        render: (_, o) => <StatusCell order={o} failure={failures[o.uuid]} />,
      },
      {
        title: <TwoLineTitle first={m.colDeliveryValue} second={m.colRoute} />,
        key: 'value',
        width: 156,
        render: (_, o) => <ValueCell order={o} />,
      },
      actionsColumn((o) => menu(o, 'live', handlers)),
    ];
  }, [failures, actions, onCancel, onChangeCourier, navigate, menu, stores]);
  return <OrdersTable orders={orders} loading={loading} columns={columns} label={m.tabInProgress} />;
});

import { useState } from 'react';
import { Button, Checkbox, Flex, Grid, Table, Tooltip, Typography, type TableProps } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { formatBRL, ordersActions, useOnline, type StagedOrder } from 'shared';
import { exceedsItemsLimit, itemsTotal } from './deliveryRules';
import { stagingMessages as m } from './messages';
import {
  DANGER_TEXT,
  isPendingOrder,
  pendingText,
  NO_WRAP,
  OrderErrorIcon,
  orderError,
  PaymentChips,
  PendingNote,
  phoneText,
  OrderPlace,
  itemsText,
} from './orderDisplay';
import { StagedOrderCards } from './StagedOrderCards';
import { VisuallyHidden } from 'shared/ui';
import { quietLoading } from 'shared/table';

export { DANGER_TEXT } from './orderDisplay';

const SHAKE_CSS = `@keyframes portal-staged-counter-shake{0%,100%{transform:translateX(0)}20%,60%{transform:translateX(-6px)}40%,80%{transform:translateX(6px)}}
.portal-staged-counter[data-shaking='true']{animation:portal-staged-counter-shake .5s ease-in-out;color:#a8071a}
@media (prefers-reduced-motion:reduce){.portal-staged-counter[data-shaking='true']{animation:none;text-decoration:underline}}`;

export type SortField = 'client_name' | 'items_total_price';
export type SortState = { field: SortField; order: 'ascend' | 'descend' } | null;

export interface StagedOrdersTableProps {
  orders: StagedOrder[];
  selectedCount: number;
  maxOrders: number;
  shaking: boolean;
  /** A wallet check or a creation runs: the selection waits. */
  busy: boolean;
  onToggle: (index: number, checked: boolean) => void;
  onEdit: (index: number) => void;
  onDelete: (index: number) => void;
}

/**
 * The staged orders (docs/spec/part-1-signin-dashboard-delivery.md §2 'Orders page'): select, Cliente (sortable; where
 * the order goes under the name), Telefone, Itens, Valor (sortable), Status (the payment type chip), Ações ('Editar
 * pedido', 'Deletar pedido', as icon buttons named by their tooltips). Sorting sorts the stored list. Below antd's md
 * (a phone) the orders are cards that are their own selection (StagedOrderCards).
 */
export function StagedOrdersTable(props: StagedOrdersTableProps) {
  const { orders, selectedCount, maxOrders, shaking, busy, onToggle, onEdit, onDelete } = props;
  const [sort, setSort] = useState<SortState>(null);
  const screens = Grid.useBreakpoint();
  const online = useOnline();

  const sortBy = (next: SortState) => {
    setSort(next);
    if (next) ordersActions.sortOrders(next.field, next.order === 'ascend' ? 'asc' : 'desc');
  };
  const onChange: TableProps<StagedOrder>['onChange'] = (_pagination, _filters, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = s?.columnKey as SortField | undefined;
    sortBy(field && s?.order ? { field, order: s.order } : null);
  };

  return (
    <>
      <style>{SHAKE_CSS}</style>
      <Flex justify="flex-end" style={{ marginBottom: 8 }}>
        <span role="status" style={{ fontWeight: 600 }}>
          <span className="portal-staged-counter" data-shaking={shaking ? 'true' : 'false'} style={{ display: 'inline-block' }}>
            {m.selectedCounter(selectedCount, maxOrders)}
          </span>
          {shaking ? <VisuallyHidden> {m.limitReached(maxOrders)}</VisuallyHidden> : null}
        </span>
      </Flex>
      {screens.md === false ? (
        <StagedOrderCards {...props} sort={sort} onSort={sortBy} />
      ) : (
        <Table<StagedOrder>
          aria-label={m.tableLabel}
          loading={quietLoading(false)}
          rowKey={(order) => `${orders.indexOf(order)}`}
          size="middle"
          pagination={false}
          dataSource={orders}
          scroll={{ x: true }}
          onChange={onChange}
          showSorterTooltip={false}
          columns={[
            {
              key: 'select',
              title: <VisuallyHidden>{m.colSelect}</VisuallyHidden>,
              width: 44,
              render: (_: unknown, order, index) => {
                const overLimit = exceedsItemsLimit(order);
                const pending = isPendingOrder(order);
                const box = (
                  <Checkbox
                    checked={!!order.selected}
                    disabled={overLimit || pending || busy}
                    aria-label={m.selectOrder(order.client_name)}
                    onChange={(e) => onToggle(index, e.target.checked)}
                  />
                );
                const why = overLimit ? m.itemsTotalLimit : pending ? pendingText(order, online) : null;
                return why ? <Tooltip title={why}>{box}</Tooltip> : box;
              },
            },
            {
              key: 'client_name',
              title: m.colClient,
              sorter: true,
              sortOrder: sort?.field === 'client_name' ? sort.order : null,
              render: (_: unknown, order) => {
                const error = orderError(order);
                return (
                  <Flex vertical style={{ minWidth: 120 }}>
                    <Flex gap={4} align="center">
                      <Typography.Text strong>{order.client_name}</Typography.Text>
                      {error ? <OrderErrorIcon error={error} /> : null}
                    </Flex>
                    <OrderPlace order={order} />
                    <PendingNote order={order} />
                  </Flex>
                );
              },
            },
            { key: 'phone', title: m.colPhone, render: (_: unknown, order) => <span style={NO_WRAP}>{phoneText(order.phone)}</span> },
            { key: 'items', title: m.colItems, render: (_: unknown, order) => itemsText(order) },
            {
              key: 'items_total_price',
              title: m.colValue,
              sorter: true,
              align: 'right',
              sortOrder: sort?.field === 'items_total_price' ? sort.order : null,
              render: (_: unknown, order) => (
                <Flex vertical>
                  <span style={NO_WRAP}>{formatBRL(itemsTotal(order))}</span>
                  {exceedsItemsLimit(order) ? <Typography.Text style={{ fontSize: 12, color: DANGER_TEXT }}>{m.itemsTotalLimit}</Typography.Text> : null}
                </Flex>
              ),
            },
            {
              key: 'status',
              title: m.colStatus,
              render: (_: unknown, order) => (
                <Flex gap={4} wrap style={{ maxWidth: 140 }}>
                  <PaymentChips order={order} />
                </Flex>
              ),
            },
            {
              key: 'actions',
              title: m.colActions,
              render: (_: unknown, order, index) => (
                <Flex gap={4}>
                  <Tooltip title={m.editOrder}>
                    <Button
                      icon={<EditOutlined aria-hidden />}
                      disabled={busy}
                      aria-label={`${m.editOrder} ${order.client_name}`}
                      onClick={() => onEdit(index)}
                    />
                  </Tooltip>
                  <Tooltip title={m.deleteOrder}>
                    <Button
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      disabled={busy}
                      aria-label={`${m.deleteOrder} ${order.client_name}`}
                      onClick={() => onDelete(index)}
                    />
                  </Tooltip>
                </Flex>
              ),
            },
          ]}
        />
      )}
    </>
  );
}

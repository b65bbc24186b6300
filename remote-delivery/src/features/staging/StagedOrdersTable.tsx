import { useState } from 'react';
import { App, Button, Checkbox, Flex, Tag, Tooltip, Typography, type TableProps } from 'antd';
import { ResponsiveTable } from 'shared/ui';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import { formatBRL, ordersActions, type StagedOrder } from 'shared';
import { maskPhone } from 'shared/masks';
import { exceedsItemsLimit, filledItems, itemQuantity, itemsTotal, paymentTypeOf, type PaymentCode } from './deliveryRules';
import { stagingMessages as m } from './messages';

/** Payment chips with AA contrast (dark text on a light background). */
const CHIP_STYLE: Record<PaymentCode, { color: string; background: string; borderColor: string }> = {
  CARD: { color: '#10239e', background: '#f0f5ff', borderColor: '#adc6ff' },
  DIN: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  ONLINE: { color: '#391085', background: '#f9f0ff', borderColor: '#d3adf7' },
};

/** Red text with AA contrast on white (antd's colorError is below 4.5:1). */
export const DANGER_TEXT = '#a8071a';

/** Read by screen readers, not shown. */
const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

const SHAKE_CSS = `@keyframes portal-staged-counter-shake{0%,100%{transform:translateX(0)}20%,60%{transform:translateX(-6px)}40%,80%{transform:translateX(6px)}}
.portal-staged-counter[data-shaking='true']{animation:portal-staged-counter-shake .5s ease-in-out;color:#a8071a}
@media (prefers-reduced-motion:reduce){.portal-staged-counter[data-shaking='true']{animation:none;text-decoration:underline}}`;

type SortField = 'client_name' | 'items_total_price';
type SortState = { field: SortField; order: 'ascend' | 'descend' } | null;

/** The phone as the form shows it, or 'Sem telefone'. */
function phoneText(phone: unknown): string {
  const digits = typeof phone === 'string' ? phone.replace(/\D/g, '') : '';
  return digits && !/^0+$/.test(digits) ? maskPhone(digits) : m.withoutPhone;
}

function itemsText(order: StagedOrder): string {
  const items = filledItems(order);
  return items.length ? items.map((item) => `${itemQuantity(item.qntd)}x ${String(item.name).trim()}`).join(', ') : m.noItems;
}

/** The error icon of an order whose validation failed: its tooltip shows the error, a click copies it. */
function OrderErrorIcon({ error }: { error: string }) {
  const { message } = App.useApp();
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(error);
      message.success(m.errorCopied);
    } catch {
      message.error(m.errorNotCopied);
    }
  };
  return (
    <Tooltip title={error}>
      <Button type="text" size="small" danger icon={<ExclamationCircleFilled />} aria-label={`${m.orderError} ${error}`} onClick={copy} />
    </Tooltip>
  );
}

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
 * The staged orders (docs/spec/part-1-signin-dashboard-delivery.md §2 'Orders page'): select, Cliente (sortable), Telefone, Itens, Valor (sortable),
 * Status (the payment type chip), Ações ('Editar pedido', 'Deletar pedido'). Sorting sorts the stored list.
 */
export function StagedOrdersTable({ orders, selectedCount, maxOrders, shaking, busy, onToggle, onEdit, onDelete }: StagedOrdersTableProps) {
  const [sort, setSort] = useState<SortState>(null);

  const onChange: TableProps<StagedOrder>['onChange'] = (_pagination, _filters, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = s?.columnKey as SortField | undefined;
    if (!field || !s?.order) {
      setSort(null);
      return;
    }
    setSort({ field, order: s.order });
    ordersActions.sortOrders(field, s.order === 'ascend' ? 'asc' : 'desc');
  };

  return (
    <>
      <style>{SHAKE_CSS}</style>
      <Flex justify="flex-end" style={{ marginBottom: 8 }}>
        <span role="status" style={{ fontWeight: 600 }}>
          <span className="portal-staged-counter" data-shaking={shaking ? 'true' : 'false'} style={{ display: 'inline-block' }}>
            {m.selectedCounter(selectedCount, maxOrders)}
          </span>
          {shaking ? <span style={VISUALLY_HIDDEN}> {m.limitReached(maxOrders)}</span> : null}
        </span>
      </Flex>
      <ResponsiveTable<StagedOrder>
        aria-label={m.tableLabel}
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
            title: <span style={VISUALLY_HIDDEN}>{m.colSelect}</span>,
            width: 48,
            render: (_: unknown, order, index) => {
              const overLimit = exceedsItemsLimit(order);
              const box = (
                <Checkbox
                  checked={!!order.selected}
                  disabled={overLimit || busy}
                  aria-label={m.selectOrder(order.client_name)}
                  onChange={(e) => onToggle(index, e.target.checked)}
                />
              );
              return overLimit ? <Tooltip title={m.itemsTotalLimit}>{box}</Tooltip> : box;
            },
          },
          {
            key: 'client_name',
            title: m.colClient,
            sorter: true,
            sortOrder: sort?.field === 'client_name' ? sort.order : null,
            render: (_: unknown, order) => (
              <Flex gap={4} align="center">
                <Typography.Text strong>{order.client_name}</Typography.Text>
                {typeof order.error === 'string' && order.error ? <OrderErrorIcon error={order.error} /> : null}
              </Flex>
            ),
          },
          { key: 'phone', title: m.colPhone, render: (_: unknown, order) => phoneText(order.phone) },
          { key: 'items', title: m.colItems, render: (_: unknown, order) => itemsText(order) },
          {
            key: 'items_total_price',
            title: m.colValue,
            sorter: true,
            sortOrder: sort?.field === 'items_total_price' ? sort.order : null,
            render: (_: unknown, order) => (
              <Flex vertical>
                <span>{formatBRL(itemsTotal(order))}</span>
                {exceedsItemsLimit(order) ? <Typography.Text style={{ fontSize: 12, color: DANGER_TEXT }}>{m.itemsTotalLimit}</Typography.Text> : null}
              </Flex>
            ),
          },
          {
            key: 'status',
            title: m.colStatus,
            render: (_: unknown, order) => {
              const payment = paymentTypeOf(order);
              return (
                <Flex gap={4} wrap>
                  <Tag bordered style={CHIP_STYLE[payment.code]}>
                    {payment.label}
                  </Tag>
                  {order.processing ? <Tag color="processing">{m.processingTag}</Tag> : null}
                </Flex>
              );
            },
          },
          {
            key: 'actions',
            title: m.colActions,
            render: (_: unknown, order, index) => (
              <Flex gap={4} wrap>
                <Button size="small" icon={<EditOutlined />} disabled={busy} aria-label={`${m.editOrder} ${order.client_name}`} onClick={() => onEdit(index)}>
                  {m.editOrder}
                </Button>
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  disabled={busy}
                  aria-label={`${m.deleteOrder} ${order.client_name}`}
                  onClick={() => onDelete(index)}
                >
                  {m.deleteOrder}
                </Button>
              </Flex>
            ),
          },
        ]}
      />
    </>
  );
}

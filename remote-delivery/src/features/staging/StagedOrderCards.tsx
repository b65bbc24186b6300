import { useId } from 'react';
import { Button, Dropdown, Flex, theme, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import EllipsisOutlined from '@ant-design/icons/EllipsisOutlined';
import { formatBRL, type StagedOrder } from 'shared';
import { SortPicker } from 'shared/table';
import { exceedsItemsLimit, itemsTotal } from './deliveryRules';
import { stagingMessages as m } from './messages';
import { DANGER_TEXT, isPendingOrder, itemsText, NO_WRAP, OrderErrorIcon, orderError, PaymentChips, PendingNote, phoneText, OrderPlace } from './orderDisplay';
import type { SortField, SortState, StagedOrdersTableProps } from './StagedOrdersTable';

/** The card's checkbox covers its selection area, unseen: a tap anywhere on it is a tap on the checkbox. */
const CARD_CSS = `.portal-staged-card input{position:absolute;inset:0;width:100%;height:100%;margin:0;opacity:0;cursor:pointer;z-index:1}
.portal-staged-card input:disabled{cursor:not-allowed}
.portal-staged-card-area:has(input:focus-visible){box-shadow:inset 0 0 0 2px #1f4fd8;border-radius:8px}`;

interface CardsProps extends StagedOrdersTableProps {
  sort: SortState;
  onSort: (sort: SortState) => void;
}

/**
 * The staged orders on a phone: each card is the order's selection (a tap anywhere on it ticks or unticks it), shows
 * where it goes (neighbourhood · distance), its value, items, phone and payment chip, and keeps 'Editar pedido' and
 * 'Deletar pedido' in its menu. The sortable columns are in 'Ordenar por', as for every list of cards.
 */
export function StagedOrderCards({ orders, busy, onToggle, onEdit, onDelete, sort, onSort }: CardsProps) {
  const columns = (['client_name', 'items_total_price'] as const).map((key) => ({
    key,
    title: key === 'client_name' ? m.colClient : m.colValue,
    sorter: true,
    sortOrder: sort?.field === key ? sort.order : null,
  }));
  return (
    <>
      <style>{CARD_CSS}</style>
      {orders.length > 1 ? (
        <SortPicker<StagedOrder>
          columns={columns}
          rows={orders}
          onChange={(_p, _f, sorter) => {
            const s = Array.isArray(sorter) ? sorter[0] : sorter;
            onSort(s?.columnKey && s.order ? { field: s.columnKey as SortField, order: s.order } : null);
          }}
        />
      ) : null}
      <ul aria-label={m.tableLabel} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {orders.map((order, index) => (
          <li key={`${index}-${order.client_name}`}>
            <StagedOrderCard
              order={order}
              disabled={busy || exceedsItemsLimit(order) || isPendingOrder(order)}
              busy={busy}
              onToggle={(checked) => onToggle(index, checked)}
              onEdit={() => onEdit(index)}
              onDelete={() => onDelete(index)}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

interface CardProps {
  order: StagedOrder;
  disabled: boolean;
  busy: boolean;
  onToggle: (checked: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}

function StagedOrderCard({ order, disabled, busy, onToggle, onEdit, onDelete }: CardProps) {
  const { token } = theme.useToken();
  const detailsId = useId();
  const selected = !!order.selected;
  const error = orderError(order);

  return (
    <div
      className="portal-staged-card"
      style={{
        display: 'flex',
        borderRadius: 8,
        border: `${selected ? 2 : 1}px solid ${selected ? token.colorPrimary : token.colorBorderSecondary}`,
        background: selected ? token.colorPrimaryBg : token.colorBgContainer,
        // The border's extra pixel is taken from the padding, so ticking a card does not move its text.
        padding: selected ? 0 : 1,
      }}
    >
      <div className="portal-staged-card-area" style={{ position: 'relative', flex: 1, minWidth: 0, display: 'flex', gap: 12, padding: '12px 4px 12px 12px' }}>
        <input
          type="checkbox"
          checked={selected}
          disabled={disabled}
          aria-label={m.selectOrder(order.client_name)}
          aria-describedby={detailsId}
          onChange={(event) => onToggle(event.target.checked)}
        />
        <span
          aria-hidden="true"
          style={{
            flex: 'none',
            width: 22,
            height: 22,
            marginTop: 1,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            color: '#fff',
            fontSize: 12,
            border: `2px solid ${selected ? token.colorPrimary : token.colorTextQuaternary}`,
            background: selected ? token.colorPrimary : token.colorBgContainer,
          }}
        >
          {selected ? (
            <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
              <path d="M2 6.5 4.8 9 10 3.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          ) : null}
        </span>
        <Flex vertical gap={2} id={detailsId} style={{ flex: 1, minWidth: 0 }}>
          <Flex justify="space-between" align="baseline" gap={8}>
            <Typography.Text strong style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {order.client_name}
            </Typography.Text>
            <Typography.Text strong style={NO_WRAP}>
              {formatBRL(itemsTotal(order))}
            </Typography.Text>
          </Flex>
          <OrderPlace order={order} />
          <PendingNote order={order} />
          <Typography.Text style={{ overflowWrap: 'anywhere' }}>{itemsText(order)}</Typography.Text>
          <Flex gap={8} wrap align="center" style={{ marginTop: 4 }}>
            <Typography.Text type="secondary" style={NO_WRAP}>
              {phoneText(order.phone)}
            </Typography.Text>
            <PaymentChips order={order} />
          </Flex>
          {exceedsItemsLimit(order) ? <Typography.Text style={{ fontSize: 12, color: DANGER_TEXT }}>{m.itemsTotalLimit}</Typography.Text> : null}
        </Flex>
      </div>
      <Flex vertical align="center" style={{ padding: '4px 4px 4px 0' }}>
        <Dropdown
          trigger={['click']}
          disabled={busy}
          menu={{
            items: [
              { key: 'edit', label: m.editOrder, icon: <EditOutlined aria-hidden /> },
              { key: 'delete', label: m.deleteOrder, icon: <DeleteOutlined aria-hidden />, danger: true },
            ],
            onClick: ({ key }) => (key === 'edit' ? onEdit() : onDelete()),
          }}
        >
          <Button type="text" icon={<EllipsisOutlined aria-hidden />} aria-label={m.orderActions(order.client_name)} style={{ minWidth: 44, minHeight: 44 }} />
        </Dropdown>
        {error ? <OrderErrorIcon error={error} /> : null}
      </Flex>
    </div>
  );
}

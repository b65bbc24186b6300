import { Button, Tag, Typography } from 'antd';
import { ResponsiveTable } from 'shared/table';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { formatBRL } from 'shared';
import { LEGACY_PAYMENT_TYPES } from '../../api/delivery';
import { deliveryCost, type ListedOrder } from './legacyRules';
import { legacyMessages as m } from './messages';

const paymentLabel = (id: number): string => LEGACY_PAYMENT_TYPES.find((p) => p.id === id)?.label ?? '';

interface Props {
  orders: ListedOrder[];
  withReturn: boolean;
  /** The orders whose lost create is being confirmed, by id: 'Em processamento', not deletable meanwhile. */
  processing?: ReadonlySet<string>;
  onDelete: (index: number) => void;
}

/** The orders added to the delivery, each with 'Deletar pedido' (confirmed in a modal by the page). */
export function LegacyOrderList({ orders, withReturn, processing, onDelete }: Props) {
  if (!orders.length) return <Typography.Paragraph type="secondary">{m.emptyList}</Typography.Paragraph>;
  return (
    <ResponsiveTable<ListedOrder>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={orders}
      scroll={{ x: true }}
      columns={[
        {
          title: m.colClient,
          dataIndex: 'clientName',
          render: (name: string, o) => (
            <>
              {name}
              {processing?.has(o.id) ? (
                <Tag color="processing" style={{ marginLeft: 8 }}>
                  {m.processingTag}
                </Tag>
              ) : null}
            </>
          ),
        },
        { title: m.colPhone, dataIndex: 'phone', render: (phone: string, o) => (o.withoutPhone ? m.withoutPhone : phone) },
        { title: m.colAddress, key: 'address', render: (_: unknown, o) => `${o.place.street}, ${o.number} - ${o.place.neighborhood}` },
        { title: m.colPayment, key: 'payment', render: (_: unknown, o) => paymentLabel(o.paymentTypeId) },
        { title: m.colValue, dataIndex: 'orderValue', render: (value: number) => formatBRL(value) },
        { title: m.colDelivery, key: 'delivery', render: (_: unknown, o) => formatBRL(deliveryCost(o.quote, withReturn)) },
        {
          title: m.colActions,
          key: 'actions',
          render: (_: unknown, o, index) => (
            <Button
              type="text"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={`${m.deleteOrder} ${o.clientName}`}
              disabled={processing?.has(o.id)}
              onClick={() => onDelete(index)}
            >
              {m.deleteOrder}
            </Button>
          ),
        },
      ]}
    />
  );
}

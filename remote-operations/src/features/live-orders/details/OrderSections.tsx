import { Card, Col, Descriptions, Row, Typography } from 'antd';
import { formatBRL } from 'shared';
import { maskPhone } from 'shared/masks';
import type { Order } from '../../../api/operations';
import { formatDateTime } from '../../common/format';
import { orderDetailsMessages as m } from './messages';

/** 'quantity x name' lines of an order's items. */
const itemLines = (order: Pick<Order, 'items'>): string[] => (order.items ?? []).map((i) => `${i.quantity} x ${i.name}`);

/** The spec's four sections of an order: Origem, Cliente, Valores, Pedidos (docs/spec/part-1-signin-dashboard-delivery.md §2). */
export function OrderSections({ order }: { order: Order }) {
  const lines = itemLines(order);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={12}>
        <Card title={m.origin}>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={m.reference}>#{order.short_external_reference || '-'}</Descriptions.Item>
            <Descriptions.Item label={m.originName}>{order.origin?.name || '-'}</Descriptions.Item>
            <Descriptions.Item label={m.forecast}>{formatDateTime(order.delivery_at, 'DD/MM HH:mm')}</Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <Card title={m.customer}>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={m.customerName}>{order.customer?.name || '-'}</Descriptions.Item>
            <Descriptions.Item label={m.phone}>{maskPhone(order.customer?.phone) || '-'}</Descriptions.Item>
            <Descriptions.Item label={m.address}>{order.address?.formatted || '-'}</Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <Card title={m.values}>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={m.total}>
              <span style={{ whiteSpace: 'nowrap' }}>{formatBRL(order.final_total_price)}</span>
            </Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <Card title={m.items}>
          {lines.length ? (
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {lines.map((line, i) => (
                <li key={`${i}-${line}`}>{line}</li>
              ))}
            </ul>
          ) : (
            <Typography.Text type="secondary">{m.noItems}</Typography.Text>
          )}
        </Card>
      </Col>
    </Row>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Descriptions, Row, Space, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { errorStatus, formatBRL, Spinner } from 'shared';
import type { Order } from '../../api/operations';
import { useOperationsApi } from '../../api/useOperationsApi';
import { maskPhone } from 'shared/masks';
import { TAP_TARGET } from 'shared/ui';
import { LIVE_REFRESH_MS, useStoreScope } from 'shared/data';
import { ordersKey, timeOf } from '../common/orderQueries';
import { formatDateTime } from '../common/format';
import { DeliveryMap } from './DeliveryMap';
import { PrintTicket } from './order-ticket';
import { ShareTracking } from './share-tracking';
import { orderDetailsMessages as m } from './messages';
import { operationsPages } from 'shared/pages';

/** 'quantity x name' lines of an order's items. */
const itemLines = (order: Pick<Order, 'items'>): string[] => (order.items ?? []).map((i) => `${i.quantity} x ${i.name}`);

/** /pages/orders/:orderId — Origem, Cliente, Valores, Pedidos (docs/spec/part-1-signin-dashboard-delivery.md §2). */
export default function OrderDetailsPage() {
  const { orderId = '' } = useParams();
  const store = useStoreScope();
  const api = useOperationsApi();
  // A live read: the courier moves on the map every 60 s; a failed refresh keeps the page as it was, with a note.
  const read = useQuery({
    queryKey: [...ordersKey(store), 'order', orderId],
    queryFn: async ({ signal }) => (await api.getOrder(orderId, signal)).data.data,
    refetchInterval: LIVE_REFRESH_MS,
  });
  const order = read.data;
  const error = read.isError && !order ? (errorStatus(read.error) === 404 ? m.notFound : m.loadError) : null;

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Link to={operationsPages.orders.path} style={TAP_TARGET}>
        {m.back}
      </Link>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {m.title}
      </Typography.Title>
      {order ? (
        <Space wrap>
          <ShareTracking order={order} />
          <PrintTicket order={order} />
        </Space>
      ) : null}
      {error ? (
        <Alert type="error" showIcon title={error} action={<Button onClick={() => void read.refetch()}>{m.retry}</Button>} />
      ) : !order ? (
        <Spinner />
      ) : (
        <Row gutter={[16, 16]}>
          {read.isError ? (
            <Col span={24}>
              <Alert type="warning" showIcon role="status" title={m.staleNotice(timeOf(read.dataUpdatedAt))} />
            </Col>
          ) : null}
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
                <Descriptions.Item label={m.total}>{formatBRL(order.final_total_price)}</Descriptions.Item>
              </Descriptions>
            </Card>
          </Col>
          <Col xs={24} md={12}>
            <Card title={m.items}>
              {itemLines(order).length ? (
                <ul style={{ margin: 0, paddingLeft: 20 }}>
                  {itemLines(order).map((line, i) => (
                    <li key={`${i}-${line}`}>{line}</li>
                  ))}
                </ul>
              ) : (
                <Typography.Text type="secondary">{m.noItems}</Typography.Text>
              )}
            </Card>
          </Col>
          <Col span={24}>
            <DeliveryMap order={order} />
          </Col>
        </Row>
      )}
    </Space>
  );
}

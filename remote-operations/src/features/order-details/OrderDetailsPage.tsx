import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, Col, Descriptions, Row, Space, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { errorStatus, formatBRL, Spinner } from 'shared';
import { operationsApi, type Order } from '../../api/operations';
import { maskPhone } from 'shared/masks';
import { TAP_TARGET } from 'shared/ui';
import dayjs from 'dayjs';
import { ORDERS_REFRESH_MS } from '../../domain/constants';
import { formatDateTime } from '../common/time';
import { useRefreshWhenBack } from '../common/useRefreshWhenBack';
import { DeliveryMap } from './DeliveryMap';
import { orderDetailsMessages as m } from './messages';
import { operationsPages } from 'shared/pages';

/** 'quantity x name' lines of an order's items. */
export const itemLines = (order: Pick<Order, 'items'>): string[] => (order.items ?? []).map((i) => `${i.quantity} x ${i.name}`);

/** /pages/orders/:orderId — Origem, Cliente, Valores, Pedidos (spec part-1 §2). */
export default function OrderDetailsPage() {
  const { orderId = '' } = useParams();
  const [order, setOrder] = useState<Order | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The time of the last answer, and whether the refresh after it failed (the page keeps what it had).
  const [updatedAt, setUpdatedAt] = useState<string | null>(null);
  const [stale, setStale] = useState(false);

  const load = useCallback(() => {
    setError(null);
    setOrder(null);
    setStale(false);
    operationsApi
      .getOrder(orderId)
      .then(({ data }) => {
        setOrder(data.data);
        setUpdatedAt(dayjs().format('HH:mm:ss'));
      })
      .catch((e) => setError(errorStatus(e) === 404 ? m.notFound : m.loadError));
  }, [orderId]);

  /** The 60 s refresh: the courier moves on the map; a failure keeps the page as it was, with a note. */
  const refresh = useCallback(() => {
    operationsApi
      .getOrder(orderId)
      .then(({ data }) => {
        setOrder(data.data);
        setUpdatedAt(dayjs().format('HH:mm:ss'));
        setStale(false);
      })
      .catch(() => setStale(true));
  }, [orderId]);

  useEffect(load, [load]);
  useEffect(() => {
    const timer = setInterval(refresh, ORDERS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh]);
  useRefreshWhenBack(refresh, ORDERS_REFRESH_MS);

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Link to={operationsPages.orders.path} style={TAP_TARGET}>
        {m.back}
      </Link>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {m.title}
      </Typography.Title>
      {error ? (
        <Alert type="error" showIcon title={error} action={<Button onClick={load}>{m.retry}</Button>} />
      ) : !order ? (
        <Spinner />
      ) : (
        <Row gutter={[16, 16]}>
          {stale && updatedAt ? (
            <Col span={24}>
              <Alert type="warning" showIcon role="status" title={m.staleNotice(updatedAt)} />
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

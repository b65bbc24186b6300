import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Grid, Space, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { errorStatus, Spinner } from 'shared';
import { PageTitle, TAP_TARGET } from 'shared/ui';
import { LIVE_REFRESH_MS, useStoreScope } from 'shared/data';
import { operationsPages } from 'shared/pages';
import type { Order } from '../../../api/operations';
import { useOperationsApi } from '../../../api/useOperationsApi';
import { ordersKey, timeOf } from '../../common/orderQueries';
import { orderRef } from '../../common/format';
import { DeliveryMap } from './DeliveryMap';
import { orderDetailsMessages as m } from './messages';
import { OrderSections } from './OrderSections';
import { DETAILS_TITLE_ID, OrderSummary, OrderTimeline } from './OrderSummary';
import { PrintTicket } from './order-ticket';
import { ShareTracking } from './share-tracking';

/**
 * The order at a glance (D15): its status, courier, forecast and actions first, beside the map on a wide screen and
 * over it on a narrow one (so a phone has the map on its first screens), then the time line; the spec's four
 * sections follow.
 */
function OrderAtAGlance({ order }: { order: Order }) {
  const wide = Grid.useBreakpoint().lg === true;
  return (
    <div
      style={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: wide ? 'minmax(0, 2fr) minmax(0, 3fr)' : 'minmax(0, 1fr)',
        gridTemplateAreas: wide ? '"summary map" "timeline map"' : '"summary" "map" "timeline"',
        // The map's height beyond the summary goes to the time line's row: the time line follows the summary at once.
        gridTemplateRows: wide ? 'auto 1fr' : undefined,
        alignItems: 'start',
      }}
    >
      <OrderSummary order={order} />
      <div style={{ gridArea: 'map' }}>
        <DeliveryMap order={order} height={wide ? 420 : 280} />
      </div>
      <OrderTimeline order={order} />
    </div>
  );
}

/** /pages/orders/:orderId — 'Detalhes do pedido' (docs/spec/part-1-signin-dashboard-delivery.md §2), followed live. */
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
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Link to={operationsPages.orders.path} style={TAP_TARGET}>
        {m.back}
      </Link>
      <Flex align="baseline" gap={12} wrap>
        <PageTitle id={DETAILS_TITLE_ID} style={{ margin: 0 }}>
          {m.title}
        </PageTitle>
        {order ? (
          <Typography.Text type="secondary" style={{ fontSize: 18 }}>
            {orderRef(order)}
          </Typography.Text>
        ) : null}
      </Flex>
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
        <>
          {read.isError ? <Alert type="warning" showIcon role="status" title={m.staleNotice(timeOf(read.dataUpdatedAt))} /> : null}
          <OrderAtAGlance order={order} />
          <OrderSections order={order} />
        </>
      )}
    </Space>
  );
}

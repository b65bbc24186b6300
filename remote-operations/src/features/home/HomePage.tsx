import { Button, Flex, Space, Typography } from 'antd';
import { PageTitle } from 'shared/ui';
import { useNavigate } from 'react-router-dom';
import { useAllStoresView, useUser } from 'shared';
import { firstName } from '../../domain/user';
import { LowBalanceWarning } from '../common/LowBalanceWarning';
import { useCanSeeOrders } from '../common/canSeeOrders';
import { BannerCarousel } from './BannerCarousel';
import { CouriersMap } from './CouriersMap';
import { DashboardCounters } from './DashboardCounters';
import { homeMessages as m } from './messages';
import { operationsPages } from 'shared/pages';

/** /pages/home: greeting, today's counters, banners, couriers map and the low-balance warning (docs/spec/part-1-signin-dashboard-delivery.md §2, D4). */
export default function HomePage() {
  const user = useUser();
  const navigate = useNavigate();
  // 'Todas as lojas': the map is one store's region, so it waits until a store is chosen (D14).
  const allStores = useAllStoresView();
  // The orders page would only say that this profile may not see them (order.show): no way in to offer.
  const canSeeOrders = useCanSeeOrders();
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <LowBalanceWarning variant="home" />
      <Flex justify="space-between" align="center" wrap gap={12}>
        <div>
          <PageTitle style={{ margin: 0 }}>{m.greeting(firstName(user))}</PageTitle>
          <Typography.Text type="secondary">{m.subtitle}</Typography.Text>
        </div>
        {canSeeOrders ? (
          <Button type="primary" onClick={() => navigate(operationsPages.orders.path)}>
            {m.manageDeliveries}
          </Button>
        ) : null}
      </Flex>
      <DashboardCounters />
      <BannerCarousel />
      {allStores ? null : <CouriersMap />}
    </Space>
  );
}

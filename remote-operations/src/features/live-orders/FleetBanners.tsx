import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import { hasPermission, isEffectiveFleet, useSession } from 'shared';
import { useStoreScope } from 'shared/data';
import { operationsApi } from '../../api/operations';
import { ordersMessages as m } from './messages';
import { accountPages, operationsPages } from 'shared/pages';

/**
 * Fleet stores (search_type FLEET, the selected franchise store's when there is one): a warning to add couriers when
 * the fleet has no accepted courier, otherwise a banner inviting them to activate the Box fleet.
 */
export function FleetBanners() {
  const session = useSession();
  // The fleet's couriers are read with courier.show (D9); without it there is nothing to say about them.
  const fleet = isEffectiveFleet(session) && hasPermission(session.user, 'courier.show');
  const store = useStoreScope();
  const { data: accepted = null } = useQuery({
    queryKey: [store, 'couriers', 'accepted-count'],
    queryFn: async ({ signal }) => {
      const { data } = await operationsApi.fleetCouriers({ status: '2', isCourierHistory: '1', limit: 1, page: 1 }, signal);
      return Number(data.total ?? data.data?.length ?? 0);
    },
    enabled: fleet,
  });

  if (!fleet || accepted === null) return null;
  if (accepted === 0) {
    return (
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={m.fleetEmptyTitle}
        description={
          <span>
            {m.fleetEmptyBody} <Link to={operationsPages.courierCreate.path}>{m.fleetEmptyLink}</Link>
          </span>
        }
      />
    );
  }
  // An invitation, not news: said politely (antd's Alert is role="alert"); its close button is named in pt-BR.
  return (
    <Alert
      type="info"
      role="status"
      showIcon
      closable={{ 'aria-label': m.close }}
      style={{ marginBottom: 16 }}
      title={m.fleetBoxTitle}
      description={
        <span>
          {m.fleetBoxBody} <Link to={accountPages.fleetPlans.path}>{m.fleetBoxLink}</Link>
        </span>
      }
    />
  );
}

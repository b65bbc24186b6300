import { useEffect, useState } from 'react';
import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import { isEffectiveFleet, useSession } from 'shared';
import { operationsApi } from '../../api/operations';
import { ordersMessages as m } from './messages';
import { accountPages } from 'shared/pages';
import { operationsPages } from 'shared/pages';

/**
 * Fleet stores (search_type FLEET, the selected franchise store's when there is one): a warning to add couriers when the fleet has no accepted courier,
 * otherwise a banner inviting them to activate the Box fleet.
 */
export function FleetBanners({ reloadKey }: { reloadKey: string }) {
  // The store being operated: a selected franchise store's search_type overrides the user's.
  const fleet = isEffectiveFleet(useSession());
  const [accepted, setAccepted] = useState<number | null>(null);
  useEffect(() => {
    if (!fleet) return;
    let alive = true;
    setAccepted(null);
    operationsApi
      .fleetCouriers({ status: '2', isCourierHistory: 1, limit: 1, page: 1 })
      .then(({ data }) => alive && setAccepted(Number(data.total ?? data.data?.length ?? 0)))
      .catch(() => alive && setAccepted(null));
    return () => {
      alive = false;
    };
  }, [fleet, reloadKey]);

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
  return (
    <Alert
      type="info"
      showIcon
      closable
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

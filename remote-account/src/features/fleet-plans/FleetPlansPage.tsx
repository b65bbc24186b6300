import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Col, Row, Typography } from 'antd';
import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import { getSession, sessionActions, useUser } from 'shared';
import { accountApi } from '../../api/account';
import { ActiveTag } from '../common/ActiveTag';
import { usePermission } from '../common/usePermission';
import { useStoreScope } from '../common/useStoreScope';
import { FLEET_PLANS, fleetPlansMessages as m, type FleetPlan } from './messages';

const activePlanOf = (searchType: unknown): FleetPlan['searchType'] =>
  typeof searchType === 'string' && searchType.toUpperCase() === 'FLEET' ? 'FLEET' : 'DEFAULT_NEW';

/**
 * /pages/settings: the two fleet plans, 'Frota Própria' (FLEET) and 'Frota Box' (DEFAULT_NEW). Switching
 * warns that the other fleet is deactivated and updates the session's search_type, so the menu, banners and
 * order actions follow at once.
 */
export default function FleetPlansPage() {
  const user = useUser();
  const { message, modal } = App.useApp();
  const canSwitch = usePermission('plan.edit');
  const { storeUuid, isSelectedFranchiseStore } = useStoreScope();
  const [switching, setSwitching] = useState<FleetPlan['searchType'] | null>(null);
  const [serverPlan, setServerPlan] = useState<FleetPlan['searchType'] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const active = serverPlan ?? activePlanOf(user?.search_type);

  // The plan in force on the server (another tab or user may have switched it); the session follows.
  useEffect(() => {
    if (!storeUuid) return;
    let alive = true;
    setServerPlan(null);
    setLoadFailed(false);
    accountApi
      .storeProfile(storeUuid)
      .then(({ data }) => {
        if (!alive) return;
        const plan = activePlanOf(data?.data?.search_type);
        setServerPlan(plan);
        if (!isSelectedFranchiseStore && activePlanOf(getSession().user?.search_type) !== plan) sessionActions.updateUser({ search_type: plan });
      })
      .catch(() => {
        if (!alive) return;
        setLoadFailed(true);
        message.error(m.loadError);
      });
    return () => {
      alive = false;
    };
  }, [storeUuid, isSelectedFranchiseStore, attempt, message]);

  const switchTo = async (plan: FleetPlan) => {
    setSwitching(plan.searchType);
    try {
      const { data } = await accountApi.switchSearchType(plan.searchType);
      const now = activePlanOf(data?.data?.data?.search_type ?? plan.searchType);
      setServerPlan(now);
      sessionActions.updateUser({ search_type: now });
      message.success(m.success);
    } catch {
      message.error(m.failure);
    } finally {
      setSwitching(null);
    }
  };

  const confirmSwitch = (plan: FleetPlan) => {
    modal.confirm({
      title: m.confirmTitle,
      content: plan.searchType === 'FLEET' ? m.confirmToFleet : m.confirmToBox,
      okText: m.confirmOk,
      cancelText: m.cancel,
      onOk: () => switchTo(plan),
    });
  };

  return (
    <section aria-labelledby="fleet-plans-title">
      <Typography.Title level={2} id="fleet-plans-title">
        {m.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{m.subtitle}</Typography.Paragraph>
      {loadFailed ? (
        <Alert
          type="error"
          showIcon
          title={m.loadError}
          description={m.loadErrorDetail}
          action={<Button onClick={() => setAttempt((n) => n + 1)}>{m.retry}</Button>}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {!canSwitch ? <Alert type="info" showIcon title={m.noPermission} style={{ marginBottom: 16 }} /> : null}
      <Row gutter={[24, 24]}>
        {FLEET_PLANS.map((plan) => {
          const isActive = plan.searchType === active;
          return (
            <Col xs={24} md={12} key={plan.searchType}>
              <Card
                role="region"
                aria-label={plan.name}
                title={
                  <Typography.Title level={3} style={{ margin: 0 }}>
                    {plan.name}
                  </Typography.Title>
                }
                extra={isActive ? <ActiveTag>{m.activeTag}</ActiveTag> : null}
                style={{ height: '100%', borderColor: isActive ? '#52c41a' : undefined }}
                actions={
                  !isActive && canSwitch
                    ? [
                        <Button key="switch" type="primary" loading={switching === plan.searchType} onClick={() => confirmSwitch(plan)}>
                          {m.switchButton}
                        </Button>,
                      ]
                    : undefined
                }
              >
                <Typography.Paragraph>{plan.description}</Typography.Paragraph>
                <Typography.Title level={4}>{m.price}</Typography.Title>
                <Typography.Text strong>{m.benefitsLabel}</Typography.Text>
                <ul aria-label={`${m.benefitsLabel}: ${plan.name}`} style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
                  {plan.benefits.map((benefit) => (
                    <li key={benefit} style={{ padding: '4px 0' }}>
                      <CheckCircleOutlined aria-hidden style={{ color: '#52c41a', marginRight: 8 }} />
                      {benefit}
                    </li>
                  ))}
                </ul>
              </Card>
            </Col>
          );
        })}
      </Row>
    </section>
  );
}

import { useEffect } from 'react';
import { App, Button, Card, Col, Row, Typography } from 'antd';
import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSession, sessionActions, useSession, usePortalMessage } from 'shared';
import { useStoreScope } from 'shared/data';
import { accountApi, type StoreProfile } from '../../api/account';
import { ActiveTag } from '../common/ActiveTag';
import { accountKeys, useStoreProfile } from '../common/queries';
import { FailureNote } from '../common/FailureNote';
import { useFailureToast } from '../common/useFailureToast';
import { usePermission } from '../common/usePermission';
import { FLEET_PLANS, fleetPlansMessages as m, type FleetPlan } from './messages';
import { PageTitle, PermissionNote } from 'shared/ui';
import { SectionTitle } from '../common/SectionTitle';

const activePlanOf = (searchType: unknown): FleetPlan['searchType'] =>
  typeof searchType === 'string' && searchType.toUpperCase() === 'FLEET' ? 'FLEET' : 'DEFAULT_NEW';

/**
 * /pages/settings: the two fleet plans, 'Frota Própria' (FLEET) and 'Frota Box' (DEFAULT_NEW). Switching
 * warns that the other fleet is deactivated and updates the session's search_type, so the menu, banners and
 * order actions follow at once.
 */
export default function FleetPlansPage() {
  const { user, selectedFranchiseStoreUuid } = useSession();
  const { modal } = App.useApp();
  const message = usePortalMessage();
  const canSwitch = usePermission('plan.edit');
  const scope = useStoreScope();
  const queryClient = useQueryClient();
  const isSelectedFranchiseStore = !!selectedFranchiseStoreUuid && selectedFranchiseStoreUuid !== user?.business_uuid;
  // The plan in force on the server (another tab or user may have switched it); the session follows.
  const store = useStoreProfile();
  useFailureToast(store, m.loadError);
  const serverPlan = store.data ? activePlanOf(store.data.search_type) : null;
  // The user's own store: the session, which follows the server; a franchise store: the server's answer.
  const sessionPlan = activePlanOf(user?.search_type);
  const active = isSelectedFranchiseStore ? (serverPlan ?? sessionPlan) : sessionPlan;

  useEffect(() => {
    if (serverPlan && !isSelectedFranchiseStore && activePlanOf(getSession().user?.search_type) !== serverPlan)
      sessionActions.updateUser({ search_type: serverPlan });
  }, [serverPlan, isSelectedFranchiseStore]);

  const switchPlan = useMutation({
    mutationFn: (plan: FleetPlan['searchType']) => accountApi.switchSearchType(plan),
    onSuccess: ({ data }, plan) => {
      const now = activePlanOf(data?.data?.data?.search_type ?? plan);
      // The switch's answer is the store's plan now: the cached store takes it, and the session follows.
      queryClient.setQueryData<StoreProfile>(accountKeys.store(scope), (old) => old && { ...old, search_type: now });
      sessionActions.updateUser({ search_type: now });
      message.success(m.success);
    },
  });
  useFailureToast(switchPlan, m.failure);

  const confirmSwitch = (plan: FleetPlan) => {
    modal.confirm({
      title: m.confirmTitle,
      content: plan.searchType === 'FLEET' ? m.confirmToFleet : m.confirmToBox,
      okText: m.confirmOk,
      cancelText: m.cancel,
      onOk: () => switchPlan.mutateAsync(plan.searchType).catch(() => undefined),
    });
  };

  return (
    <section aria-labelledby="fleet-plans-title">
      <PageTitle id="fleet-plans-title">{m.title}</PageTitle>
      <Typography.Paragraph type="secondary">{m.subtitle}</Typography.Paragraph>
      {store.isError ? (
        // Said by the toast (part-2 §8); the note stays with what it means and the retry.
        <FailureNote
          title={m.loadError}
          description={m.loadErrorDetail}
          action={<Button onClick={() => store.refetch()}>{m.retry}</Button>}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {!canSwitch ? <PermissionNote style={{ marginBottom: 16 }}>{m.noPermission}</PermissionNote> : null}
      <Row gutter={[24, 24]}>
        {FLEET_PLANS.map((plan) => {
          const isActive = plan.searchType === active;
          return (
            <Col xs={24} md={12} key={plan.searchType}>
              <Card
                role="region"
                aria-label={plan.name}
                title={<SectionTitle style={{ margin: 0 }}>{plan.name}</SectionTitle>}
                extra={isActive ? <ActiveTag>{m.activeTag}</ActiveTag> : null}
                style={{ height: '100%', borderColor: isActive ? '#52c41a' : undefined }}
                actions={
                  !isActive && canSwitch
                    ? [
                        <Button
                          key="switch"
                          type="primary"
                          loading={switchPlan.isPending && switchPlan.variables === plan.searchType}
                          onClick={() => confirmSwitch(plan)}
                        >
                          {m.switchButton}
                        </Button>,
                      ]
                    : undefined
                }
              >
                <Typography.Paragraph>{plan.description}</Typography.Paragraph>
                <SectionTitle level={3}>{m.price}</SectionTitle>
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

import { useState } from 'react';
import { Alert, Button, Card, Col, Row, Space, Typography } from 'antd';
import { isEffectivePostpaid, useSession } from 'shared';
import { PageTitle, PortalModal } from 'shared/ui';
import { LegacyOrderForm } from './LegacyOrderForm';
import { LegacyOrderList } from './LegacyOrderList';
import { LegacySummaryCard } from './LegacySummaryCard';
import { legacyMessages as m } from './messages';
import { useLegacyDelivery } from './useLegacyDelivery';
import { useLegacyDraft } from './useLegacyDraft';

/**
 * /pages/old-delivery: the legacy delivery builder (docs/spec/part-1-signin-dashboard-delivery.md §2 'Legacy delivery builder', §4, §5, §8, §9): the
 * 'Adicionar pedido' form (useLegacyDraft), the list and its creation (useLegacyDelivery), the summary card. The form
 * and the list belong to the selected store: another store starts both empty (docs/decisions.md D13).
 */
export default function LegacyDeliveryPage() {
  const session = useSession();
  const businessUuid = session.selectedFranchiseStoreUuid ?? session.user?.business_uuid ?? null;
  return <LegacyBuilder key={businessUuid ?? ''} businessUuid={businessUuid} />;
}

function LegacyBuilder({ businessUuid }: { businessUuid: string | null }) {
  const session = useSession();
  const form = useLegacyDraft(businessUuid);
  const delivery = useLegacyDelivery({
    businessUuid,
    postpaid: isEffectivePostpaid(session),
    permission: (form.business?.reverse_logistic_permission ?? session.user?.reverse_logistic_permission) === '1',
  });
  const [deleteIndex, setDeleteIndex] = useState<number | null>(null);

  return (
    <section>
      <PageTitle>{m.title}</PageTitle>
      <Typography.Paragraph type="secondary">{m.subtitle}</Typography.Paragraph>
      {form.businessFailed ? (
        <Alert
          style={{ marginBottom: 16 }}
          type="error"
          showIcon
          title={m.businessLoadFailed}
          description={m.businessNotFound}
          action={
            <Button size="small" onClick={form.retryBusiness}>
              {m.retry}
            </Button>
          }
        />
      ) : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <LegacyOrderForm
              draft={form.draft}
              quote={form.quote}
              sessionId={form.sessionId}
              adding={delivery.adding}
              onChange={form.patch}
              onChoosePlace={form.choosePlace}
              onNumberChange={form.changeNumber}
              onAdd={async () => {
                if (await delivery.add(form.draft, form.quote)) form.reset();
              }}
            />
            <Card title={`${m.listTitle} (${delivery.orders.length}/${delivery.locks.maxOrders})`}>
              <LegacyOrderList orders={delivery.orders} withReturn={delivery.locks.returnChecked} processing={delivery.processing} onDelete={setDeleteIndex} />
            </Card>
          </Space>
        </Col>
        <Col xs={24} xl={8}>
          <LegacySummaryCard delivery={delivery} />
        </Col>
      </Row>
      <PortalModal
        open={deleteIndex !== null}
        type="confirm"
        title={m.deleteTitle}
        isActionWarn
        body={m.deleteBody}
        autoClose={false}
        buttons={[
          { text: m.cancel },
          { text: m.deleteConfirm, type: 'primary', onClick: () => (deleteIndex === null ? undefined : delivery.remove(deleteIndex)) },
        ]}
        onClose={() => setDeleteIndex(null)}
      />
    </section>
  );
}

import { Link } from 'react-router-dom';
import { Alert, Button, Card, Checkbox, Descriptions, Flex, Typography } from 'antd';
import { formatBRL, hasPermission, useUser } from 'shared';
import { operationsPages } from 'shared/pages';
import { deliveriesTotal, ordersTotal } from './legacyRules';
import { legacyMessages as m } from './messages';
import type { LegacyDelivery } from './useLegacyDelivery';

/** The legacy builder's 'Criar entrega' card: totals, 'Com retorno', 'Reversa', the create and its outcome. */
export function LegacySummaryCard({ delivery }: { delivery: LegacyDelivery }) {
  const { orders, locks, permission, creating, lostAnswer, createError, createdCount } = delivery;
  // Creating is order.create on the server (docs/decisions.md, 'Permissions').
  const canCreate = hasPermission(useUser(), 'order.create');
  // While a lost create is not settled its options stay as they were sent: sent again, it is the same create.
  const optionsFrozen = lostAnswer !== null;
  return (
    <Card title={m.createDelivery}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label={m.ordersTotal}>{formatBRL(ordersTotal(orders))}</Descriptions.Item>
        <Descriptions.Item label={m.deliveriesTotal}>{formatBRL(deliveriesTotal(orders, locks.returnChecked))}</Descriptions.Item>
      </Descriptions>
      <Flex vertical gap={8} style={{ margin: '12px 0' }}>
        <Checkbox checked={locks.returnChecked} disabled={locks.returnDisabled || optionsFrozen} onChange={(e) => delivery.setReturnChosen(e.target.checked)}>
          {m.returnLabel}
        </Checkbox>
        {locks.returnHint ? <Typography.Text type="secondary">{locks.returnHint}</Typography.Text> : null}
        {permission ? (
          <>
            <Checkbox
              checked={locks.reverseChecked}
              disabled={locks.reverseDisabled || optionsFrozen}
              onChange={(e) => delivery.setReverseChosen(e.target.checked)}
            >
              {m.reverseLabel}
            </Checkbox>
            <Typography.Text type="secondary">{m.reverseHint}</Typography.Text>
          </>
        ) : null}
      </Flex>
      <Button type="primary" block disabled={!orders.length || !canCreate} loading={creating} onClick={() => void delivery.create()}>
        {creating ? m.creating : m.createDelivery}
      </Button>
      {canCreate ? null : (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {m.noCreatePermission}
        </Typography.Paragraph>
      )}
      {lostAnswer === 'confirming' ? <Alert style={{ marginTop: 12 }} type="info" showIcon role="status" title={m.confirming} /> : null}
      {lostAnswer === 'notConfirmed' ? <Alert style={{ marginTop: 12 }} type="warning" showIcon role="status" title={m.notConfirmed} /> : null}
      {createError ? <Alert style={{ marginTop: 12 }} type="error" showIcon title={m.createFailed} description={createError} /> : null}
      {createdCount > 0 ? (
        <Alert style={{ marginTop: 12 }} type="success" showIcon title={m.created} description={<Link to={operationsPages.orders.path}>{m.seeOrders}</Link>} />
      ) : null}
    </Card>
  );
}

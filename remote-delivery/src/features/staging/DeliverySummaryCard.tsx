import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Card, Checkbox, Descriptions, Divider, Flex, Typography } from 'antd';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { formatBRL, hasPermission, useUser } from 'shared';
import { CourierLocatorDialog } from './courier-locator';
import { stagingMessages as m } from './messages';
import type { StagedDelivery } from './useStagedDelivery';
import { accountPages, operationsPages } from 'shared/pages';

/** A card's title as a real heading that looks like antd's card title. */
export const CARD_HEADING = { margin: 0, font: 'inherit' } as const;

const RETURN_LOCK_TEXT = { forcedOn: m.returnForcedOn, forcedOff: m.returnForcedOff, reverse: m.reverseExcludesReturn } as const;
const REVERSE_LOCK_TEXT = { count: m.reverseNeedsOne, return: m.returnForcedOn } as const;

/**
 * The delivery summary card (docs/spec/part-1-signin-dashboard-delivery.md §2, §4): totals of the selected orders, 'Com retorno', 'Reversa', the
 * fleet courier ('Localizar entregador', not in reverse mode) and 'Criar entrega'.
 */
export function DeliverySummaryCard({ delivery }: { delivery: StagedDelivery }) {
  const { selected, options, totals, postpaid, courierChoice, courier, setCourier, creating, checking, outcome } = delivery;
  const [locatorOpen, setLocatorOpen] = useState(false);
  const nothingSelected = selected.length === 0;
  // Creating is order.create on the server (docs/decisions.md, 'Permissions').
  const canCreate = hasPermission(useUser(), 'order.create');

  return (
    <Card title={<h3 style={CARD_HEADING}>{m.summaryTitle}</h3>}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label={m.summaryOrders}>{`${selected.length}/${options.maxOrders}`}</Descriptions.Item>
        <Descriptions.Item label={m.summaryItems}>{formatBRL(totals.items)}</Descriptions.Item>
        <Descriptions.Item label={m.summaryDeliveries}>{formatBRL(totals.deliveries)}</Descriptions.Item>
        <Descriptions.Item label={m.summaryDeliveryTax}>{formatBRL(totals.deliveryTax)}</Descriptions.Item>
        {totals.flags.map((flag) => (
          <Descriptions.Item key={flag.key} label={m.summaryFlagTax(flag.name || m.summaryFlagFallback)}>
            {formatBRL(flag.total)}
          </Descriptions.Item>
        ))}
        <Descriptions.Item label={<strong>{m.summaryTotal}</strong>}>
          <strong data-testid="delivery-total">{formatBRL(totals.total)}</strong>
        </Descriptions.Item>
      </Descriptions>
      {nothingSelected ? <Typography.Paragraph type="secondary">{m.selectHint}</Typography.Paragraph> : null}
      {postpaid ? <Typography.Paragraph type="secondary">{m.postpaidNote}</Typography.Paragraph> : null}

      <Flex vertical gap={4} style={{ margin: '8px 0' }}>
        <Checkbox checked={options.returnChecked} disabled={options.returnDisabled || creating} onChange={(e) => delivery.setReturnChosen(e.target.checked)}>
          {m.returnLabel}
        </Checkbox>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {options.returnLock ? RETURN_LOCK_TEXT[options.returnLock] : m.returnHint}
        </Typography.Text>
        {options.reverseAvailable ? (
          <>
            <Checkbox
              checked={options.reverseChecked}
              disabled={options.reverseDisabled || creating}
              onChange={(e) => delivery.chooseReverse(e.target.checked)}
            >
              {m.reverseLabel}
            </Checkbox>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {options.reverseLock ? REVERSE_LOCK_TEXT[options.reverseLock] : m.reverseHint}
            </Typography.Text>
          </>
        ) : null}
      </Flex>
      {options.conflict ? <Alert type="warning" showIcon message={m.returnConflict} style={{ marginBottom: 8 }} /> : null}

      {courierChoice ? (
        <>
          <Divider style={{ margin: '12px 0' }} />
          <Typography.Text strong>{m.courierTitle}</Typography.Text>
          <Flex vertical gap={8} style={{ marginTop: 4 }}>
            <Typography.Text>{courier ? m.courierChosen(courier.name) : m.courierNone}</Typography.Text>
            <Flex gap={8} wrap>
              <Button icon={<UserOutlined />} disabled={creating} onClick={() => setLocatorOpen(true)}>
                {courier ? m.courierChange : m.courierChoose}
              </Button>
              {courier ? (
                <Button type="link" disabled={creating} onClick={() => setCourier(null)}>
                  {m.courierRemove}
                </Button>
              ) : null}
            </Flex>
          </Flex>
          <CourierLocatorDialog
            open={locatorOpen}
            selectedCourier={courier}
            onClose={() => setLocatorOpen(false)}
            onConfirm={(chosen) => {
              setCourier(chosen);
              setLocatorOpen(false);
            }}
          />
        </>
      ) : null}

      <Button
        type="primary"
        block
        style={{ marginTop: 16 }}
        disabled={nothingSelected || options.conflict || checking || !canCreate}
        loading={creating}
        onClick={() => void delivery.create()}
      >
        {creating ? m.creating : m.createDelivery}
      </Button>
      {canCreate ? null : (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {m.noCreatePermission}
        </Typography.Paragraph>
      )}

      {outcome?.kind === 'noCredit' ? (
        <Alert style={{ marginTop: 12 }} type="error" showIcon message={m.noCredit} action={<Link to={accountPages.wallet.path}>{m.recharge}</Link>} />
      ) : null}
      {outcome?.kind === 'confirming' ? <Alert style={{ marginTop: 12 }} type="info" showIcon role="status" message={m.confirming} /> : null}
      {outcome?.kind === 'notConfirmed' ? <Alert style={{ marginTop: 12 }} type="warning" showIcon role="status" message={m.notConfirmed} /> : null}
      {outcome?.kind === 'failed' ? (
        <Alert
          style={{ marginTop: 12 }}
          type="error"
          showIcon
          message={m.createFailed}
          description={outcome.details.length ? outcome.details.map((d) => <div key={d}>{d}</div>) : undefined}
        />
      ) : null}
      {outcome?.kind === 'created' ? (
        <Alert
          style={{ marginTop: 12 }}
          type="success"
          showIcon
          message={outcome.count > 1 ? m.createdMany : m.created}
          description={<Link to={operationsPages.orders.path}>{m.seeOrders}</Link>}
        />
      ) : null}
    </Card>
  );
}

import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';
import { Alert, Button, Card, Checkbox, Divider, Flex, Typography } from 'antd';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { formatBRL, hasPermission, NEEDS_NETWORK_MESSAGE, useUser } from 'shared';
import { CourierLocatorDialog } from './courier-locator';
import { CreateDeliveryButton } from './CreateDeliveryButton';
import { NO_WRAP } from './orderDisplay';
import { stagingMessages as m } from './messages';
import type { StagedDelivery } from './useStagedDelivery';
import { accountPages, operationsPages } from 'shared/pages';

/** A card's title as a real heading that looks like antd's card title. */
export const CARD_HEADING = { margin: 0, font: 'inherit' } as const;

const RETURN_LOCK_TEXT = { forcedOn: m.returnForcedOn, forcedOff: m.returnForcedOff, reverse: m.reverseExcludesReturn } as const;
const REVERSE_LOCK_TEXT = { count: m.reverseNeedsOne, return: m.returnForcedOn } as const;

/** A line of the summary: its label may wrap, its value never does ('R$ 4,00' stays on one line beside a long flag). */
function SummaryRow({ label, value, strong = false }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <Flex justify="space-between" align="baseline" gap={12}>
      <dt style={{ minWidth: 0, color: strong ? undefined : 'rgba(0, 0, 0, 0.7)', fontWeight: strong ? 600 : undefined }}>{label}</dt>
      <dd style={{ margin: 0, ...NO_WRAP, fontWeight: strong ? 600 : undefined }}>{value}</dd>
    </Flex>
  );
}

/**
 * The delivery summary card (docs/spec/part-1-signin-dashboard-delivery.md §2, §4): totals of the selected orders, 'Com retorno', 'Reversa', the
 * fleet courier ('Localizar entregador', not in reverse mode) and 'Criar entrega' (in the StagingBar instead where
 * the card is not beside the orders).
 */
export function DeliverySummaryCard({ delivery, actionInBar = false }: { delivery: StagedDelivery; actionInBar?: boolean }) {
  const { selected, options, totals, postpaid, courierChoice, courier, setCourier, creating, outcome } = delivery;
  const [locatorOpen, setLocatorOpen] = useState(false);
  const nothingSelected = selected.length === 0;
  // Creating is order.create on the server (docs/decisions.md, 'Permissions').
  const canCreate = hasPermission(useUser(), 'order.create');

  return (
    <Card title={<h2 style={CARD_HEADING}>{m.summaryTitle}</h2>}>
      <dl style={{ margin: 0, display: 'grid', gap: 8 }}>
        <SummaryRow label={m.summaryOrders} value={`${selected.length}/${options.maxOrders}`} />
        <SummaryRow label={m.summaryItems} value={formatBRL(totals.items)} />
        <SummaryRow label={m.summaryDeliveries} value={formatBRL(totals.deliveries)} />
        <SummaryRow label={m.summaryDeliveryTax} value={formatBRL(totals.deliveryTax)} />
        {totals.flags.map((flag) => (
          <SummaryRow key={flag.key} label={m.summaryFlagTax(flag.name || m.summaryFlagFallback)} value={formatBRL(flag.total)} />
        ))}
        <SummaryRow strong label={m.summaryTotal} value={<span data-testid="delivery-total">{formatBRL(totals.total)}</span>} />
      </dl>
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
      {options.conflict ? <Alert type="warning" showIcon title={m.returnConflict} style={{ marginBottom: 8 }} /> : null}

      {courierChoice ? (
        <>
          <Divider style={{ margin: '12px 0' }} />
          <Typography.Text strong>{m.courierTitle}</Typography.Text>
          <Flex vertical gap={8} style={{ marginTop: 4 }}>
            <Typography.Text>{courier ? m.courierChosen(courier.name) : m.courierNone}</Typography.Text>
            <Flex gap={8} wrap>
              <Button icon={<UserOutlined aria-hidden />} disabled={creating} onClick={() => setLocatorOpen(true)}>
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

      {actionInBar ? null : <CreateDeliveryButton delivery={delivery} />}
      {canCreate ? null : (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {m.noCreatePermission}
        </Typography.Paragraph>
      )}

      {outcome?.kind === 'noCredit' ? (
        <Alert style={{ marginTop: 12 }} type="error" showIcon title={m.noCredit} action={<Link to={accountPages.wallet.path}>{m.recharge}</Link>} />
      ) : null}
      {outcome?.kind === 'confirming' ? <Alert style={{ marginTop: 12 }} type="info" showIcon role="status" title={m.confirming} /> : null}
      {outcome?.kind === 'offline' ? <Alert style={{ marginTop: 12 }} type="warning" showIcon role="status" title={NEEDS_NETWORK_MESSAGE} /> : null}
      {outcome?.kind === 'notConfirmed' ? <Alert style={{ marginTop: 12 }} type="warning" showIcon role="status" title={m.notConfirmed} /> : null}
      {outcome?.kind === 'failed' ? (
        <Alert
          style={{ marginTop: 12 }}
          type="error"
          showIcon
          title={m.createFailed}
          description={outcome.details.length ? outcome.details.map((d) => <div key={d}>{d}</div>) : undefined}
        />
      ) : null}
      {outcome?.kind === 'created' ? (
        <Alert
          style={{ marginTop: 12 }}
          type="success"
          showIcon
          title={outcome.count > 1 ? m.createdMany : m.created}
          description={<Link to={operationsPages.orders.path}>{m.seeOrders}</Link>}
        />
      ) : null}
    </Card>
  );
}

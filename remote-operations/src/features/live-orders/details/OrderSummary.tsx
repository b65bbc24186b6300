import { useCallback, useState } from 'react';
import { Button, Card, Descriptions, Flex, Steps, Typography } from 'antd';
import { maskPhone, onlyDigits } from 'shared/masks';
import { STEP_ICON } from 'shared/table';
import { TAP_TARGET } from 'shared/ui';
import type { Order } from '../../../api/operations';
import { formatDateTime } from '../../common/format';
import { useFocusAfterDialog } from '../../common/returnFocus';
import { CancelOrderModal } from '../CancelOrderModal';
import { ChangeCourierModal } from '../ChangeCourierModal';
import { StatusTag } from '../OrderCells';
import { useOrderMenu, waitsForApproval } from '../orderMenu';
import { useOrderActions } from '../useOrderActions';
import { orderDetailsMessages as m } from './messages';
import { timelineOf } from './timeline';

/** The details page's title (its h1): where focus goes when an action's button went with the action. */
export const DETAILS_TITLE_ID = 'order-details-title';

/** The order's status as the lists show it: 'Em preparo' while it waits for approval, else its delivery's. */
function OrderStatus({ order }: { order: Order }) {
  if (waitsForApproval(order)) return <Typography.Text strong>{m.waitingApproval}</Typography.Text>;
  return <StatusTag order={order} />;
}

/** The courier's name and phone (a link that calls), or that none rides for the order yet. */
function Courier({ order }: { order: Order }) {
  const name = order.delivery?.courier_name;
  if (!name) return <Typography.Text type="secondary">{m.noCourier}</Typography.Text>;
  const phone = order.delivery?.courier_phone;
  return (
    <Flex vertical>
      <Typography.Text strong>{name}</Typography.Text>
      {/* A link of its own, tapped on a phone: a finger's height. */}
      {phone ? (
        <a href={`tel:+${onlyDigits(phone)}`} style={TAP_TARGET}>
          {maskPhone(phone)}
        </a>
      ) : null}
    </Flex>
  );
}

/**
 * What a merchant opens an order for, first: its status, its courier and the delivery forecast, and the actions the
 * orders list offers for it (useOrderMenu), with the same confirmations and dialogs. An action that took effect reads
 * the order again (useOrderActions refreshes every order read of the store), so the page shows what it did.
 */
export function OrderSummary({ order }: { order: Order }) {
  // A dialog closed: focus stays where antd gives it back (the action's button), or the title once that button is gone.
  const refocus = useFocusAfterDialog(DETAILS_TITLE_ID);
  const afterDialog = useCallback(() => refocus(), [refocus]);
  const actions = useOrderActions(undefined, afterDialog);
  const menu = useOrderMenu();
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const [changing, setChanging] = useState<Order | null>(null);
  const items = menu(order, waitsForApproval(order) ? 'toApprove' : 'live', { actions, onCancel: setCancelling, onChangeCourier: setChanging });
  return (
    <Card title={m.summary} style={{ gridArea: 'summary' }}>
      <Descriptions column={1} size="small" styles={{ label: { minWidth: 120 } }}>
        <Descriptions.Item label={m.status}>
          <OrderStatus order={order} />
        </Descriptions.Item>
        <Descriptions.Item label={m.courier}>
          <Courier order={order} />
        </Descriptions.Item>
        <Descriptions.Item label={m.forecast}>{formatDateTime(order.delivery_at, 'DD/MM HH:mm')}</Descriptions.Item>
      </Descriptions>
      {items.length ? (
        <Flex gap={8} wrap role="group" aria-label={m.actions} style={{ marginTop: 12 }}>
          {items.map((item) => (
            <Button key={item.key} danger={item.danger} onClick={item.onClick}>
              {item.label}
            </Button>
          ))}
        </Flex>
      ) : null}
      <CancelOrderModal order={cancelling} onClose={() => setCancelling(null)} onCancel={actions.cancel} afterClose={afterDialog} />
      <ChangeCourierModal order={changing} onClose={() => setChanging(null)} onChange={actions.changeCourier} afterClose={afterDialog} />
    </Card>
  );
}

/** The order's steps, oldest first, the current one marked. */
export function OrderTimeline({ order }: { order: Order }) {
  const steps = timelineOf(order);
  return (
    <Card title={m.timeline} style={{ gridArea: 'timeline' }}>
      {steps.length ? (
        <Steps
          orientation="vertical"
          size="small"
          current={steps.length - 1}
          iconRender={STEP_ICON}
          items={steps.map((step) => ({ key: step.key, title: step.label, content: step.at }))}
        />
      ) : (
        <Typography.Text type="secondary">{m.noTimeline}</Typography.Text>
      )}
    </Card>
  );
}

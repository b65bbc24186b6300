import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Flex, Grid, theme, Typography } from 'antd';
import ArrowRightOutlined from '@ant-design/icons/ArrowRightOutlined';
import { formatBRL, isManualCreateDisabled, useOrders, useUser } from 'shared';
import { itemsTotal, paymentTypeOf } from './deliveryRules';
import { stagingMessages as m } from './messages';
import { deliveryPages } from 'shared/pages';

const SHOWN = 4;
const DELIVERY_PATH = deliveryPages.staging.path;

/**
 * The staged-delivery section that the host places above the live orders of /pages/orders while orders are
 * staged (docs/decisions.md D1): the staged orders in short and a way back to /pages/delivery to finish the delivery.
 */
export default function StagedDeliverySection() {
  const uid = useId();
  const { orders } = useOrders();
  const user = useUser();
  const navigate = useNavigate();
  // On a phone each order's payment goes under its client, on every row alike (a wrap decided row by row left short
  // names with their payment beside them and long ones with it below).
  const stacked = Grid.useBreakpoint().sm === false;
  const { token } = theme.useToken();
  if (!orders.length) return null;
  const selected = orders.filter((o) => o.selected).length;
  const canStage = !isManualCreateDisabled(user);

  return (
    <section aria-labelledby={`${uid}-title`} style={{ marginBottom: 16 }}>
      <Card size="small">
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Flex vertical>
            <Typography.Title level={2} id={`${uid}-title`} style={{ margin: 0, fontSize: 18 }}>
              {m.sectionTitle}
            </Typography.Title>
            <Typography.Text type="secondary">
              {m.sectionCount(orders.length)}
              {selected ? ` · ${m.sectionSelected(selected)}` : ''}
            </Typography.Text>
          </Flex>
          {canStage ? (
            <Button
              type="primary"
              href={DELIVERY_PATH}
              icon={<ArrowRightOutlined aria-hidden />}
              iconPlacement="end"
              onClick={(event) => {
                event.preventDefault();
                navigate(DELIVERY_PATH);
              }}
            >
              {m.sectionLink}
            </Button>
          ) : null}
        </Flex>
        {/* A plain list, drawn as antd's small List was (deprecated in antd 6.6): rows split by a hairline. */}
        <ul style={{ listStyle: 'none', margin: '8px 0 0', padding: 0 }}>
          {orders.slice(0, SHOWN).map((order, index) => (
            <li
              key={index}
              style={{
                padding: '8px 0',
                borderBlockEnd: index < Math.min(orders.length, SHOWN) - 1 ? `${token.lineWidth}px ${token.lineType} ${token.colorSplit}` : undefined,
              }}
            >
              <Flex vertical={stacked} wrap={!stacked} justify="space-between" gap={stacked ? 0 : 8}>
                <Typography.Text strong>{order.client_name}</Typography.Text>
                <Typography.Text type="secondary">
                  {paymentTypeOf(order).label} · {formatBRL(itemsTotal(order))}
                </Typography.Text>
              </Flex>
            </li>
          ))}
        </ul>
        {orders.length > SHOWN ? <Typography.Text type="secondary">{m.sectionMore(orders.length - SHOWN)}</Typography.Text> : null}
      </Card>
    </section>
  );
}

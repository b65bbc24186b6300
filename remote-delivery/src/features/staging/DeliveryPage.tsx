import { useCallback, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Card, Col, Empty, Flex, Grid, Row, Typography } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { ordersActions, useSession, usePortalMessage } from 'shared';
import { PageTitle, PortalModal } from 'shared/ui';
import { OrderPanel } from './order-panel';
import { CARD_HEADING, DeliverySummaryCard } from './DeliverySummaryCard';
import { StagingBar } from './CreateDeliveryButton';
import { stagingMessages as m } from './messages';
import { StagedOrdersTable } from './StagedOrdersTable';
import { useStagedDelivery } from './useStagedDelivery';
import { operationsPages } from 'shared/pages';

type Panel = { open: boolean; mode: 'create' | 'edit' };

/**
 * /pages/delivery: the staging page (docs/spec/part-1-signin-dashboard-delivery.md §2 'Orders page', §4, §5, §8, §9; docs/decisions.md D1). Title
 * 'Montar entrega' while nothing is staged, 'Gestão de entregas' otherwise; 'Novo pedido' opens the side panel;
 * the staged orders of the shared store with the delivery summary card.
 */
export default function DeliveryPage() {
  const uid = useId();
  const message = usePortalMessage();
  const session = useSession();
  // The panel's form belongs to the store: another store opens it afresh, never with this one's customer (D13).
  const store = session.selectedFranchiseStoreUuid ?? session.user?.business_uuid ?? '';
  const delivery = useStagedDelivery();
  const { orders, selected, options, shaking, checking, creating } = delivery;
  const [panel, setPanel] = useState<Panel>({ open: false, mode: 'create' });
  const [deleteIndex, setDeleteIndex] = useState<number | null>(null);
  // From antd's xl (1200 px) the summary stands beside the orders; below it, under them, with the bar in sight.
  const beside = Grid.useBreakpoint().xl !== false;

  const openNew = () => {
    ordersActions.resetCurrentEditingOrder();
    setPanel({ open: true, mode: 'create' });
  };
  const openEdit = (index: number) => {
    ordersActions.setCurrentEditingOrder(index);
    setPanel({ open: true, mode: 'edit' });
  };
  const closePanel = useCallback(() => setPanel((p) => ({ ...p, open: false })), []);
  const closeDelete = useCallback(() => setDeleteIndex(null), []);

  const removeOrder = () => {
    if (deleteIndex === null || !orders[deleteIndex]) return;
    ordersActions.deleteOrder(deleteIndex);
    message.success(m.orderDeleted);
  };

  const staged = orders.length > 0;
  const title = staged ? m.titleStaged : m.titleEmpty;

  return (
    <section aria-labelledby={`${uid}-title`}>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <PageTitle id={`${uid}-title`} style={{ margin: 0 }}>
          {title}
        </PageTitle>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={openNew} disabled={creating}>
          {m.newOrder}
        </Button>
      </Flex>

      {staged ? (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={17}>
              <Card title={<h2 style={CARD_HEADING}>{m.tableLabel}</h2>}>
                <StagedOrdersTable
                  orders={orders}
                  selectedCount={selected.length}
                  maxOrders={options.maxOrders}
                  shaking={shaking}
                  busy={checking || creating}
                  onToggle={(index, checked) => void delivery.toggle(index, checked)}
                  onEdit={openEdit}
                  onDelete={setDeleteIndex}
                />
              </Card>
            </Col>
            <Col xs={24} xl={7}>
              <div style={beside ? { position: 'sticky', top: 16 } : undefined}>
                <DeliverySummaryCard delivery={delivery} actionInBar={!beside} />
              </div>
            </Col>
          </Row>
          {beside ? null : <StagingBar delivery={delivery} />}
        </>
      ) : (
        <Card>
          <Empty
            description={
              <Flex vertical gap={4}>
                <Typography.Text strong>{m.emptyTitle}</Typography.Text>
                <Typography.Text type="secondary">{m.emptyDescription}</Typography.Text>
              </Flex>
            }
          >
            {delivery.outcome?.kind === 'created' ? (
              <Alert
                type="success"
                showIcon
                style={{ textAlign: 'left' }}
                title={delivery.outcome.count > 1 ? m.createdMany : m.created}
                description={<Link to={operationsPages.orders.path}>{m.seeOrders}</Link>}
              />
            ) : null}
          </Empty>
        </Card>
      )}

      <OrderPanel key={store} open={panel.open} mode={panel.mode} onClose={closePanel} />
      <PortalModal
        open={deleteIndex !== null}
        type="confirm"
        title={m.deleteTitle}
        isActionWarn
        body={deleteIndex !== null && orders[deleteIndex] ? m.deleteBody(orders[deleteIndex].client_name) : null}
        autoClose={false}
        buttons={[{ text: m.cancel }, { text: m.deleteConfirm, type: 'primary', onClick: removeOrder }]}
        onClose={closeDelete}
      />
    </section>
  );
}

import { useCallback, useMemo, useState } from 'react';
import { Alert, Badge, Button, Empty, Flex, Input, Tabs, Typography } from 'antd';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { Link, useNavigate } from 'react-router-dom';
import { isManualCreateDisabled, lazyAtOnce, RevealAtOnce, useUser } from 'shared';
import { PageTitle, TAP_TARGET } from 'shared/ui';
import { CLEAR_FIELD } from 'shared/table';
import { ORDERS_PAGE_SIZE } from '../../domain/constants';
import type { Order } from '../../api/operations';
import { orderRef } from '../common/format';
import { LowBalanceWarning } from '../common/LowBalanceWarning';
import { useFocusAfterDialog } from '../common/returnFocus';
import { CancelOrderModal } from './CancelOrderModal';
import { ChangeCourierModal } from './ChangeCourierModal';
import { FleetBanners } from './FleetBanners';
import { ordersMessages as m } from './messages';
import { LiveOrdersTable, ToApproveTable } from './OrderTables';
import { useOrderActions } from './useOrderActions';
import type { OrdersTab } from '../common/orderQueries';
import { useOrdersBoard } from './useOrdersBoard';
import { StoreScope } from 'shared/data';
import { StoreProblems } from '../common/stores/StoreProblems';
import { deliveryPages, operationsPages } from 'shared/pages';

/** antd's Select only with 'Todas as lojas' (a single store's board never fetches it). */
const storeFilter = lazyAtOnce(() => import('../common/stores/StoreFilter').then((m) => ({ default: m.StoreFilter })));

const TITLE_ID = 'orders-title';

/** 'Carregar mais' is offered from 20 listed orders while not all are loaded. */
const canLoadMore = (listed: number, total: number): boolean => listed >= ORDERS_PAGE_SIZE && listed < total;

function EmptyOrders({ canCreate }: { canCreate: boolean }) {
  const navigate = useNavigate();
  return (
    <Empty
      description={
        <Flex vertical gap={4}>
          <Typography.Text strong>{m.emptyTitle}</Typography.Text>
          <Typography.Text type="secondary">{m.emptyHint}</Typography.Text>
        </Flex>
      }
    >
      {canCreate ? (
        <Button type="primary" onClick={() => navigate(deliveryPages.staging.path)}>
          {m.newDelivery}
        </Button>
      ) : null}
    </Empty>
  );
}

/** /pages/orders: the live orders ('Em preparo' / 'Em andamento') and their actions (docs/spec/part-2-operations-account.md §2, §4). */
export default function OrdersPage() {
  const user = useUser();
  const navigate = useNavigate();
  const canCreate = !isManualCreateDisabled(user);
  const board = useOrdersBoard();
  // A row's dialog closed: focus back on the row's '…' button, or on the page's title when the row is gone.
  const backToRow = useFocusAfterDialog(TITLE_ID);
  const focusRow = useCallback((order: Order) => backToRow(m.actionsFor(orderRef(order))), [backToRow]);
  const actions = useOrderActions(board.storeOf, focusRow);
  // 'Todas as lojas': each row names its store and runs as it (D14).
  const { allStores, storeOf, storeName } = board;
  const stores = useMemo(() => (allStores ? { uuidOf: storeOf, nameOf: (o: Order) => storeName(storeOf(o)) } : undefined), [allStores, storeOf, storeName]);
  const [tab, setTab] = useState<OrdersTab>('inProgress');
  const [searchText, setSearchText] = useState('');
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const [changing, setChanging] = useState<Order | null>(null);

  const body = (which: OrdersTab) => {
    const current = board.lists[which];
    if (!board.loading && current.orders.length === 0) return <EmptyOrders canCreate={canCreate} />;
    return (
      <>
        {which === 'toApprove' ? (
          <ToApproveTable orders={current.orders} loading={board.loading} actions={actions} failures={board.failures} stores={stores} />
        ) : (
          <LiveOrdersTable
            orders={current.orders}
            loading={board.loading}
            actions={actions}
            failures={board.failures}
            onCancel={setCancelling}
            onChangeCourier={setChanging}
            stores={stores}
          />
        )}
        {canLoadMore(current.orders.length, current.total) ? (
          <Flex justify="center" style={{ marginTop: 16 }}>
            <Button onClick={() => void board.loadMore(which)} loading={board.loadingMore === which}>
              {m.loadMore}
            </Button>
          </Flex>
        ) : null}
      </>
    );
  };

  return (
    <section aria-labelledby={TITLE_ID}>
      <LowBalanceWarning variant="orders" />
      <FleetBanners />
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <PageTitle id={TITLE_ID} style={{ margin: 0 }}>
          {m.title}
        </PageTitle>
        <Flex gap={12} align="center" wrap>
          <Link to={operationsPages.orderHistory.path} style={TAP_TARGET}>
            {m.history}
          </Link>
          {canCreate ? (
            <Button type="primary" onClick={() => navigate(deliveryPages.staging.path)}>
              {m.newDelivery}
            </Button>
          ) : null}
        </Flex>
      </Flex>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 8 }}>
        <Input.Search
          aria-label={m.searchLabel}
          placeholder={m.searchPlaceholder}
          enterButton={m.searchButton}
          allowClear={CLEAR_FIELD}
          maxLength={100}
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          onSearch={(value) => board.setSearch(value)}
          style={{ maxWidth: 520 }}
        />
        {allStores ? (
          <RevealAtOnce arrival={storeFilter.arrival()} fallback={null}>
            <storeFilter.Component stores={board.stores} storeName={storeName} value={board.storeFilter} onChange={board.setStoreFilter} />
          </RevealAtOnce>
        ) : null}
        <Flex gap={12} align="center">
          {board.updatedAt ? <Typography.Text type="secondary">{m.lastUpdate(board.updatedAt)}</Typography.Text> : null}
          <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void board.refresh()} loading={board.loading}>
            {m.refresh}
          </Button>
        </Flex>
      </Flex>
      {board.stale && board.updatedAt ? (
        <Alert type="warning" showIcon role="status" title={m.staleNotice(board.updatedAt)} style={{ marginBottom: 8 }} />
      ) : null}
      <StoreProblems problems={board.storeProblems} error={m.loadError} onRetry={board.retryStore} />
      {board.failuresFailed ? <Alert type="warning" showIcon title={m.failuresLoadError} style={{ marginBottom: 8 }} /> : null}
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as OrdersTab)}
        items={(['toApprove', 'inProgress'] as OrdersTab[]).map((key) => ({
          key,
          label: (
            <Flex gap={8} align="center">
              {key === 'toApprove' ? m.tabToApprove : m.tabInProgress}
              <Badge count={board.lists[key].total} showZero overflowCount={9999} color={key === tab ? '#0b3d91' : '#8c8c8c'} />
            </Flex>
          ),
          children: body(key),
        }))}
      />
      <StoreScope store={cancelling && allStores ? storeOf(cancelling) : null}>
        <CancelOrderModal order={cancelling} onClose={() => setCancelling(null)} onCancel={actions.cancel} afterClose={focusRow} />
      </StoreScope>
      <StoreScope store={changing && allStores ? storeOf(changing) : null}>
        <ChangeCourierModal order={changing} onClose={() => setChanging(null)} onChange={actions.changeCourier} afterClose={focusRow} />
      </StoreScope>
    </section>
  );
}

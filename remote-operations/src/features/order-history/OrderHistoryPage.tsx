import { useEffect, useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Tooltip, Typography, type TableColumnsType } from 'antd';
import { CellLine, ResponsiveTable, TwoLineTitle } from 'shared/table';
import FilterOutlined from '@ant-design/icons/FilterOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import dayjs from 'dayjs';
import { errorStatus, formatBRL, usePortalMessage } from 'shared';
import { PageTitle } from 'shared/ui';
import { operationsApi, type Order } from '../../api/operations';
import { formatDateTime, formatKm, orderRef, timezone } from '../common/format';
import { ToneTag } from '../common/ToneTag';
import { StoreScope } from 'shared/data';
import { storeColumn } from '../common/stores/StoreTag';
import { StoreProblems } from '../common/stores/StoreProblems';
import { fetchAllHistory, fetchEveryStoreHistory, downloadText, toCsv } from './csvExport';
import { HistoryFilterDrawer } from './HistoryFilterDrawer';
import { HistoryPager } from './HistoryPager';
import { historyMessages as m } from './messages';
import { DEFAULT_FILTER, historyQuery, periodLabel, statusChip, windowOf, type HistoryFilter } from './historyRules';
import { OrderDetailModal } from './OrderDetailModal';
import { RevisionModal } from './RevisionModal';
import { useReportFlag } from './useReportFlag';
import { useHistoryList } from './useHistoryList';

/**
 * /pages/order-history: 'Histórico de entregas' (docs/spec/part-2-operations-account.md §2). With 'Todas as lojas'
 * (D14) every store's history, merged, with a 'Loja' column; the CSV carries the store; a row's details and revision
 * run as its store. The report is one store's (asked of the server per store), so it waits for a store.
 */
export default function OrderHistoryPage() {
  const message = usePortalMessage();
  const [filter, setFilter] = useState<HistoryFilter>(DEFAULT_FILTER);
  const [page, setPage] = useState(1);
  const [filterOpen, setFilterOpen] = useState(false);
  const [detail, setDetail] = useState<Order | null>(null);
  const [revising, setRevising] = useState<Order | null>(null);
  const report = useReportFlag();
  const list = useHistoryList(filter, page);
  const { orders, start, end, failed, allStores, storeOf, storeName } = list;
  const shown = useMemo(() => windowOf(start, end), [start, end]);
  // Said once: with 'Todas as lojas' each store that failed has its own line saying it (StoreProblems), so no toast.
  const toast = failed && !list.problems.length;
  useEffect(() => {
    if (toast) message.error(m.loadError);
  }, [toast, message]);

  const exportCsv = useMutation({
    mutationFn: async () => {
      const query = historyQuery(filter, 1, timezone());
      const every = allStores ? await fetchEveryStoreHistory(query, list.stores) : null;
      const all = every ? every.orders : await fetchAllHistory(query);
      const named = every ? (o: Order) => storeName(every.storeOf(o)) : undefined;
      if (all.length) downloadText(await toCsv(all, named), `historico-entregas-${dayjs().format('YYYY-MM-DD-HHmm')}.csv`);
      else message.info(m.exportEmpty);
    },
    onError: () => message.error(m.exportError),
  });
  const requestReport = useMutation({
    // The store it is asked as: the one selected when the merchant clicked.
    mutationFn: (_store: string) => operationsApi.requestHistoryReport(historyQuery(filter, 1, timezone())),
    onSuccess: (_answer, store) => report.mark(store),
    // One report per user every 10 minutes (the server's 429): asked from another browser, say so rather than 'try again'.
    onError: (error) => (errorStatus(error) === 429 ? message.warning(m.reportTooSoon) : message.error(m.reportError)),
  });

  // Two of the spec's columns to a cell, each header naming both (D15): the row fits an upright tablet whole, two
  // lines high, and 'Ver detalhes' is pinned right when 'Todas as lojas' adds its column.
  const columns: TableColumnsType<Order> = [
    {
      title: <TwoLineTitle first={m.colOrder} second={m.colOccurrence} />,
      key: 'order',
      width: 164,
      render: (_, o) => (
        <div style={{ minWidth: 0 }}>
          <CellLine strong text={orderRef(o)} />
          <CellLine secondary text={formatDateTime(o.created_at?.date)} />
        </div>
      ),
    },
    ...(allStores ? [storeColumn((o: Order) => storeName(storeOf(o)))] : []),
    { title: m.colCustomer, key: 'customer', render: (_, o) => <CellLine text={o.customer?.name || '-'} /> },
    {
      title: <TwoLineTitle first={m.colStatus} second={m.colCourier} />,
      key: 'status',
      render: (_, o) => {
        const chip = statusChip(o);
        return (
          <div style={{ minWidth: 0 }}>
            <ToneTag tone={chip.color}>{chip.label}</ToneTag>
            <CellLine secondary text={o.delivery?.courier_name || '-'} />
          </div>
        );
      },
    },
    {
      title: <TwoLineTitle first={m.colDeliveryValue} second={m.colDistance} />,
      key: 'value',
      width: 136,
      render: (_, o) => (
        <div style={{ minWidth: 0 }}>
          <CellLine text={o.delivery ? formatBRL(o.delivery.estimated_price) : '-'} />
          <CellLine secondary text={formatKm(o.delivery?.trip_distance)} />
        </div>
      ),
    },
    {
      title: m.colDetails,
      // On a phone the card's top right, as every list's actions.
      key: 'actions',
      width: 148,
      fixed: 'right',
      render: (_, o) => (
        <Button type="link" aria-label={m.seeDetailsOf(orderRef(o))} onClick={() => setDetail(o)}>
          {m.seeDetails}
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby="history-title">
      <PageTitle id="history-title">{m.title}</PageTitle>
      {/* Good news, not an emergency: said politely (antd's Alert is role="alert"). */}
      {report.active ? (
        <Alert type="success" showIcon role="status" title={m.reportBannerTitle} description={m.reportBannerBody} style={{ marginBottom: 16 }} />
      ) : null}
      <Card style={{ marginBottom: 16 }}>
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Typography.Text strong>{m.showing(periodLabel(start, end))}</Typography.Text>
          <Flex gap={8} wrap>
            <Button icon={<DownloadOutlined aria-hidden />} onClick={() => exportCsv.mutate()} loading={exportCsv.isPending} disabled={list.isFetching}>
              {m.exportCsv}
            </Button>
            <Tooltip title={allStores ? m.reportOneStore : report.waiting && !report.active ? m.reportTooSoon : undefined}>
              <Button onClick={() => requestReport.mutate(report.store)} loading={requestReport.isPending} disabled={report.waiting || allStores}>
                {m.report}
              </Button>
            </Tooltip>
            <Button type="primary" icon={<FilterOutlined aria-hidden />} onClick={() => setFilterOpen(true)}>
              {m.filter}
            </Button>
          </Flex>
        </Flex>
      </Card>
      <StoreProblems problems={list.problems} error={m.loadError} onRetry={list.retryStore} />
      {!list.isFetching && !orders.length ? (
        <Empty
          description={
            <Flex vertical gap={4}>
              <Typography.Text strong>{failed ? m.loadError : m.emptyTitle}</Typography.Text>
              {failed ? null : <Typography.Text type="secondary">{m.emptyHint}</Typography.Text>}
            </Flex>
          }
        />
      ) : (
        <>
          <ResponsiveTable<Order>
            rowKey="uuid"
            loading={list.isFetching}
            columns={columns}
            dataSource={orders}
            pagination={false}
            tableLayout="fixed"
            scroll={{ x: allStores ? 900 : 700 }}
          />
          <HistoryPager page={page} total={list.total} onChange={setPage} />
        </>
      )}
      <HistoryFilterDrawer
        open={filterOpen}
        value={filter}
        shown={shown}
        onClose={() => setFilterOpen(false)}
        onApply={(next) => {
          setFilter(next);
          setPage(1);
          setFilterOpen(false);
        }}
      />
      <StoreScope store={detail && allStores ? storeOf(detail) : null}>
        <OrderDetailModal
          order={detail}
          storeName={detail && allStores ? storeName(storeOf(detail)) : undefined}
          onClose={() => setDetail(null)}
          onReport={(o) => setRevising(o)}
        />
      </StoreScope>
      <StoreScope store={revising && allStores ? storeOf(revising) : null}>
        <RevisionModal order={revising} onClose={() => setRevising(null)} onSent={() => setDetail(null)} />
      </StoreScope>
    </section>
  );
}

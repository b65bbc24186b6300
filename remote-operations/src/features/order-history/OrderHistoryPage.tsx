import { useCallback, useEffect, useState } from 'react';
import { Alert, App, Button, Card, Empty, Flex, Grid, Pagination, Typography, type TableColumnsType } from 'antd';
import { ResponsiveTable } from 'shared/ui';
import FilterOutlined from '@ant-design/icons/FilterOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import dayjs from 'dayjs';
import { formatBRL } from 'shared';
import { HISTORY_PAGE_SIZE } from '../../domain/constants';
import { operationsApi, type Order } from '../../api/operations';
import { formatDateTime, timezone } from '../common/time';
import { ToneTag } from '../common/ToneTag';
import { useStoreChangeKey } from '../common/useStoreChange';
import { fetchAllHistory, downloadText, toCsv } from './csvExport';
import { HistoryFilterDrawer } from './HistoryFilterDrawer';
import { historyMessages as m } from './messages';
import { DEFAULT_FILTER, formatKm, historyQuery, periodLabel, statusChip, type HistoryFilter } from './historyRules';
import { OrderDetailModal } from './OrderDetailModal';
import { RevisionModal } from './RevisionModal';
import { useReportFlag } from './useReportFlag';

interface PageState {
  orders: Order[];
  total: number;
  start: string | null;
  end: string | null;
}

/** /pages/order-history: 'Histórico de entregas' (spec part-2 §2). */
export default function OrderHistoryPage() {
  const { message } = App.useApp();
  const storeKey = useStoreChangeKey();
  const [filter, setFilter] = useState<HistoryFilter>(DEFAULT_FILTER);
  const screens = Grid.useBreakpoint();
  const [page, setPage] = useState(1);
  const [state, setState] = useState<PageState>({ orders: [], total: 0, start: null, end: null });
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [filterOpen, setFilterOpen] = useState(false);
  const [detail, setDetail] = useState<Order | null>(null);
  const [revising, setRevising] = useState<Order | null>(null);
  const [exporting, setExporting] = useState(false);
  const [reporting, setReporting] = useState(false);
  const report = useReportFlag();

  const load = useCallback(async () => {
    setLoading(true);
    setFailed(false);
    try {
      const response = await operationsApi.listOrders(historyQuery(filter, page, timezone()));
      if (response.status !== 200) throw new Error(String(response.status));
      const { data, meta } = response.data;
      setState({ orders: data ?? [], total: Number(meta?.total ?? 0), start: meta?.start_date ?? null, end: meta?.end_date ?? null });
    } catch {
      setFailed(true);
      setState((s) => ({ ...s, orders: [], total: 0 }));
      message.error(m.loadError);
    } finally {
      setLoading(false);
    }
  }, [filter, page, message]);

  useEffect(() => {
    void load();
  }, [load, storeKey]);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const orders = await fetchAllHistory(historyQuery(filter, 1, timezone()));
      if (!orders.length) {
        message.info(m.exportEmpty);
        return;
      }
      downloadText(await toCsv(orders), `historico-entregas-${dayjs().format('YYYY-MM-DD-HHmm')}.csv`);
    } catch {
      message.error(m.exportError);
    } finally {
      setExporting(false);
    }
  };

  const requestReport = async () => {
    setReporting(true);
    try {
      await operationsApi.requestHistoryReport(historyQuery(filter, 1, timezone()));
      report.mark();
    } catch {
      message.error(m.reportError);
    } finally {
      setReporting(false);
    }
  };

  const columns: TableColumnsType<Order> = [
    { title: m.colOrder, key: 'order', render: (_, o) => `#${o.short_external_reference || o.uuid.slice(0, 8)}` },
    { title: m.colOccurrence, key: 'when', render: (_, o) => formatDateTime(o.created_at?.date) },
    { title: m.colCustomer, key: 'customer', render: (_, o) => o.customer?.name || '-' },
    {
      title: m.colStatus,
      key: 'status',
      render: (_, o) => {
        const chip = statusChip(o);
        return <ToneTag tone={chip.color}>{chip.label}</ToneTag>;
      },
    },
    { title: m.colCourier, key: 'courier', render: (_, o) => o.delivery?.courier_name || '-' },
    { title: m.colDistance, key: 'distance', render: (_, o) => formatKm(o.delivery?.trip_distance) },
    { title: m.colDeliveryValue, key: 'value', render: (_, o) => (o.delivery ? formatBRL(o.delivery.estimated_price) : '-') },
    {
      title: m.colDetails,
      key: 'details',
      render: (_, o) => (
        <Button type="link" aria-label={m.seeDetailsOf(`#${o.short_external_reference || o.uuid.slice(0, 8)}`)} onClick={() => setDetail(o)}>
          {m.seeDetails}
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby="history-title">
      <Typography.Title level={2} id="history-title">
        {m.title}
      </Typography.Title>
      {report.active ? <Alert type="success" showIcon title={m.reportBannerTitle} description={m.reportBannerBody} style={{ marginBottom: 16 }} /> : null}
      <Card style={{ marginBottom: 16 }}>
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Typography.Text strong>{m.showing(periodLabel(state.start, state.end))}</Typography.Text>
          <Flex gap={8} wrap>
            <Button icon={<DownloadOutlined />} onClick={exportCsv} loading={exporting} disabled={loading}>
              {m.exportCsv}
            </Button>
            <Button onClick={requestReport} loading={reporting} disabled={report.active}>
              {m.report}
            </Button>
            <Button type="primary" icon={<FilterOutlined />} onClick={() => setFilterOpen(true)}>
              {m.filter}
            </Button>
          </Flex>
        </Flex>
      </Card>
      {!loading && !state.orders.length ? (
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
          <ResponsiveTable<Order> rowKey="uuid" loading={loading} columns={columns} dataSource={state.orders} pagination={false} scroll={{ x: 960 }} />
          <Flex justify="center" style={{ marginTop: 16 }}>
            <Pagination
              current={page}
              total={state.total}
              pageSize={HISTORY_PAGE_SIZE}
              showSizeChanger={false}
              showLessItems
              // On a phone the page numbers give way to 'Anterior 2 / 9 Próxima', which fits the screen.
              simple={screens.sm === false}
              onChange={setPage}
              itemRender={(_, type, original) =>
                type === 'prev' ? <Button size="small">{m.previous}</Button> : type === 'next' ? <Button size="small">{m.next}</Button> : original
              }
            />
          </Flex>
        </>
      )}
      <HistoryFilterDrawer
        open={filterOpen}
        value={filter}
        onClose={() => setFilterOpen(false)}
        onApply={(next) => {
          setFilter(next);
          setPage(1);
          setFilterOpen(false);
        }}
      />
      <OrderDetailModal order={detail} onClose={() => setDetail(null)} onReport={(o) => setRevising(o)} onChanged={load} />
      <RevisionModal
        order={revising}
        onClose={() => setRevising(null)}
        onSent={() => {
          setDetail(null);
          void load();
        }}
      />
    </section>
  );
}

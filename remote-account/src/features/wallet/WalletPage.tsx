import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Card, Col, Flex, Row, Statistic, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import FilterOutlined from '@ant-design/icons/FilterOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { formatBRL, isEffectivePostpaid, timezoneOffsetMinutes, useSession } from 'shared';
import { STATEMENT_PAGE_SIZE } from '../../domain/constants';
import { walletApi, type Billet, type ExtractCategory, type WalletStatementLine } from '../../api/wallet';
import { ResponsiveTable, safeHref } from 'shared/ui';
import { usePermission } from '../common/usePermission';
import { useStoreScope } from '../common/useStoreScope';
import { AddCreditDrawer } from './AddCreditDrawer';
import { brDate, brDateTime } from './dates';
import { walletMessages as m } from './messages';
import { hasPeriod, NO_FILTERS, StatementFilterDrawer, type StatementFilters } from './StatementFilterDrawer';

/** Credits in dark green, debits in dark red: both keep WCAG AA contrast on white. */
const CREDIT_COLOR = '#135200';
const DEBIT_COLOR = '#a8071a';

function SignedValue({ value }: { value: number }) {
  const negative = value < 0;
  return <span style={{ color: negative ? DEBIT_COLOR : CREDIT_COLOR, whiteSpace: 'nowrap' }}>{`${negative ? '- ' : '+ '}${formatBRL(Math.abs(value))}`}</span>;
}

type Load<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed' };

interface StatementState {
  lines: WalletStatementLine[];
  total: number;
  sum: number | null;
}

/**
 * /pages/wallet ('Financeiro'): available credit (prepaid stores only), credit used in the last 7 days,
 * the statement (15 a page) with its filter side panel and the period's sum, and the 'Adicionar crédito'
 * side panel.
 */
export default function WalletPage() {
  const session = useSession();
  const { message } = App.useApp();
  const { storeUuid } = useStoreScope();
  const canSee = usePermission('wallet.show');
  const canCredit = usePermission('wallet.credit');
  const postpaid = isEffectivePostpaid(session);

  const [refresh, setRefresh] = useState(0);
  const [balance, setBalance] = useState<Load<number>>({ state: 'loading' });
  const [usage, setUsage] = useState<Load<number>>({ state: 'loading' });
  const [billet, setBillet] = useState<Billet | null>(null);
  const [billetFailed, setBilletFailed] = useState(false);
  const [categories, setCategories] = useState<ExtractCategory[]>([]);
  const [categoriesFailed, setCategoriesFailed] = useState(false);
  const [categoriesLoaded, setCategoriesLoaded] = useState(false);
  const [filters, setFilters] = useState<StatementFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [statement, setStatement] = useState<Load<StatementState>>({ state: 'loading' });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [topUpOpen, setTopUpOpen] = useState(false);
  const [statementAttempt, setStatementAttempt] = useState(0);
  const [fetching, setFetching] = useState(false);

  // Balance (prepaid only), usage and last boleto: on entry, on store change and after a top-up.
  useEffect(() => {
    if (!storeUuid || !canSee) return;
    let alive = true;
    if (!postpaid) {
      setBalance((b) => (b.state === 'ready' ? b : { state: 'loading' }));
      walletApi
        .balance()
        .then(({ data }) => alive && setBalance({ state: 'ready', value: Number(data?.data?.balance ?? 0) }))
        .catch(() => {
          if (!alive) return;
          setBalance({ state: 'failed' });
          message.error(m.balanceError);
        });
      walletApi
        .lastBillet(storeUuid)
        .then(({ data }) => {
          if (!alive) return;
          setBillet(data?.data ?? null);
          setBilletFailed(false);
        })
        .catch(() => {
          if (!alive) return;
          setBillet(null);
          setBilletFailed(true);
        });
    }
    walletApi
      .usage(7)
      .then(({ data }) => alive && setUsage({ state: 'ready', value: Number(data?.total_withdraw ?? 0) }))
      .catch(() => {
        if (!alive) return;
        setUsage({ state: 'failed' });
        message.error(m.usageError);
      });
    return () => {
      alive = false;
    };
  }, [storeUuid, canSee, postpaid, refresh, message]);

  // The statement categories (the same for every store) are read when the filter panel first opens.
  useEffect(() => {
    if (!filtersOpen || categoriesLoaded || !canSee) return;
    let alive = true;
    setCategoriesFailed(false);
    walletApi
      .categories()
      .then(({ data }) => {
        if (!alive) return;
        setCategories(Array.isArray(data?.data) ? data.data : []);
        setCategoriesLoaded(true);
      })
      .catch(() => {
        if (!alive) return;
        setCategoriesFailed(true);
        message.error(m.categoriesError);
      });
    return () => {
      alive = false;
    };
  }, [filtersOpen, categoriesLoaded, canSee, message]);

  // A store switch starts the statement over.
  useEffect(() => {
    setFilters(NO_FILTERS);
    setPage(1);
  }, [storeUuid]);

  useEffect(() => {
    if (!storeUuid || !canSee) return;
    let alive = true;
    setStatement((s) => (s.state === 'ready' ? s : { state: 'loading' }));
    setFetching(true);
    walletApi
      .statement({
        page,
        limit: STATEMENT_PAGE_SIZE,
        startDate: filters.start?.format('YYYY-MM-DD') ?? null,
        endDate: filters.end?.format('YYYY-MM-DD') ?? null,
        categoryId: filters.categoryId || null,
        value: filters.value,
        withSum: hasPeriod(filters),
        timezone: timezoneOffsetMinutes(),
      })
      .then(({ data }) => {
        if (!alive) return;
        setStatement({
          state: 'ready',
          value: {
            lines: Array.isArray(data?.data) ? data.data : [],
            total: Number(data?.meta?.pagination?.total ?? 0),
            sum: typeof data?.extract_sum === 'number' ? data.extract_sum : null,
          },
        });
      })
      .catch(() => {
        if (!alive) return;
        setStatement({ state: 'failed' });
        message.error(m.statementError);
      })
      .finally(() => alive && setFetching(false));
    return () => {
      alive = false;
    };
  }, [storeUuid, canSee, page, filters, refresh, statementAttempt, message]);

  const columns: ColumnsType<WalletStatementLine> = useMemo(
    () => [
      { title: m.columnDate, dataIndex: 'created_at', key: 'date', width: 150, render: (value: string) => brDateTime(value) },
      { title: m.columnDescription, dataIndex: 'business_description', key: 'description', render: (value: string) => value },
      { title: m.columnValue, dataIndex: 'value', key: 'value', align: 'right', width: 150, render: (value: number) => <SignedValue value={value} /> },
      { title: m.columnBalance, dataIndex: 'balance', key: 'balance', align: 'right', width: 150, render: (value: number) => formatBRL(value) },
    ],
    [],
  );

  const applyFilters = (next: StatementFilters) => {
    setFilters(next);
    setPage(1);
    setFiltersOpen(false);
  };

  const onChanged = useCallback((newBalance?: number | null) => {
    if (typeof newBalance === 'number') setBalance({ state: 'ready', value: newBalance });
    setRefresh((n) => n + 1);
  }, []);

  if (!canSee) {
    return (
      <section aria-labelledby="wallet-title">
        <Typography.Title level={2} id="wallet-title">
          {m.title}
        </Typography.Title>
        <Alert type="info" showIcon title={m.noPermission} />
      </section>
    );
  }

  const activeFilters: string[] = [];
  if (hasPeriod(filters)) activeFilters.push(m.filterPeriod(filters.start?.format('DD/MM/YYYY') ?? '', filters.end?.format('DD/MM/YYYY') ?? ''));
  if (filters.categoryId) activeFilters.push(m.filterCategory(categories.find((c) => c.id === filters.categoryId)?.name ?? String(filters.categoryId)));
  if (filters.value) activeFilters.push(m.filterValue(formatBRL(filters.value)));
  const filtered = activeFilters.length > 0;
  const statementValue = statement.state === 'ready' ? statement.value : null;
  const billetHref = billet && billet.status !== 'PAID' ? safeHref(billet.url) : undefined;

  return (
    <section aria-labelledby="wallet-title">
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={2} id="wallet-title" style={{ margin: 0 }}>
          {m.title}
        </Typography.Title>
        {!postpaid && canCredit ? (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setTopUpOpen(true)}>
            {m.addCredit}
          </Button>
        ) : null}
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {m.subtitle}
      </Typography.Paragraph>

      <Row gutter={[16, 16]} style={{ marginBottom: 24 }}>
        <Col xs={24} md={12}>
          {postpaid ? (
            <Card role="region" aria-label={m.postpaidTitle} style={{ height: '100%' }}>
              <Typography.Title level={3} style={{ marginTop: 0, fontSize: 16 }}>
                {m.postpaidTitle}
              </Typography.Title>
              <Typography.Paragraph style={{ marginBottom: 0 }}>{m.postpaidText}</Typography.Paragraph>
            </Card>
          ) : (
            <Card role="region" aria-label={m.balanceTitle} style={{ height: '100%' }}>
              {balance.state === 'failed' ? (
                <Flex vertical gap={8} align="flex-start">
                  <Typography.Text strong>{m.balanceTitle}</Typography.Text>
                  <Typography.Text>{m.balanceError}</Typography.Text>
                  <Button onClick={() => setRefresh((n) => n + 1)}>{m.retry}</Button>
                </Flex>
              ) : (
                <Statistic
                  title={<Typography.Text strong>{m.balanceTitle}</Typography.Text>}
                  loading={balance.state === 'loading'}
                  value={balance.state === 'ready' ? formatBRL(balance.value) : ''}
                  styles={{ content: { color: balance.state === 'ready' && balance.value < 0 ? DEBIT_COLOR : undefined } }}
                />
              )}
            </Card>
          )}
        </Col>
        <Col xs={24} md={12}>
          <Card role="region" aria-label={m.usageTitle} style={{ height: '100%' }}>
            {usage.state === 'failed' ? (
              <Flex vertical gap={8} align="flex-start">
                <Typography.Text strong>{m.usageTitle}</Typography.Text>
                <Typography.Text>{m.usageError}</Typography.Text>
                <Button onClick={() => setRefresh((n) => n + 1)}>{m.retry}</Button>
              </Flex>
            ) : (
              <Statistic
                title={<Typography.Text strong>{m.usageTitle}</Typography.Text>}
                loading={usage.state === 'loading'}
                value={usage.state === 'ready' ? formatBRL(usage.value) : ''}
              />
            )}
          </Card>
        </Col>
      </Row>

      {billet && billetHref ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 24 }}
          title={m.pendingBillet(formatBRL(billet.transaction.amount), brDate(billet.due_date))}
          description={m.pendingBilletNote}
          action={
            <Button size="small" href={billetHref} target="_blank" rel="noopener noreferrer" aria-label={`${m.openBillet} ${m.newTab}`}>
              {m.openBillet}
            </Button>
          }
        />
      ) : null}

      {billetFailed ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 24 }}
          title={m.billetError}
          action={
            <Button size="small" onClick={() => setRefresh((n) => n + 1)}>
              {m.retry}
            </Button>
          }
        />
      ) : null}

      <section aria-labelledby="wallet-statement-title">
        <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 12 }}>
          <Typography.Title level={3} id="wallet-statement-title" style={{ margin: 0 }}>
            {m.statementTitle}
          </Typography.Title>
          <Flex gap={8}>
            {filtered ? <Button onClick={() => applyFilters(NO_FILTERS)}>{m.clearFilters}</Button> : null}
            <Button icon={<FilterOutlined aria-hidden />} onClick={() => setFiltersOpen(true)}>
              {m.filters}
            </Button>
          </Flex>
        </Flex>
        {filtered ? (
          <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }} role="group" aria-label={m.activeFilters}>
            {activeFilters.map((text) => (
              <Tag key={text} style={{ color: '#1f1f1f', background: '#f0f0f0', borderColor: '#8c8c8c' }}>
                {text}
              </Tag>
            ))}
          </Flex>
        ) : null}
        {hasPeriod(filters) && statementValue && statementValue.sum !== null ? (
          <Typography.Paragraph strong data-testid="wallet-period-sum">
            {m.periodSum}: <SignedValue value={statementValue.sum} />
          </Typography.Paragraph>
        ) : null}
        {statement.state === 'failed' ? (
          <Alert
            type="error"
            showIcon
            title={m.statementError}
            action={<Button onClick={() => setStatementAttempt((n) => n + 1)}>{m.retry}</Button>}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <ResponsiveTable<WalletStatementLine>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={statementValue?.lines ?? []}
          loading={statement.state === 'loading' || fetching}
          locale={{ emptyText: statement.state === 'failed' ? m.statementError : filtered ? m.statementEmptyFiltered : m.statementEmpty }}
          scroll={{ x: 640 }}
          pagination={{
            current: page,
            pageSize: STATEMENT_PAGE_SIZE,
            total: statementValue?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: (next) => setPage(next),
            showTotal: (total) => m.pageLabel(page, Math.max(1, Math.ceil(total / STATEMENT_PAGE_SIZE))),
          }}
        />
      </section>

      <StatementFilterDrawer
        open={filtersOpen}
        filters={filters}
        categories={categories}
        categoriesFailed={categoriesFailed}
        onApply={applyFilters}
        onClose={() => setFiltersOpen(false)}
      />
      {!postpaid && canCredit && storeUuid ? (
        <AddCreditDrawer open={topUpOpen} storeUuid={storeUuid} onClose={() => setTopUpOpen(false)} onChanged={onChanged} />
      ) : null}
    </section>
  );
}

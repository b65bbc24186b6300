import { useState } from 'react';
import { Alert, Button, Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import FilterOutlined from '@ant-design/icons/FilterOutlined';
import { formatBRL, timezoneOffsetMinutes } from 'shared';
import { ResponsiveTable } from 'shared/table';
import type { WalletStatementLine } from '../../api/wallet';
import { STATEMENT_PAGE_SIZE } from '../../domain/constants';
import { useFailureToast } from '../common/useFailureToast';
import { brDateTime } from './dates';
import { walletMessages as m } from './messages';
import { SignedValue } from './SignedValue';
import { hasPeriod, NO_FILTERS, StatementFilterDrawer, type StatementFilters } from './StatementFilterDrawer';
import { useCategories, useStatement } from './walletData';
import { SectionTitle } from '../common/SectionTitle';

const COLUMNS: ColumnsType<WalletStatementLine> = [
  { title: m.columnDate, dataIndex: 'created_at', key: 'date', width: 150, render: (value: string) => brDateTime(value) },
  { title: m.columnDescription, dataIndex: 'business_description', key: 'description', render: (value: string) => value },
  { title: m.columnValue, dataIndex: 'value', key: 'value', align: 'right', width: 150, render: (value: number) => <SignedValue value={value} /> },
  { title: m.columnBalance, dataIndex: 'balance', key: 'balance', align: 'right', width: 150, render: (value: number) => formatBRL(value) },
];

/** 'Extrato': 15 lines a page, the 'Filtros' side panel, the filters applied and the period's sum. */
export function StatementSection() {
  const [filters, setFilters] = useState<StatementFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const statement = useStatement({
    page,
    limit: STATEMENT_PAGE_SIZE,
    startDate: filters.start?.format('YYYY-MM-DD') ?? null,
    endDate: filters.end?.format('YYYY-MM-DD') ?? null,
    categoryId: filters.categoryId || null,
    value: filters.value,
    withSum: hasPeriod(filters),
    timezone: timezoneOffsetMinutes(),
  });
  useFailureToast(statement, m.statementError);
  const categories = useCategories(filtersOpen);
  useFailureToast(categories, m.categoriesError);

  const applyFilters = (next: StatementFilters) => {
    setFilters(next);
    setPage(1);
    setFiltersOpen(false);
  };

  const activeFilters: string[] = [];
  if (hasPeriod(filters)) activeFilters.push(m.filterPeriod(filters.start?.format('DD/MM/YYYY') ?? '', filters.end?.format('DD/MM/YYYY') ?? ''));
  if (filters.categoryId) activeFilters.push(m.filterCategory(categories.data?.find((c) => c.id === filters.categoryId)?.name ?? String(filters.categoryId)));
  if (filters.value) activeFilters.push(m.filterValue(formatBRL(filters.value)));
  const filtered = activeFilters.length > 0;
  const sum = statement.data?.sum ?? null;

  return (
    <section aria-labelledby="wallet-statement-title">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 12 }}>
        <SectionTitle id="wallet-statement-title" style={{ margin: 0 }}>
          {m.statementTitle}
        </SectionTitle>
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
      {hasPeriod(filters) && sum !== null ? (
        <Typography.Paragraph strong data-testid="wallet-period-sum">
          {m.periodSum}: <SignedValue value={sum} />
        </Typography.Paragraph>
      ) : null}
      {statement.isError ? (
        // The failure is said out loud once, by the toast; this note stays on screen with 'Tentar novamente', silent.
        <Alert
          type="error"
          role="none"
          showIcon
          title={m.statementError}
          action={<Button onClick={() => statement.refetch()}>{m.retry}</Button>}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <ResponsiveTable<WalletStatementLine>
        rowKey="id"
        size="middle"
        columns={COLUMNS}
        dataSource={statement.data?.lines ?? []}
        loading={statement.isFetching}
        // The table is a polite live region (antd's loading wrapper): its failure text is shown, not said a second time.
        locale={{
          emptyText: statement.isError ? <span aria-hidden="true">{m.statementError}</span> : filtered ? m.statementEmptyFiltered : m.statementEmpty,
        }}
        scroll={{ x: 640 }}
        pagination={{
          current: page,
          pageSize: STATEMENT_PAGE_SIZE,
          total: statement.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: (next) => setPage(next),
          showTotal: (total) => m.pageLabel(page, Math.max(1, Math.ceil(total / STATEMENT_PAGE_SIZE))),
        }}
      />
      <StatementFilterDrawer
        open={filtersOpen}
        filters={filters}
        categories={categories.data ?? []}
        categoriesFailed={categories.isError}
        onApply={applyFilters}
        onClose={() => setFiltersOpen(false)}
      />
    </section>
  );
}

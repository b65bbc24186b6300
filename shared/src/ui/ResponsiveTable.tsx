import { useId, useMemo, useState, type Key, type ReactNode } from 'react';
import { Card, Checkbox, Empty, Flex, Grid, Pagination, Radio, Select, Spin, Table, type SpinProps, type TableColumnType, type TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { CLEAR_CHOICE } from './antdIcon';
import { useNamedPager } from './namedPager';
import { uiMessages } from './messages';

// A dense row's two-line title and its '…' line come with the table: every remote's lists use them.
export { CellLine, TwoLineTitle } from './TableCells';
// The clears' 'Limpar' and the silent status icons (antdIcon.tsx): with the table, a remote draws the host's copy.
export { CLEAR_CHOICE, CLEAR_FIELD, STATUS_ICON, STEP_ICON } from './antdIcon';
// A pager of a page's own (the history's) names its items as the tables' do.
export { usePagerItems } from './namedPager';

/**
 * A table that becomes a list of cards on a phone: the same rows, the same data under each column's
 * title, the same actions (the column keyed 'actions' at the card's top right), the same pagination. From antd's
 * md breakpoint (768 px) up it is antd's Table, unchanged. The columns and their renders are written once. A card has
 * no column header to tap, so the columns that sort are offered in an 'Ordenar por' list above the cards: a table that
 * controls its sort (`sortOrder` and `onChange`) is told as a header's click would tell it; columns that only give a
 * `sorter` are sorted by the cards themselves, as antd's Table sorts them.
 */
export function ResponsiveTable<T extends object>(props: TableProps<T>) {
  const screens = Grid.useBreakpoint();
  const pagination = useNamedPager(props.pagination);
  if (screens.md !== false) return <Table<T> {...props} loading={quietLoading(props.loading)} pagination={pagination} />;
  // No pagination given, the cards show every row (antd's Table pages by 10 by itself).
  return <CardList {...props} pagination={props.pagination && pagination} />;
}

/**
 * antd wraps every table in its loading indicator, a polite live region: each refresh of a live list (every 60 s) would
 * be read out whole. Silent, and still `aria-busy` while it loads; what is new is said by the page (the bell, a notice).
 */
export const quietLoading = (loading: TableProps<object>['loading']): SpinProps =>
  ({ ...(typeof loading === 'object' ? loading : { spinning: !!loading }), 'aria-live': 'off' }) as SpinProps;

const fieldValue = <T extends object>(row: T, column: TableColumnType<T>): unknown => {
  const index = column.dataIndex;
  if (index === undefined || index === null) return undefined;
  const path = Array.isArray(index) ? index : [index];
  return path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[String(key)] : undefined), row);
};

function cell<T extends object>(row: T, index: number, column: TableColumnType<T>): ReactNode {
  const value = fieldValue(row, column);
  if (column.render) {
    const rendered = column.render(value, row, index);
    // A render may return { children, props } (antd's cell merging): the children are what shows.
    return rendered && typeof rendered === 'object' && 'children' in (rendered as object) && !('$$typeof' in (rendered as object))
      ? ((rendered as { children: ReactNode }).children as ReactNode)
      : (rendered as ReactNode);
  }
  return value === undefined || value === null ? '-' : String(value);
}

function rowKeyOf<T extends object>(row: T, index: number, rowKey: TableProps<T>['rowKey']): Key {
  if (typeof rowKey === 'function') return rowKey(row, index);
  if (typeof rowKey === 'string') return String((row as Record<string, unknown>)[rowKey]);
  return index;
}

/** A row's selection control (rowSelection: radio or checkbox), with the table's own labels. */
function SelectRow<T extends object>({ row, rowKey, selection }: { row: T; rowKey: Key; selection: NonNullable<TableProps<T>['rowSelection']> }) {
  const selected = (selection.selectedRowKeys ?? []).includes(rowKey);
  const extra = (selection.getCheckboxProps?.(row) ?? {}) as Record<string, unknown>;
  if (selection.type === 'radio') {
    return <Radio {...extra} checked={selected} onChange={() => selection.onChange?.([rowKey], [row], { type: 'single' })} />;
  }
  const keys = selection.selectedRowKeys ?? [];
  return (
    <Checkbox
      {...extra}
      checked={selected}
      onChange={(e) => {
        const next = e.target.checked ? [...keys, rowKey] : keys.filter((key) => key !== rowKey);
        selection.onChange?.(next, [], { type: 'multiple' });
      }}
    />
  );
}

const ORDER_LABEL: Record<'ascend' | 'descend', string> = { ascend: uiMessages.sortAscending, descend: uiMessages.sortDescending };

/**
 * The sortable columns as one list ('Cliente (crescente)', …): picking one is a header click's sort. Exported for a
 * list of cards drawn by its screen rather than by ResponsiveTable.
 */
export function SortPicker<T extends object>({
  columns,
  rows,
  onChange,
}: {
  columns: TableColumnType<T>[];
  rows: readonly T[];
  onChange: NonNullable<TableProps<T>['onChange']>;
}) {
  const id = useId();
  const sortable = columns.filter((column) => column.sorter && column.key !== undefined);
  if (!sortable.length) return null;
  const active = sortable.find((column) => column.sortOrder);
  const value = active ? `${String(active.key)}:${active.sortOrder}` : undefined;
  const options = sortable.flatMap((column) =>
    (['ascend', 'descend'] as const).map((order) => ({
      value: `${String(column.key)}:${order}`,
      label: `${typeof column.title === 'string' ? column.title : String(column.key)} (${ORDER_LABEL[order]})`,
    })),
  );
  const pick = (picked: string | undefined) => {
    const [key, order] = (picked ?? '').split(':');
    const column = sortable.find((c) => String(c.key) === key) ?? active;
    onChange({}, {}, { column, columnKey: column?.key, order: (picked ? order : null) as SortOrder }, { action: 'sort', currentDataSource: [...rows] });
  };
  return (
    <Flex gap={8} align="center" style={{ marginBottom: 8 }}>
      <label htmlFor={id} style={{ flex: 'none' }}>
        {uiMessages.sortBy}
      </label>
      <Select
        id={id}
        allowClear={CLEAR_CHOICE}
        value={value}
        options={options}
        onChange={pick}
        // antd's placeholder grey is below AA contrast: the text carries the theme's tertiary colour.
        placeholder={<span style={{ color: 'rgba(0, 0, 0, 0.62)' }}>{uiMessages.sortNone}</span>}
        style={{ flex: 1, minWidth: 0 }}
      />
    </Flex>
  );
}

type LocalSort = { key: Key; order: 'ascend' | 'descend' } | null;

/** A column's compare function, whether `sorter` is the function itself or `{ compare }`. */
const compareOf = <T extends object>(column: TableColumnType<T>) => {
  const { sorter } = column;
  if (typeof sorter === 'function') return sorter;
  return sorter && typeof sorter === 'object' && typeof sorter.compare === 'function' ? sorter.compare : undefined;
};

/**
 * The cards' own sort, for columns antd's Table would sort by itself (a compare function and no `sortOrder`): the
 * columns with the picked one marked, and the rows in its order. A table that controls its sort is left as it is.
 */
function useCardSort<T extends object>(leaves: TableColumnType<T>[], dataSource: readonly T[], onChange: TableProps<T>['onChange']) {
  const [sort, setSort] = useState<LocalSort>(null);
  const controlled = leaves.some((column) => column.sortOrder !== undefined);
  const local = !controlled && leaves.some((column) => compareOf(column));
  return useMemo(() => {
    if (!local) return { columns: leaves, rows: dataSource, onChange };
    const columns = leaves.map((column) =>
      compareOf(column) ? { ...column, sortOrder: sort && column.key === sort.key ? sort.order : null } : { ...column, sorter: undefined },
    );
    const picked = sort ? leaves.find((column) => column.key === sort.key) : undefined;
    const compare = picked && compareOf(picked);
    const rows = compare && sort ? [...dataSource].sort((a, b) => (sort.order === 'ascend' ? 1 : -1) * compare(a, b, sort.order)) : dataSource;
    const pick: NonNullable<TableProps<T>['onChange']> = (pagination, filters, sorter, extra) => {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      setSort(one?.order && one.columnKey !== undefined ? { key: one.columnKey, order: one.order } : null);
      onChange?.(pagination, filters, sorter, extra);
    };
    return { columns, rows, onChange: pick };
  }, [local, leaves, dataSource, onChange, sort]);
}

function CardList<T extends object>(props: TableProps<T>) {
  const { columns = [], dataSource = [], rowKey, loading, locale, pagination, rowSelection } = props;
  const label = (props as { 'aria-label'?: string })['aria-label'];
  const leaves = useMemo(() => (columns as TableColumnType<T>[]).filter((c) => !('children' in c)), [columns]);
  const sorted = useCardSort(leaves, dataSource as readonly T[], props.onChange);
  const actions = leaves.find((c) => c.key === 'actions');
  const [first, ...rest] = leaves.filter((c) => c !== actions);
  const busy = typeof loading === 'object' ? !!loading.spinning : !!loading;
  const rows = sorted.rows;
  return (
    <Spin {...quietLoading(busy)}>
      {sorted.onChange && rows.length > 1 ? <SortPicker columns={sorted.columns} rows={rows} onChange={sorted.onChange} /> : null}
      {rows.length ? (
        // One column no wider than the screen: a card's one-line texts end in '…' rather than widen it.
        <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 8 }}>
          {rows.map((row, index) => (
            <li key={rowKeyOf(row, index, rowKey)}>
              <Card
                size="small"
                title={
                  <Flex gap={8} align="center" style={{ whiteSpace: 'normal', padding: '8px 0' }}>
                    {rowSelection ? <SelectRow row={row} rowKey={rowKeyOf(row, index, rowKey)} selection={rowSelection} /> : null}
                    {first ? <div style={{ flex: 1, minWidth: 0 }}>{cell(row, index, first)}</div> : null}
                  </Flex>
                }
                extra={actions ? cell(row, index, actions) : null}
              >
                <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(96px, 38%) 1fr', gap: '6px 12px' }}>
                  {rest.map((column, i) => (
                    <div key={String(column.key ?? i)} style={{ display: 'contents' }}>
                      <dt style={{ color: 'rgba(0,0,0,.55)' }}>{column.title as ReactNode}</dt>
                      <dd style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>{cell(row, index, column)}</dd>
                    </div>
                  ))}
                </dl>
              </Card>
            </li>
          ))}
        </ul>
      ) : busy ? (
        <div style={{ minHeight: 96 }} />
      ) : (
        ((locale?.emptyText as ReactNode) ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />)
      )}
      {pagination && typeof pagination === 'object' && !(pagination.hideOnSinglePage && (pagination.total ?? 0) <= (pagination.pageSize ?? 10)) ? (
        <Flex justify="center" style={{ marginTop: 12 }}>
          <Pagination
            simple
            current={pagination.current}
            pageSize={pagination.pageSize}
            total={pagination.total}
            onChange={pagination.onChange}
            itemRender={pagination.itemRender}
            showSizeChanger={false}
          />
        </Flex>
      ) : null}
    </Spin>
  );
}

import type { HTMLAttributes, ThHTMLAttributes } from 'react';
import { Grid, type TableProps } from 'antd';

/** Tables with more rows than this are virtualised (only the visible rows are drawn). */
const VIRTUAL_FROM = 100;
/** The height of a virtualised table's window on its rows, in px. */
const VIRTUAL_HEIGHT = 640;

/** What antd's Table passes on to its <table> (its header <table>, when virtual), as its JSX props would be. */
type NameAndRole = Pick<HTMLAttributes<HTMLTableElement>, 'aria-label' | 'role'>;

// The header <table> is 'none' (below), so its cells say what they are.
// biome-ignore lint/a11y/useSemanticElements: it is a <th>; the role is restated as the <table> around it is 'none'.
const HeaderCell = (props: ThHTMLAttributes<HTMLTableCellElement>) => <th role="columnheader" {...props} />;
// biome-ignore lint/a11y/useSemanticElements: antd's virtual body draws its cells as divs.
const BodyCell = (props: HTMLAttributes<HTMLDivElement>) => <div role="cell" {...props} />;
const components = { header: { cell: HeaderCell }, body: { cell: BodyCell } };
// The header row is the table's first row (the boards' columns are not grouped: one header row).
const headerRow = () => ({ role: 'row', 'aria-rowindex': 1 });
const bodyRow = (_: unknown, index = 0) => ({ role: 'row', 'aria-rowindex': index + 2 });

/**
 * A table of `rowCount` rows, `width` px wide, named `label`: its rows virtualised past VIRTUAL_FROM, and still a table
 * to a screen reader. antd's virtual table draws its header as a <table> of its own and its rows as divs beside it, so
 * a screen reader would hear a table of column headers and no rows. No antd prop reaches an element around both, so
 * `wrapper` (a div around the Table) is the table: named as the <table> it replaces, with the count of all its rows
 * (only the visible ones are drawn). antd's header <table> is then only drawing, and each drawn row and cell says what
 * it is, through antd's own props (`role`, `onHeaderRow`, `onRow`, `components`): no DOM patching. On a phone ResponsiveTable draws cards, not a table: the wrapper stays a
 * plain div and the cards' list keeps the name.
 */
export function useVirtualTable<T>(
  rowCount: number,
  label: string,
  width: number,
): { wrapper: HTMLAttributes<HTMLDivElement>; table: TableProps<T> & NameAndRole } {
  // ResponsiveTable's own rule: antd's Table from md up, cards below.
  const drawsTable = Grid.useBreakpoint().md !== false;
  if (rowCount <= VIRTUAL_FROM) return { wrapper: {}, table: { 'aria-label': label, scroll: { x: width } } };
  const table: TableProps<T> = { virtual: true, scroll: { x: width, y: VIRTUAL_HEIGHT } };
  if (!drawsTable) return { wrapper: {}, table: { ...table, 'aria-label': label } };
  return {
    wrapper: { role: 'table', 'aria-label': label, 'aria-rowcount': rowCount + 1 },
    // No name on the header <table>: an element with a name is no longer 'none' to a browser.
    table: { ...table, role: 'none', components, onHeaderRow: headerRow, onRow: bodyRow },
  };
}

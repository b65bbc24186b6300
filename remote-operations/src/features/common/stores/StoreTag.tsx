import { Tag, Tooltip } from 'antd';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import type { CSSProperties } from 'react';
import type { TableColumnType } from 'antd';
import type { Order } from '../../../api/operations';
import { allStoresMessages as m } from './messages';

const WRAP: CSSProperties = { whiteSpace: 'normal', marginInlineEnd: 0 };
/** In a dense row (D15) a name never wraps: it ends in '…', its whole text in a tooltip. */
const ONE_LINE: CSSProperties = { ...WRAP, whiteSpace: 'nowrap', maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', verticalAlign: 'middle' };

/** A row's or card's store, with 'Todas as lojas' (D14): the name in full, or on one line in a table's cell. */
export function StoreTag({ name, oneLine }: { name: string; oneLine?: boolean }) {
  const text = name || m.unknownStore;
  const tag = (
    <Tag icon={<ShopOutlined aria-hidden />} color="geekblue" style={oneLine ? ONE_LINE : WRAP} data-testid="order-store">
      {text}
    </Tag>
  );
  return oneLine ? <Tooltip title={text}>{tag}</Tooltip> : tag;
}

/** The width of the 'Loja' column: a store's name of about 21 letters whole (the demo's 'Sushi Kaizen Paulista'), longer ones end in '…'. */
export const STORE_COLUMN_WIDTH = 200;

/** The 'Loja' column of a board with every store: its tag, sortable by name (A–Z in pt-BR). */
export function storeColumn(storeName: (order: Order) => string): TableColumnType<Order> {
  return {
    title: m.colStore,
    key: 'store',
    width: STORE_COLUMN_WIDTH,
    sorter: (a, b) => storeName(a).localeCompare(storeName(b), 'pt-BR'),
    render: (_, o) => <StoreTag oneLine name={storeName(o)} />,
  };
}

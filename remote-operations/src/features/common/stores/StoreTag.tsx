import { Tag } from 'antd';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import type { TableColumnType } from 'antd';
import type { Order } from '../../../api/operations';
import { allStoresMessages as m } from './messages';

/** A row's or card's store, with 'Todas as lojas' (D14): the name in full, wrapping rather than cut. */
export function StoreTag({ name }: { name: string }) {
  return (
    <Tag icon={<ShopOutlined />} color="geekblue" style={{ whiteSpace: 'normal', marginInlineEnd: 0 }} data-testid="order-store">
      {name || m.unknownStore}
    </Tag>
  );
}

/** The 'Loja' column of a board with every store: its tag, sortable by name (A–Z in pt-BR). */
export function storeColumn(storeName: (order: Order) => string): TableColumnType<Order> {
  return {
    title: m.colStore,
    key: 'store',
    width: 180,
    sorter: (a, b) => storeName(a).localeCompare(storeName(b), 'pt-BR'),
    render: (_, o) => <StoreTag name={storeName(o)} />,
  };
}

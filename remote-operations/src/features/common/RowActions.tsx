import { useRef } from 'react';
import { Button, Dropdown, type MenuProps } from 'antd';
import EllipsisOutlined from '@ant-design/icons/EllipsisOutlined';

/**
 * A row's '…' actions menu (its accessible name says whose: 'Ações do pedido #P12'), disabled when the row offers
 * none. Choosing an item puts focus back on the '…' button before the item's dialog opens, so the dialog gives focus
 * back to it when it closes (not to the menu item, hidden by then); an item without a dialog leaves focus there too.
 */
export function RowActions({ label, items }: { label: string; items: MenuProps['items'] }) {
  const button = useRef<HTMLButtonElement>(null);
  const none = !items?.length;
  return (
    <Dropdown trigger={['click']} disabled={none} menu={{ items, onClick: () => button.current?.focus() }}>
      <Button ref={button} aria-label={label} icon={<EllipsisOutlined aria-hidden />} disabled={none} />
    </Dropdown>
  );
}

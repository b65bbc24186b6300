import { Button } from 'antd';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import { createPortal } from 'react-dom';
import type { Order } from '../../../api/operations';
import { orderTicketMessages as m } from './messages';
import { OrderTicket } from './OrderTicket';

/**
 * 'Imprimir' on an order's details: the browser's print dialog, with only the order's ticket on the page (its print
 * stylesheet hides the rest). The ticket is drawn beside the page's root, so hiding the portal hides none of it.
 */
export function PrintTicket({ order }: { order: Order }) {
  return (
    <>
      <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
        {m.print}
      </Button>
      {createPortal(<OrderTicket order={order} />, document.body)}
    </>
  );
}

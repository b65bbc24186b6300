import { useEffect, useState } from 'react';
import { Button } from 'antd';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import { createPortal, flushSync } from 'react-dom';
import type { Order } from '../../../../api/operations';
import { orderTicketMessages as m } from './messages';
import { OrderTicket } from './OrderTicket';

/**
 * 'Imprimir' on an order's details: the browser's print dialog, with only the order's ticket on the paper (its print
 * stylesheet hides the rest). The ticket is drawn beside the page's root only while printing — from the button or the
 * browser's own print (Ctrl+P) — so the screen and screen readers never meet a second copy of the order.
 */
export function PrintTicket({ order }: { order: Order }) {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  const print = () => {
    flushSync(() => setPrinting(true));
    window.print();
  };

  return (
    <>
      <Button icon={<PrinterOutlined aria-hidden />} onClick={print}>
        {m.print}
      </Button>
      {printing ? createPortal(<OrderTicket order={order} />, document.body) : null}
    </>
  );
}

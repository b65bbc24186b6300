import { formatBRL } from 'shared';
import { maskPhone } from 'shared/masks';
import type { Order } from '../../../../api/operations';
import { formatDateTime, orderRef } from '../../../common/format';
import { trackUrlOf } from '../share-tracking/trackingMessage';

export interface TicketItem {
  quantity: number;
  name: string;
  /** The line's value: unit price × quantity, in R$. */
  value: string;
}

export interface TicketContent {
  store: string;
  ref: string;
  createdAt: string;
  customer: string;
  phone: string;
  address: string;
  complement: string;
  items: TicketItem[];
  total: string;
  payment: string;
  /** 'Troco para R$ 100,00' and the change itself, for cash with change. */
  changeFor: string | null;
  change: string | null;
  courier: string | null;
  observations: string | null;
  trackUrl: string | null;
}

/** What the ticket prints of an order, as text: the printer gets what the counter reads on screen. */
export function ticketContent(order: Order): TicketContent {
  const payment = order.payments?.[0];
  const changeFor = payment?.change_for && payment.change_for > 0 ? payment.change_for : null;
  const complement = (order.address?.complement || order.complement || '').trim();
  return {
    store: order.origin?.name?.trim() || '-',
    ref: orderRef(order),
    createdAt: formatDateTime(order.order_created_at || order.created_at?.date, 'DD/MM/YYYY HH:mm'),
    customer: order.customer?.name?.trim() || '-',
    phone: maskPhone(order.customer?.phone) || '-',
    address: order.address?.formatted || '-',
    complement,
    items: (order.items ?? []).map((item) => ({ quantity: item.quantity, name: item.name, value: formatBRL(item.price * item.quantity) })),
    total: formatBRL(order.final_total_price),
    payment: (order.payments ?? []).map((p) => p.name).join(', ') || '-',
    changeFor: changeFor ? formatBRL(changeFor) : null,
    change: changeFor ? formatBRL(Math.max(0, changeFor - order.final_total_price)) : null,
    courier: order.delivery?.courier_name?.trim() || null,
    observations: order.observations?.trim() || null,
    trackUrl: trackUrlOf(order),
  };
}

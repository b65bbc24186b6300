import type { ReactNode } from 'react';
import { Alert } from 'antd';
import { PageTitle } from 'shared/ui';
import { useCanSeeOrders } from './canSeeOrders';
import { commonMessages as m } from './messages';

/** The note said where the orders would be, to a profile without order.show. */
export const NoOrdersPermission = () => <Alert type="info" showIcon role="status" title={m.noOrdersPermission} />;

/** An orders page: without order.show, its title and the note, and nothing asked of the server (it would refuse). */
export function OrdersReadGate({ title, children }: { title: string; children: ReactNode }) {
  if (useCanSeeOrders()) return children;
  return (
    <section aria-labelledby="orders-permission-title">
      <PageTitle id="orders-permission-title">{title}</PageTitle>
      <NoOrdersPermission />
    </section>
  );
}

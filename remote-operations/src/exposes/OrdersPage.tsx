import OrdersPage from '../features/live-orders/OrdersPage';
import { ordersMessages as m } from '../features/live-orders/messages';
import { OrdersReadGate } from '../features/common/OrdersReadGate';

export default function GatedOrdersPage() {
  return (
    <OrdersReadGate title={m.title}>
      <OrdersPage />
    </OrdersReadGate>
  );
}

import OrderHistoryPage from '../features/order-history/OrderHistoryPage';
import { historyMessages as m } from '../features/order-history/messages';
import { OrdersReadGate } from '../features/common/OrdersReadGate';

export default function GatedOrderHistoryPage() {
  return (
    <OrdersReadGate title={m.title}>
      <OrderHistoryPage />
    </OrdersReadGate>
  );
}

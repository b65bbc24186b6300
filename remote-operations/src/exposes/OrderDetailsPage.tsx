import OrderDetailsPage from '../features/live-orders/details/OrderDetailsPage';
import { orderDetailsMessages as m } from '../features/live-orders/details/messages';
import { OrderInItsStore } from '../features/common/stores/OrderInItsStore';
import { OrdersReadGate } from '../features/common/OrdersReadGate';

/** An order's details, in the store its address names (D14). */
export default function OrderDetailsInItsStore() {
  return (
    <OrdersReadGate title={m.title}>
      <OrderInItsStore>
        <OrderDetailsPage />
      </OrderInItsStore>
    </OrdersReadGate>
  );
}

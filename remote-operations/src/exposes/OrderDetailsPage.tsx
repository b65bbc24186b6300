import OrderDetailsPage from '../features/live-orders/details/OrderDetailsPage';
import { OrderInItsStore } from '../features/common/stores/OrderInItsStore';

/** An order's details, in the store its address names (D14). */
export default function OrderDetailsInItsStore() {
  return (
    <OrderInItsStore>
      <OrderDetailsPage />
    </OrderInItsStore>
  );
}

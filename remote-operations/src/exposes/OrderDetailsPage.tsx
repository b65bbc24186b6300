import OrderDetailsPage from '../features/live-orders/details/OrderDetailsPage';
import { orderDetailsMessages as m } from '../features/live-orders/details/messages';
import { OrderInItsStore } from '../features/common/stores/OrderInItsStore';
import { PermissionGate } from 'shared/ui';
import { useCanSeeOrders } from '../features/common/canSeeOrders';
import { commonMessages } from '../features/common/messages';

/** An order's details, in the store its address names (D14). */
export default function OrderDetailsInItsStore() {
  return (
    <PermissionGate allowed={useCanSeeOrders()} title={m.title} note={commonMessages.noOrdersPermission}>
      <OrderInItsStore>
        <OrderDetailsPage />
      </OrderInItsStore>
    </PermissionGate>
  );
}

import OrdersPage from '../features/live-orders/OrdersPage';
import { ordersMessages as m } from '../features/live-orders/messages';
import { PermissionGate } from 'shared/ui';
import { useCanSeeOrders } from '../features/common/canSeeOrders';
import { commonMessages } from '../features/common/messages';

export default function GatedOrdersPage() {
  return (
    <PermissionGate allowed={useCanSeeOrders()} title={m.title} note={commonMessages.noOrdersPermission}>
      <OrdersPage />
    </PermissionGate>
  );
}

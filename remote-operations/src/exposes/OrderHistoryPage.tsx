import OrderHistoryPage from '../features/order-history/OrderHistoryPage';
import { historyMessages as m } from '../features/order-history/messages';
import { PermissionGate } from 'shared/ui';
import { useCanSeeOrders } from '../features/common/canSeeOrders';
import { commonMessages } from '../features/common/messages';

export default function GatedOrderHistoryPage() {
  return (
    <PermissionGate allowed={useCanSeeOrders()} title={m.title} note={commonMessages.noOrdersPermission}>
      <OrderHistoryPage />
    </PermissionGate>
  );
}

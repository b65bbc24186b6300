import { hasPermission, useUser } from 'shared';

/** Reading a store's orders needs order.show (docs/decisions.md, 'Permissions are the server's rule'). */
export const useCanSeeOrders = (): boolean => hasPermission(useUser(), 'order.show');

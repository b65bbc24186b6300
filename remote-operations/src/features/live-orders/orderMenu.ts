import { useCallback } from 'react';
import { isEffectiveFleet, hasPermission, useSession } from 'shared';
import { useStoreOverride } from 'shared/data';
import type { Order } from '../../api/operations';
import { ordersMessages as m } from './messages';
import { actionAvailability } from './orderRules';
import type { OrderActions } from './useOrderActions';

/** One action an order offers, as the list's menu and the details page's buttons both show it. */
export type OrderMenuItem = {
  key: string;
  label: string;
  danger?: boolean;
  onClick: () => void;
};

/** What the actions open besides the calls of useOrderActions: the cancel and change-courier dialogs, the details. */
export interface OrderMenuHandlers {
  actions: OrderActions;
  onCancel: (order: Order) => void;
  onChangeCourier: (order: Order) => void;
  /** Absent on the details page itself. */
  onDetails?: (order: Order) => void;
}

/** Which of the two lists an order is in: waiting for approval ('Em preparo') or live ('Em andamento'). */
export const waitsForApproval = (order: Order): boolean => !!order.to_approve && !order.delivery;

/**
 * The actions of an order, in the order the list's menu shows them (docs/spec/part-2-operations-account.md §2, §4):
 * 'Chamar entregador' while it waits for approval; finish, a new search, cancel, track and change courier while it
 * is live, each when the order's status, the store's flags and the user's permissions allow (actionAvailability);
 * then 'Detalhes do pedido' (not on the details page itself). The one list of the orders page and the order details
 * page, so both offer the same. With 'Todas as lojas', `storeOf` names a row's store (and a surrounding StoreScope a
 * page's): its actions follow that store's search type, as when it is selected alone (docs/decisions.md D14).
 */
export function useOrderMenu(
  storeOf?: (order: Order) => string | undefined,
): (order: Order, list: 'toApprove' | 'live', handlers: OrderMenuHandlers) => OrderMenuItem[] {
  const session = useSession();
  const scoped = useStoreOverride();
  const user = session.user;
  // 'Chamar entregador' dispatches the order: order.create, as the server checks.
  const canCall = hasPermission(user, 'order.create');
  return useCallback(
    (order: Order, list: 'toApprove' | 'live', { actions, onCancel, onChangeCourier, onDetails }: OrderMenuHandlers): OrderMenuItem[] => {
      const details = onDetails ? [{ key: 'details', label: m.details, onClick: () => onDetails(order) }] : [];
      if (list === 'toApprove') {
        return [...(canCall ? [{ key: 'call', label: m.callCourier, onClick: () => actions.callCourier(order) }] : []), ...details];
      }
      const at = storeOf?.(order) ?? scoped;
      const fleet = isEffectiveFleet(at ? { ...session, selectedFranchiseStoreUuid: at } : session);
      const can = actionAvailability(order, user, fleet);
      const items: (OrderMenuItem | false)[] = [
        can.finish && { key: 'finish', label: m.finish, danger: true, onClick: () => actions.finish(order) },
        can.resetSearch && { key: 'reset', label: m.resetSearch, onClick: () => actions.resetSearch(order) },
        can.cancel && { key: 'cancel', label: m.cancel, danger: true, onClick: () => onCancel(order) },
        can.track && { key: 'track', label: m.track, onClick: () => actions.track(order) },
        can.changeCourier && { key: 'change', label: m.changeCourier, onClick: () => onChangeCourier(order) },
        ...details,
      ];
      return items.filter((item): item is OrderMenuItem => !!item);
    },
    [session, user, canCall, storeOf, scoped],
  );
}

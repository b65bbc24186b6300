import { useEffect, useMemo, useRef, useState } from 'react';
import { getOrders, isEffectiveFleet, isEffectivePostpaid, isOnline, ordersActions, useOrders, useSession, usePortalMessage } from 'shared';
import { deliveryApi, type LocatedCourier } from '../../api/delivery';
import { deliveryOptions, deliveryTotals, exceedsItemsLimit } from './deliveryRules';
import { stagingMessages as m } from './messages';
import { isPendingOrder, pendingText } from './orderDisplay';
import { usePendingCompletion } from './usePendingCompletion';
import { useCreateDelivery } from './useCreateDelivery';

const SHAKE_MS = 600;

/**
 * The staged delivery of /pages/delivery (docs/spec/part-1-signin-dashboard-delivery.md §4): the staged orders of the shared store, their selection
 * (the limit, the R$1500,00 rule, the wallet check of prepaid stores), 'Com retorno' / 'Reversa', the totals, the
 * fleet courier, and its creation (useCreateDelivery).
 */
export function useStagedDelivery() {
  const message = usePortalMessage();
  const session = useSession();
  const { orders } = useOrders();
  const store = session.franchiseStores?.find((s) => s.uuid === session.selectedFranchiseStoreUuid) ?? null;
  const businessUuid = session.selectedFranchiseStoreUuid ?? session.user?.business_uuid ?? null;
  const postpaid = isEffectivePostpaid(session);
  const reversePermission = String(store?.reverse_logistic_permission ?? session.user?.reverse_logistic_permission ?? '') === '1';

  const [returnChosen, setReturnChosen] = useState(false);
  const [reverseChosen, setReverseChosen] = useState(false);
  const [courier, setCourier] = useState<LocatedCourier | null>(null);
  const [shaking, setShaking] = useState(false);
  const [checking, setChecking] = useState(false);
  const shakeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(shakeTimer.current), []);

  const selected = useMemo(() => orders.filter((o) => o.selected), [orders]);
  const choice = { reversePermission, returnChosen, reverseChosen };
  const options = deliveryOptions({ ...choice, selected });
  const totals = useMemo(() => deliveryTotals(selected, options.returnChecked), [selected, options.returnChecked]);
  // The selected franchise store's search_type overrides the user's; no courier choice in reverse mode.
  const courierChoice = isEffectiveFleet(session) && !options.reverseChecked;

  const creation = useCreateDelivery({
    ...choice,
    businessUuid,
    postpaid,
    courierId: courierChoice ? (courier?.uuid ?? null) : null,
    onCreated: () => {
      setCourier(null);
      setReverseChosen(false);
    },
  });

  // Another franchise store: its own fleet, permissions and wallet (the host clears the staged orders).
  const [seenStore, setSeenStore] = useState(businessUuid);
  if (seenStore !== businessUuid) {
    setSeenStore(businessUuid);
    setCourier(null);
    setReturnChosen(false);
    setReverseChosen(false);
    creation.setOutcome(null);
  }

  // An order edited over R$1500,00, or edited offline into one that waits for the server, leaves the delivery.
  useEffect(() => {
    orders.forEach((o, i) => {
      if (o.selected && (exceedsItemsLimit(o) || isPendingOrder(o))) ordersActions.deselectOrder(i);
    });
  }, [orders]);
  // Orders staged offline get their address located and their price once the network is back.
  usePendingCompletion(orders);

  const shake = () => {
    setShaking(false);
    clearTimeout(shakeTimer.current);
    requestAnimationFrame(() => setShaking(true));
    shakeTimer.current = setTimeout(() => setShaking(false), SHAKE_MS);
  };

  /** Selecting checks the R$1500,00 rule, the limit (the counter shakes) and, for a prepaid store, the wallet. */
  const toggle = async (index: number, checked: boolean) => {
    creation.setOutcome(null);
    if (!checked) {
      ordersActions.deselectOrder(index);
      return;
    }
    const order = getOrders().orders[index];
    if (!order || order.selected) return;
    if (exceedsItemsLimit(order)) {
      message.error(m.itemsTotalLimit);
      return;
    }
    const waiting = pendingText(order, isOnline());
    if (waiting) {
      message.info(`${m.pendingNotSelectable}${waiting}`);
      return;
    }
    if (selected.length >= options.maxOrders) {
      shake();
      return;
    }
    // Offline, the wallet cannot be asked: the order is selected, and 'Criar entrega' asks the wallet before it creates.
    if (!postpaid && businessUuid && isOnline()) {
      const next = [...selected, order];
      const withReturn = deliveryOptions({ ...choice, selected: next }).returnChecked;
      setChecking(true);
      try {
        await deliveryApi.canSpend(businessUuid, deliveryTotals(next, withReturn).total, withReturn);
      } catch {
        message.error(m.noBalanceToAdd);
        return;
      } finally {
        setChecking(false);
      }
    }
    const now = getOrders().orders.indexOf(order);
    if (now >= 0) ordersActions.selectOrder(now);
  };

  return {
    orders,
    selected,
    options,
    totals,
    postpaid,
    courierChoice,
    courier,
    setCourier,
    shaking,
    checking,
    creating: creation.creating,
    outcome: creation.outcome,
    toggle,
    setReturnChosen,
    /** 'Reversa' (offered with at most 1 selected order): the delivery then holds 1 order. */
    chooseReverse: (on: boolean) => {
      setReverseChosen(on);
      creation.setOutcome(null);
    },
    create: creation.create,
  };
}

export type StagedDelivery = ReturnType<typeof useStagedDelivery>;

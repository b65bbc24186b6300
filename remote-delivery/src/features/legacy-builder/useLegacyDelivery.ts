import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isOfflineError, serverErrorText, usePortalMessage } from 'shared';
import { useStoreScope } from 'shared/data';
import { deliveryApi } from '../../api/delivery';
import { newExternalId } from '../common/externalId';
import { createOrConfirm, resendUntilAnswered } from '../common/reconcile';
import {
  deliveriesTotal,
  deliveryLocks,
  firstLegacyError,
  hasSameAddress,
  toLegacyOrder,
  toLegacyReverseTask,
  type LegacyDraft,
  type ListedOrder,
} from './legacyRules';
import { legacyMessages as m } from './messages';
import type { QuoteState } from './useLegacyDraft';

let nextOrderId = 1;

/**
 * The legacy builder's list and its creation (docs/spec/part-1-signin-dashboard-delivery.md §4, §5, §7): orders join after the checks of §5 and, for a
 * prepaid store, the wallet's consent; up to 4 (1 in reverse mode); 'Criar entrega' sends them together through POST
 * v2/orders, or the one reverse order through POST v2/default-edp/task. The list is the page's own (the stored orders
 * belong to the staging page) and is dropped when the franchise store changes.
 */
export function useLegacyDelivery({ businessUuid, postpaid, permission }: { businessUuid: string | null; postpaid: boolean; permission: boolean }) {
  const message = usePortalMessage();
  const queryClient = useQueryClient();
  const scope = useStoreScope();
  const [orders, setOrders] = useState<ListedOrder[]>([]);
  const [returnChosen, setReturnChosen] = useState(false);
  const [reverseChosen, setReverseChosen] = useState(false);
  const [adding, setAdding] = useState(false);
  const [creating, setCreating] = useState(false);
  // A create whose answer was lost: being confirmed with the server, or not confirmed when the window ended.
  const [lostAnswer, setLostAnswer] = useState<'confirming' | 'notConfirmed' | null>(null);
  // The orders being confirmed ('Em processamento' in the list), by id.
  const [processing, setProcessing] = useState<ReadonlySet<string>>(() => new Set());
  const [createError, setCreateError] = useState<string | null>(null);
  const [createdCount, setCreatedCount] = useState(0);
  const busy = useRef(false);
  const locks = useMemo(() => deliveryLocks(orders, { permission, returnChosen, reverseChosen }), [orders, permission, returnChosen, reverseChosen]);

  /**
   * The idempotency key of the delivery being created (the reverse task's external id in reverse mode), kept while the
   * list holds the same orders: a create sent again after a lost answer is created and debited once (docs/decisions.md
   * D11). A new one when an order joins or leaves, or once it was created.
   */
  const attempt = useRef<{ orders: string; key: string } | null>(null);
  const keyFor = (sent: ListedOrder[]): string => {
    const members = sent.map((o) => o.id).join(' ');
    if (attempt.current?.orders !== members) attempt.current = { orders: members, key: newExternalId() };
    return attempt.current.key;
  };

  // A list quoted for another store is dropped when the franchise store changes.
  useEffect(() => setOrders([]), [businessUuid]);

  const clearOutcome = () => {
    setCreatedCount(0);
    setCreateError(null);
    setLostAnswer(null);
  };

  /** The draft joins the list when it passes the checks and, for a prepaid store, the wallet; true when it did. */
  const add = async (draft: LegacyDraft, quote: QuoteState): Promise<boolean> => {
    const error = firstLegacyError(draft, orders.length, locks.reverseChecked);
    if (error) {
      message.error(error);
      return false;
    }
    if (quote.status === 'loading') {
      message.warning(m.waitQuote);
      return false;
    }
    const { place, paymentTypeId, shippingType, creationType, orderDate } = draft;
    if (quote.status !== 'ready' || !place || paymentTypeId === null || !shippingType || creationType === null || !orderDate) {
      message.error(m.quoteFailed);
      return false;
    }
    const listed: ListedOrder = { ...draft, id: `legacy-${nextOrderId++}`, place, paymentTypeId, shippingType, creationType, orderDate, quote: quote.quote };
    const next = [...orders, listed];
    const nextLocks = deliveryLocks(next, { permission, returnChosen, reverseChosen });
    if (!postpaid && businessUuid) {
      setAdding(true);
      try {
        await deliveryApi.canSpend(businessUuid, deliveriesTotal(next, nextLocks.returnChecked), nextLocks.returnChecked);
      } catch {
        message.error(m.noBalance);
        return false;
      } finally {
        setAdding(false);
      }
    }
    if (hasSameAddress(orders, draft)) message.warning(m.duplicateAddress);
    else message.success(m.orderAdded);
    setOrders(next);
    clearOutcome();
    return true;
  };

  const remove = (index: number) => {
    setLostAnswer(null);
    setOrders((list) => list.filter((_, i) => i !== index));
    message.success(m.orderDeleted);
  };

  /**
   * 'Criar entrega' under the list's idempotency key. An answer lost on the way is never 'Erro ao criar pedido!': the
   * same create is sent again under the same key until the server answers (common/reconcile.ts), which answers the
   * first result if it was done; the created orders leave the list, and if the server cannot be reached they stay, to
   * be sent again under the same key. A second click while this runs does nothing.
   */
  const create = async () => {
    if (busy.current || !orders.length) return;
    busy.current = true;
    setCreating(true);
    clearOutcome();
    // Reverse creation is v2/default-edp/task (§7), one order, as on the staging page.
    const sent = locks.reverseChecked ? orders.slice(0, 1) : orders;
    const key = keyFor(sent);
    const send = () =>
      locks.reverseChecked
        ? deliveryApi.createReverseTask(toLegacyReverseTask(sent[0]!, key))
        : deliveryApi.createLegacyOrders({
            courier_must_return: locks.returnChecked,
            reverse_logistic: false,
            idempotency_key: key,
            multiple: sent.map((o) => toLegacyOrder(o, locks.returnChecked)),
          });
    const ids = sent.map((o) => o.id);
    try {
      const { created, notCreated } = await createOrConfirm(
        send,
        ids,
        () => {
          setProcessing(new Set(ids));
          setLostAnswer('confirming');
        },
        () => resendUntilAnswered(send, ids),
      );
      const done = new Set(created);
      setOrders((list) => list.filter((o) => !done.has(o.id)));
      if (created.length) {
        attempt.current = null;
        message.success(m.created);
        setCreatedCount(created.length);
        // New orders, a debited wallet: the store's reads (the orders page's list among them) are asked again.
        void queryClient.invalidateQueries({ queryKey: [scope] });
      }
      setLostAnswer(notCreated.length ? 'notConfirmed' : null);
      if (!notCreated.length) {
        setReturnChosen(false);
        setReverseChosen(false);
      }
    } catch (error) {
      // Offline, nothing was sent: it needs the network, it did not fail (the list stays as it was).
      if (isOfflineError(error)) message.warning(error.message);
      else message.error(m.createFailed);
      setCreateError(serverErrorText(error) ?? null);
    } finally {
      setProcessing(new Set());
      busy.current = false;
      setCreating(false);
    }
  };

  return {
    orders,
    locks,
    permission,
    adding,
    creating,
    processing,
    lostAnswer,
    createError,
    createdCount,
    setReturnChosen,
    setReverseChosen,
    add,
    remove,
    create,
  };
}

export type LegacyDelivery = ReturnType<typeof useLegacyDelivery>;

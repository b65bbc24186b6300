import { useMemo, type ReactNode } from 'react';
import { App, Spin } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getApiBaseUrl, isAnswerLost, serverErrorText, usePortalMessage } from 'shared';
import { useStoreOverride, useStoreScope } from 'shared/data';
import { operationsApiFor, type Order } from '../../api/operations';
import { safeHref } from 'shared/ui';
import { ordersKey } from '../common/orderQueries';
import { approvalPayload } from './approvalPayload';
import { confirmAction, tookEffect } from './confirmAction';
import { ordersMessages as m } from './messages';

/**
 * The address a tracking link opens: an http(s) address as is, or a path on the portal's own origin
 * (the sandbox serves '/api/box/v2/tracking/<short_id>'; with an integrator's apiBaseUrl, '/api' paths go
 * there). Anything else (javascript:, data:, '//host') gives null.
 */
export function trackHref(url: string | null | undefined, origin = window.location.origin): string | null {
  const href = safeHref(url ?? undefined);
  if (!href) return null;
  try {
    const base = href.startsWith('/api/') && getApiBaseUrl() ? `${getApiBaseUrl()}${href}` : href;
    const parsed = new URL(base, origin);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Opens a tracking link in a new tab without opener or referrer; false when there is no usable link. */
export function openTrackUrl(url: string | null | undefined): boolean {
  const href = trackHref(url);
  if (!href) return false;
  window.open(href, '_blank', 'noopener,noreferrer');
  return true;
}

/** An action: its call, what a fresh read of the order shows once it took effect (confirmAction.ts), and its texts. */
interface Action {
  send: () => Promise<unknown>;
  orderUuid: string;
  /** The store the order is in: the action, its confirmation and the refresh run as it (D14). */
  store: string;
  tookEffect: (order: Order) => boolean;
  success: string;
  failure: string;
}

/** The catalogued failure, and the server's why under it when it says more (D11: errors[].detail). */
function refusal(failure: string, error: unknown): ReactNode {
  const why = serverErrorText(error);
  return why && why !== failure ? (
    <>
      <div>{failure}</div>
      <div>{why}</div>
    </>
  ) : (
    failure
  );
}

/**
 * The actions of the orders screen with their messages (docs/spec/part-2-operations-account.md §8). Finish asks for confirmation first
 * (irreversible); each one that took effect refreshes the store's orders. An action whose answer was lost (time-out,
 * connection lost, a 5xx without the server's answer) is neither reported as failed nor sent again: the order is read
 * again first, and the screen says the catalogued success if it took effect, the catalogued error if not
 * (docs/decisions.md, 'Time-outs: reads give up, writes are confirmed', D11). The dialog that started it stays busy
 * meanwhile, so it cannot be sent twice. With 'Todas as lojas', `storeOf` names each order's store: every call of the
 * action carries that store's token, exactly as when the store is selected alone (docs/decisions.md D14).
 * `afterDialog` is told when a confirmation closed (the page puts keyboard focus back where the action came from).
 */
export function useOrderActions(storeOf?: (order: Order) => string | undefined, afterDialog?: (order: Order) => void) {
  const { modal } = App.useApp();
  const message = usePortalMessage();
  const queryClient = useQueryClient();
  const store = useStoreScope();
  // A page working in a named store (an order opened from 'Todas as lojas' or an alert) acts as that store.
  const scoped = useStoreOverride();
  const { mutateAsync } = useMutation({
    /** 'done' once the action took effect; 'unknown' when the server could not be reached to find out. */
    mutationFn: async ({ send, orderUuid, tookEffect, store: at }: Action): Promise<'done' | 'unknown'> => {
      try {
        await send();
        return 'done';
      } catch (error) {
        if (!isAnswerLost(error)) throw error;
        // antd's message.loading(text, 0): a status with antd's spinner (silent) until the order was read again.
        const hide = message.info({ content: m.confirmingAction, duration: 0, icon: <Spin size="small" aria-hidden /> });
        const outcome = await confirmAction(orderUuid, tookEffect, operationsApiFor(at)).finally(hide);
        if (outcome === 'notDone') throw error;
        return outcome;
      }
    },
    // Said at once, and the dialog closes with it; then, done or perhaps done, the lists no longer show the order as it
    // is: read again, not waited for (a dialog kept open for the lists outlived its 3 s notice on a slow connection).
    onSuccess: (outcome, action) => {
      if (outcome === 'done') message.success(action.success);
      else message.warning(m.actionNotConfirmed);
      void queryClient.invalidateQueries({ queryKey: ordersKey(action.store) });
    },
    onError: (error, action) => message.error(refusal(action.failure, error)),
  });

  // One stable object, so memoised table rows don't redraw on every render.
  return useMemo(() => {
    const storeFor = (order: Order) => storeOf?.(order) ?? store;
    const api = (order: Order) => operationsApiFor(storeOf?.(order) ?? scoped);
    const run = (action: Action) =>
      mutateAsync(action).then(
        (outcome) => outcome === 'done',
        () => false,
      );
    /**
     * Asks first, then runs the action; the dialog stays busy until it is confirmed. An irreversible one opens with
     * focus on 'Voltar', so an Enter pressed as it opens does not carry it out.
     */
    const ask = (order: Order, title: string, content: string, action: Action, irreversible = false) =>
      modal.confirm({
        title,
        content,
        okText: m.confirm,
        cancelText: m.back,
        okButtonProps: { danger: irreversible },
        focusable: { autoFocusButton: irreversible ? 'cancel' : 'ok' },
        onOk: () => run(action),
        afterClose: () => afterDialog?.(order),
      });

    return {
      finish: (order: Order) =>
        ask(
          order,
          m.confirmFinishTitle,
          m.confirmFinishBody,
          {
            send: () => api(order).finish(order.delivery!.id),
            orderUuid: order.uuid,
            store: storeFor(order),
            tookEffect: tookEffect.finish,
            success: m.finishSuccess,
            failure: m.finishError,
          },
          true,
        ),
      resetSearch: (order: Order) =>
        ask(order, m.confirmResetTitle, m.confirmResetBody, {
          send: () => api(order).resetSearch(order.delivery!.id, order.delivery?.courier_id),
          orderUuid: order.uuid,
          store: storeFor(order),
          tookEffect: tookEffect.resetSearch(order),
          success: m.resetSuccess,
          failure: m.resetError,
        }),
      track: (order: Order) => {
        if (!openTrackUrl(order.delivery?.track_url)) message.error(m.trackError);
      },
      changeCourier: (order: Order, courierUuid: string) =>
        run({
          send: () => api(order).changeCourier(order.delivery!.id, courierUuid),
          orderUuid: order.uuid,
          store: storeFor(order),
          tookEffect: tookEffect.changeCourier(courierUuid),
          success: m.changeSuccess,
          failure: m.changeError,
        }),
      cancel: (order: Order, reason: string, observation: string) =>
        run({
          send: () => api(order).cancel(order.uuid, reason, observation.trim()),
          orderUuid: order.uuid,
          store: storeFor(order),
          tookEffect: tookEffect.cancel,
          success: m.cancelSuccess,
          failure: m.cancelError,
        }),
      /** 'Chamar entregador': validate again, then approve only on success with IMMEDIATE_DELIVERY. */
      callCourier: (order: Order) =>
        ask(order, m.confirmCallTitle, m.confirmCallBody, {
          send: async () => {
            // The validation stores nothing: whatever became of it, nothing was approved.
            const { data } = await api(order)
              .validateForApproval(approvalPayload(order))
              .catch(() => {
                throw new Error('validation failed');
              });
            if (!data?.success || data.status !== 'IMMEDIATE_DELIVERY') throw new Error(data?.status ?? 'validation failed');
            await api(order).approve(order.uuid);
          },
          orderUuid: order.uuid,
          store: storeFor(order),
          tookEffect: tookEffect.approve,
          success: m.approveSuccess,
          failure: m.approveError,
        }),
    };
  }, [message, modal, mutateAsync, storeOf, store, scoped, afterDialog]);
}

export type OrderActions = ReturnType<typeof useOrderActions>;

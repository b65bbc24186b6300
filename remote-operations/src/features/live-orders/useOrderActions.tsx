import { useMemo } from 'react';
import { App } from 'antd';
import { getApiBaseUrl } from 'shared';
import { operationsApi, type Order } from '../../api/operations';
import { safeHref } from 'shared/ui';
import { isAnswerLost } from '../common/answerLost';
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

/** An action's order and what a fresh read of it shows once the action took effect (confirmAction.ts). */
interface Check {
  orderUuid: string;
  tookEffect: (order: Order) => boolean;
}

/**
 * The actions of the orders screen with their messages (spec part-2 §8). Finish asks for confirmation
 * first (irreversible); each success refreshes the lists. An action whose answer was lost (time-out, connection
 * lost, a 5xx without the server's answer) is neither reported as failed nor sent again: the order is read again
 * first, and the screen says the catalogued success (and refreshes) if it took effect, the catalogued error if not
 * (docs/decisions.md, 'Time-outs: reads give up, writes are confirmed'). The dialog that started it stays busy
 * meanwhile, so it cannot be sent twice.
 */
export function useOrderActions(refresh: () => void | Promise<void>) {
  const { message, modal } = App.useApp();

  // One stable object per refresh function, so memoised table rows don't redraw on every render.
  return useMemo(() => {
    const succeed = async (success: string) => {
      message.success(success);
      await refresh();
      return true;
    };

    const run = async (call: () => Promise<unknown>, success: string, failure: string, check: Check) => {
      try {
        await call();
        return await succeed(success);
      } catch (error) {
        if (isAnswerLost(error)) {
          const hide = message.loading(m.confirmingAction, 0);
          const outcome = await confirmAction(check.orderUuid, check.tookEffect).finally(hide);
          if (outcome === 'done') return succeed(success);
          if (outcome === 'unknown') {
            // The server could not be reached to find out: neither success nor failure is known.
            message.warning(m.actionNotConfirmed);
            await refresh();
            return false;
          }
        }
        message.error(failure);
        return false;
      }
    };

    return {
      finish: (order: Order) =>
        modal.confirm({
          title: m.confirmFinishTitle,
          content: m.confirmFinishBody,
          okText: m.confirm,
          cancelText: m.back,
          okButtonProps: { danger: true },
          onOk: () =>
            run(() => operationsApi.finish(order.delivery!.id), m.finishSuccess, m.finishError, { orderUuid: order.uuid, tookEffect: tookEffect.finish }),
        }),
      resetSearch: (order: Order) =>
        modal.confirm({
          title: m.confirmResetTitle,
          content: m.confirmResetBody,
          okText: m.confirm,
          cancelText: m.back,
          onOk: () =>
            run(() => operationsApi.resetSearch(order.delivery!.id), m.resetSuccess, m.resetError, {
              orderUuid: order.uuid,
              tookEffect: tookEffect.resetSearch(order),
            }),
        }),
      track: (order: Order) => {
        if (!openTrackUrl(order.delivery?.track_url)) message.error(m.trackError);
      },
      changeCourier: (order: Order, courierUuid: string) =>
        run(() => operationsApi.changeCourier(order.delivery!.id, courierUuid), m.changeSuccess, m.changeError, {
          orderUuid: order.uuid,
          tookEffect: tookEffect.changeCourier(courierUuid),
        }),
      cancel: (order: Order, reason: string, observation: string) =>
        run(() => operationsApi.cancel(order.uuid, reason, observation.trim()), m.cancelSuccess, m.cancelError, {
          orderUuid: order.uuid,
          tookEffect: tookEffect.cancel,
        }),
      /** 'Chamar entregador': validate again, then approve only on success with IMMEDIATE_DELIVERY. */
      callCourier: (order: Order) =>
        modal.confirm({
          title: m.confirmCallTitle,
          content: m.confirmCallBody,
          okText: m.confirm,
          cancelText: m.back,
          onOk: () =>
            run(
              async () => {
                // The validation stores nothing: whatever became of it, nothing was approved.
                const { data } = await operationsApi.validateForApproval(approvalPayload(order)).catch(() => {
                  throw new Error('validation failed');
                });
                if (!data?.success || data.status !== 'IMMEDIATE_DELIVERY') throw new Error(data?.status ?? 'validation failed');
                await operationsApi.approve(order.uuid);
              },
              m.approveSuccess,
              m.approveError,
              { orderUuid: order.uuid, tookEffect: tookEffect.approve },
            ),
        }),
    };
  }, [message, modal, refresh]);
}

export type OrderActions = ReturnType<typeof useOrderActions>;

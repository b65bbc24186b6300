import { useMemo } from 'react';
import { App } from 'antd';
import { getApiBaseUrl } from 'shared';
import { operationsApi, type Order } from '../../api/operations';
import { safeHref } from 'shared/ui';
import { approvalPayload } from './approvalPayload';
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

/**
 * The actions of the orders screen with their messages (spec part-2 §8). Finish asks for confirmation
 * first (irreversible); each success refreshes the lists.
 */
export function useOrderActions(refresh: () => void | Promise<void>) {
  const { message, modal } = App.useApp();

  // One stable object per refresh function, so memoised table rows don't redraw on every render.
  return useMemo(() => {
    const run = async (call: () => Promise<unknown>, success: string, failure: string) => {
      try {
        await call();
        message.success(success);
        await refresh();
        return true;
      } catch {
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
          onOk: () => run(() => operationsApi.finish(order.delivery!.id), m.finishSuccess, m.finishError),
        }),
      resetSearch: (order: Order) =>
        modal.confirm({
          title: m.confirmResetTitle,
          content: m.confirmResetBody,
          okText: m.confirm,
          cancelText: m.back,
          onOk: () => run(() => operationsApi.resetSearch(order.delivery!.id), m.resetSuccess, m.resetError),
        }),
      track: (order: Order) => {
        if (!openTrackUrl(order.delivery?.track_url)) message.error(m.trackError);
      },
      changeCourier: (order: Order, courierUuid: string) =>
        run(() => operationsApi.changeCourier(order.delivery!.id, courierUuid), m.changeSuccess, m.changeError),
      cancel: (order: Order, reason: string, observation: string) =>
        run(() => operationsApi.cancel(order.uuid, reason, observation.trim()), m.cancelSuccess, m.cancelError),
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
                const { data } = await operationsApi.validateForApproval(approvalPayload(order));
                if (!data?.success || data.status !== 'IMMEDIATE_DELIVERY') throw new Error(data?.status ?? 'validation failed');
                await operationsApi.approve(order.uuid);
              },
              m.approveSuccess,
              m.approveError,
            ),
        }),
    };
  }, [message, modal, refresh]);
}

export type OrderActions = ReturnType<typeof useOrderActions>;

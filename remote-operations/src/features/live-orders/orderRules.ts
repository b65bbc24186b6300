import { hasPermission, type SessionUser } from 'shared';
import { WAITING_RED_AFTER_MIN } from '../../domain/constants';
import { flagEnabledByDefault, isFleet } from '../../domain/user';
import type { Order } from '../../api/operations';
import { commonMessages } from '../common/messages';

/** Live status descriptions (docs/spec/part-2-operations-account.md §4), in flow order, matched in lower case. */
export const LIVE_STATUS_DESCRIPTIONS = [
  'localizando entregador',
  'aguardando entregador',
  'entregador no estabelecimento',
  'entregador a caminho do cliente',
  'entregador chegou no cliente',
  'entregador retornando ao estabelecimento',
  'entregador retornou ao estabelecimento',
] as const;

const LABELS: Record<string, string> = {
  'localizando entregador': 'Localizando entregador',
  'aguardando entregador': 'Aguardando entregador',
  'entregador no estabelecimento': 'Entregador no estabelecimento',
  'entregador a caminho do cliente': 'Entregador a caminho do cliente',
  'entregador chegou no cliente': 'Entregador chegou no cliente',
  'entregador retornando ao estabelecimento': 'Entregador retornando ao estabelecimento',
  'entregador retornou ao estabelecimento': 'Entregador retornou ao estabelecimento',
};

/** The status description of an order's delivery, in lower case ('' without delivery). */
export const statusKey = (order: Pick<Order, 'delivery'>): string => (order.delivery?.status?.description ?? '').trim().toLowerCase();

/** The status label of a live order: the delivery's status, or 'Processando' when it has no delivery yet. */
export function liveStatusLabel(order: Pick<Order, 'delivery'>): string {
  if (!order.delivery) return commonMessages.noDelivery;
  const key = statusKey(order);
  return LABELS[key] ?? order.delivery.status?.description ?? commonMessages.noDelivery;
}

const FINISHABLE = LIVE_STATUS_DESCRIPTIONS.slice(1);
const CANCELLABLE = LIVE_STATUS_DESCRIPTIONS.slice(0, 3);

interface ActionAvailability {
  finish: boolean;
  resetSearch: boolean;
  cancel: boolean;
  track: boolean;
  changeCourier: boolean;
}

/**
 * Which actions a live order offers (docs/spec/part-2-operations-account.md §4, §6). `fleet`: the search_type of the store being operated
 * (a selected franchise store's overrides the user's, isEffectiveFleet). Each also needs the permission the
 * server checks for its call (docs/decisions.md, 'Permissions'): finish order.finish, cancel order.cancel, a new
 * search and a change of courier order.create.
 */
export function actionAvailability(order: Order, user: SessionUser | null, fleet = isFleet(user)): ActionAvailability {
  const key = statusKey(order);
  const config = user?.configurations;
  const hasDelivery = !!order.delivery?.id;
  return {
    finish:
      hasDelivery &&
      (FINISHABLE as readonly string[]).includes(key) &&
      flagEnabledByDefault(config, 'order-finish-enable') &&
      hasPermission(user, 'order.finish'),
    resetSearch:
      hasDelivery && key === 'aguardando entregador' && flagEnabledByDefault(config, 'enable-courier-research') && hasPermission(user, 'order.create'),
    cancel: (CANCELLABLE as readonly string[]).includes(key) && flagEnabledByDefault(config, 'order-cancel-enabled') && hasPermission(user, 'order.cancel'),
    track: hasDelivery && !!order.delivery?.track_url,
    changeCourier: hasDelivery && fleet && Number(order.status?.id ?? order.delivery?.status?.id) < 8 && hasPermission(user, 'order.create'),
  };
}

/** Minutes an order has been waiting since it was created. */
export function waitingMinutes(order: Pick<Order, 'order_created_at'>, now = Date.now()): number {
  const created = Date.parse(order.order_created_at);
  return Number.isFinite(created) ? Math.max(0, Math.floor((now - created) / 60_000)) : 0;
}

/** Waiting longer than 15 minutes is shown red (docs/spec/part-2-operations-account.md §9): 15 min 30 s is, though it reads '15 min'. */
export function isWaitingTooLong(order: Pick<Order, 'order_created_at'>, now = Date.now()): boolean {
  const created = Date.parse(order.order_created_at);
  return Number.isFinite(created) && now - created > WAITING_RED_AFTER_MIN * 60_000;
}

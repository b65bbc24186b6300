import type { Business } from './model';
import { forbidden } from './errors';

/**
 * The feature flags of the session's `configurations` (docs/spec/part-1-signin-dashboard-delivery.md §6,
 * docs/spec/part-2-operations-account.md §4). The portal hides what a flag turns off; the server refuses it
 * (docs/decisions.md D19), so a call sent by hand or from an old tab does not get through either.
 */
export const FEATURE_OFF_MESSAGES = {
  'manual-create-order-disabled': 'A criação manual de entregas está desativada para a sua loja.',
  'order-finish-enable': 'A finalização de pedidos está desativada para a sua loja.',
  'enable-courier-research': 'A busca por um novo entregador está desativada para a sua loja.',
  'order-cancel-enabled': 'O cancelamento de pedidos está desativado para a sua loja.',
} as const;

type EnablingFlag = Exclude<keyof typeof FEATURE_OFF_MESSAGES, 'manual-create-order-disabled'>;

const unset = (value: string | undefined) => value === undefined || value === '';

/** manual-create-order-disabled blocks every manual create (staging, reverse, legacy builder) unless unset or 0. */
export function requireManualCreate(business: Business): void {
  const value = business.configurations['manual-create-order-disabled'];
  if (!unset(value) && value !== '0') throw forbidden(FEATURE_OFF_MESSAGES['manual-create-order-disabled']);
}

/** order-finish-enable, enable-courier-research and order-cancel-enabled allow their action when 1 or unset. */
export function requireEnabled(business: Business, flag: EnablingFlag): void {
  const value = business.configurations[flag];
  if (!unset(value) && value !== '1') throw forbidden(FEATURE_OFF_MESSAGES[flag]);
}

import type { Business } from '../domain/model';
import type { Sandbox } from '../domain/sandbox';
import { deliveryPrice } from '../domain/orders';
import { round2 } from '../domain/random';
import { distanceKm } from '../data/streets';

/** Texts of the per-order failures (orders/failures/validation). */
export const FAILURE_TEXTS = {
  outOfRange: 'Endereço do cliente fora do raio de atuação da loja.',
  noBalance: 'Saldo insuficiente para criar a entrega. Para montar essa entrega, é necessário efetuar uma recarga.',
} as const;

/**
 * Why each asked-about order of the store has not become a delivery: an address outside the operating
 * radius, or a prepaid balance that does not cover the delivery (the simulation keeps such orders in
 * 'Processando'). Orders with a delivery, waiting for approval, unknown or of another store are left out.
 */
export function orderFailures(sandbox: Sandbox, business: Business, uuids: string[]): Record<string, string> {
  const store = sandbox.orders(business.uuid);
  const wallet = sandbox.wallet(business.uuid);
  const out: Record<string, string> = {};
  for (const uuid of new Set(uuids)) {
    const order = store.get(uuid);
    if (!order || order.delivery || order.to_approve || order.status.code === 'CANCELLED') continue;
    const distance = distanceKm(business.address, order.address);
    if (distance > business.operating_radius_km) {
      out[uuid] = FAILURE_TEXTS.outOfRange;
      continue;
    }
    const price = deliveryPrice(round2(distance * 1.25), order.with_return);
    if (!wallet.canSpend(price)) out[uuid] = FAILURE_TEXTS.noBalance;
  }
  return out;
}

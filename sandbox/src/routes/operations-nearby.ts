// Couriers near a store for its map, each riding round it as the sandbox clock runs.
import type { Sandbox } from '../domain/sandbox';
import type { Business } from '../domain/model';
import { Random } from '../domain/random';

/** How often the nearby couriers take a step (the simulation's tick), and how far round the store a step goes (radians). */
export const COURIER_STEP_MS = 5_000;
const COURIER_STEP_RADIANS = 0.02;

/**
 * Couriers near a store, riding round it: each a step further every COURIER_STEP_MS (some clockwise, some not), so a
 * map refreshed shows them where they are now (docs/decisions.md, 'Couriers that move'). Computed from the sandbox
 * clock: no state kept.
 */
export function nearbyCouriers(sandbox: Sandbox, business: Business) {
  const random = new Random(`nearby:${business.uuid}`);
  const step = Math.floor(sandbox.now().getTime() / COURIER_STEP_MS);
  const pool =
    business.search_type === 'FLEET'
      ? sandbox.fleetCouriers(business.uuid).filter((c) => c.working && c.fleets.some((f) => f.business_uuid === business.uuid && f.status === 2))
      : sandbox.networkCouriers();
  const chosen = pool.slice(0, 10);
  return chosen.map((courier, i) => {
    const angle = random.float(0, Math.PI * 2) + (step % 100_000) * COURIER_STEP_RADIANS * (i % 2 ? 1 : -1);
    const radius = random.float(0.0015, 0.009);
    return {
      uuid: courier.uuid,
      name: courier.name,
      lat: Math.round((business.address.lat + Math.sin(angle) * radius) * 1e6) / 1e6,
      lng: Math.round((business.address.lng + Math.cos(angle) * radius) * 1e6) / 1e6,
    };
  });
}

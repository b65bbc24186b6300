import type { Sandbox } from '../sandbox';
import { Random } from '../random';
import { ACCOUNTS } from './accounts';
import { bannersFor } from './banners';
import { seedNetworkCouriers } from './couriers';
import { seedOrders } from './orders';
import { seedPermissions } from './permissions';
import { seedBusiness, seedMainUser, seedStaff } from './stores';
import { seedWallet } from './wallet';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';
export { buildOrder } from './orders';

/**
 * Fills the sandbox with the D6 accounts. Deterministic for a given `now` (everything is relative to it): each
 * part draws from its own seeded random source, in this order.
 */
export function seedSandbox(sandbox: Sandbox): void {
  const now = sandbox.now();
  seedPermissions(sandbox);
  seedNetworkCouriers(sandbox, new Random('network-couriers'));

  for (const account of ACCOUNTS) {
    const random = new Random(`account:${account.email}`);
    const stores = account.stores.map((spec) => seedBusiness(sandbox, spec, random, account.franchise?.id ?? null));
    if (account.franchise) {
      sandbox.franchises.set(account.franchise.id, {
        id: account.franchise.id,
        name: account.franchise.name,
        store_uuids: stores.map((s) => s.uuid),
      });
    }
    seedMainUser(sandbox, account, stores, random);
    stores.forEach((store, i) => {
      const spec = account.stores[i];
      const storeRandom = new Random(`store:${store.uuid}`);
      seedStaff(sandbox, store, storeRandom, spec.domain);
      seedWallet(sandbox, store, storeRandom, seedOrders(sandbox, store, storeRandom, now), spec.balance, now);
      sandbox.banners.set(store.uuid, bannersFor(store));
    });
  }
}

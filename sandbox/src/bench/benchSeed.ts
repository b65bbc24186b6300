import type { Business, BusinessUser, DeliveryStatusCode } from '../domain/model';
import type { Sandbox } from '../domain/sandbox';
import { Random } from '../domain/random';
import { buildOrder, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../domain/seed';
import { CATEGORY } from '../domain/wallet';

/**
 * Bench-only data (SANDBOX_BENCH_SEED=1, set by `pnpm bench`; never on by default): one extra store,
 * a copy of the 'loja' account's store, with enough live orders to measure 'Carregar mais' at
 * 1,000 loaded rows. The D6 accounts are left exactly as seeded.
 */
export const BENCH_ACCOUNT = 'bench@exemplo.com.br';
export const BENCH_LIVE_ORDERS = 1_100;

const IN_PROGRESS: DeliveryStatusCode[] = [
  'ALLOCATING',
  'GOING_TO_ORIGIN',
  'ARRIVED_AT_ORIGIN',
  'GOING_TO_DESTINATION',
  'ARRIVED_AT_DESTINATION',
  'RETURNING_TO_ORIGIN',
];

export function seedBench(sandbox: Sandbox, liveOrders = BENCH_LIVE_ORDERS): Business {
  const random = new Random('bench');
  const template = sandbox.userByEmail(DEMO_ACCOUNTS.loja);
  const templateStore = template && sandbox.businesses.get(template.business_uuid);
  if (!template || !templateStore) throw new Error('bench seed: the loja account must be seeded first');

  const business: Business = {
    ...templateStore,
    id: sandbox.nextId('business'),
    uuid: random.uuid(),
    fantasy_name: 'Pizzaria Bella Napoli (bench)',
    email: 'contato@bench.bellanapoli.com.br',
    configurations: { ...templateStore.configurations },
    address: { ...templateStore.address },
    box_api_token: `box_${random.alphanumeric(40)}`,
    order_hub_token: `ohb_${random.alphanumeric(40)}`,
  };
  sandbox.addBusiness(business);
  sandbox.banners.set(business.uuid, sandbox.banners.get(templateStore.uuid) ?? []);
  const roleIds = sandbox.rolesOf(templateStore.uuid).map((role) => {
    const id = sandbox.nextId('role');
    sandbox.roles.set(id, { ...role, id, uuid: random.uuid(), business_uuid: business.uuid });
    return id;
  });
  const user: BusinessUser = {
    ...template,
    id: sandbox.nextId('user'),
    uuid: random.uuid(),
    business_uuid: business.uuid,
    email: BENCH_ACCOUNT,
    password: DEMO_PASSWORD,
    role_ids: roleIds.slice(0, 1),
  };
  sandbox.users.set(user.id, user);

  // Live orders spread over the last five hours, every in-progress status.
  const store = sandbox.orders(business.uuid);
  const now = sandbox.now().getTime();
  for (let i = 0; i < liveOrders; i += 1) {
    const at = new Date(now - (2 + Math.floor((i * 298) / liveOrders)) * 60_000);
    store.insert(buildOrder(sandbox, business, random, at, IN_PROGRESS[i % IN_PROGRESS.length]));
  }
  sandbox
    .wallet(business.uuid)
    .seed([{ value: 5_000, description: 'Recarga via Pix', at: new Date(now - 86_400_000), category: CATEGORY.credit, orderUuid: null }], 5_000);
  return business;
}

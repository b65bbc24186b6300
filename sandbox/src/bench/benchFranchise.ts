import type { Business, DeliveryStatusCode } from '../domain/model';
import type { Sandbox } from '../domain/sandbox';
import { Random } from '../domain/random';
import { buildOrder } from '../domain/seed';
import type { AccountSpec, StoreSpec } from '../domain/seed/accounts';
import { ALL_FLAGS_ON } from '../domain/seed/accounts';
import { seedBusiness, seedMainUser } from '../domain/seed/stores';
import { CATEGORY } from '../domain/wallet';

/**
 * Bench-only data (SANDBOX_BENCH_SEED=1, set by `pnpm bench`; never on by default): a franchise of 50 stores, each
 * with live orders in both lists, to measure 'Todas as lojas' at the size real franchises have (docs/decisions.md
 * D14). Its main user signs in as BENCH_FRANCHISE_ACCOUNT; the D6 accounts are left exactly as seeded.
 */
export const BENCH_FRANCHISE_ACCOUNT = 'franquia-bench@exemplo.com.br';
export const BENCH_FRANCHISE_STORES = 50;
export const BENCH_FRANCHISE_ID = 950;
/** Per store: orders waiting for approval and live ones (the first page of each list is full, so 'Carregar mais' shows). */
export const BENCH_STORE_ORDERS = { toApprove: 4, live: 24 } as const;

const STREETS = ['sp-paulista', 'sp-augusta', 'sp-faria-lima', 'sp-teodoro', 'sp-consolacao'];
const IN_PROGRESS: DeliveryStatusCode[] = ['ALLOCATING', 'GOING_TO_ORIGIN', 'ARRIVED_AT_ORIGIN', 'GOING_TO_DESTINATION', 'ARRIVED_AT_DESTINATION'];

const storeSpec = (n: number, street: string): StoreSpec => {
  const label = String(n).padStart(2, '0');
  return {
    key: `franquia-bench-${label}`,
    fantasy: `Rede Bench ${label}`,
    company: `Rede Bench ${label} Alimentos Ltda`,
    street,
    number: String(100 + n),
    complement: null,
    balance: 500,
    type: 'franchise',
    configurations: { ...ALL_FLAGS_ON },
    // Every fifth store waits for approval, as the demo's postpaid store does.
    need_approve_orders: n % 5 === 0,
    domain: 'redebench.com.br',
  };
};

export function seedBenchFranchise(sandbox: Sandbox, stores = BENCH_FRANCHISE_STORES, orders = BENCH_STORE_ORDERS): Business[] {
  const random = new Random('bench-franchise');
  const specs = Array.from({ length: stores }, (_, i) => storeSpec(i + 1, STREETS[i % STREETS.length]!));
  const account: AccountSpec = {
    email: BENCH_FRANCHISE_ACCOUNT,
    name: 'Helena Bench Duarte',
    social_name: null,
    franchise: { id: BENCH_FRANCHISE_ID, name: 'Rede Bench' },
    stores: specs,
  };
  const businesses = specs.map((spec) => seedBusiness(sandbox, spec, random, BENCH_FRANCHISE_ID));
  sandbox.franchises.set(BENCH_FRANCHISE_ID, { id: BENCH_FRANCHISE_ID, name: 'Rede Bench', store_uuids: businesses.map((b) => b.uuid) });
  seedMainUser(sandbox, account, businesses, random);

  const now = sandbox.now().getTime();
  for (const business of businesses) {
    const list = sandbox.orders(business.uuid);
    const storeRandom = new Random(`bench-store:${business.uuid}`);
    for (let i = 0; i < orders.toApprove; i += 1) list.insert(buildOrder(sandbox, business, storeRandom, new Date(now - (1 + i * 3) * 60_000), 'TO_APPROVE'));
    for (let i = 0; i < orders.live; i += 1) {
      const at = new Date(now - (2 + Math.floor((i * 290) / orders.live)) * 60_000);
      list.insert(buildOrder(sandbox, business, storeRandom, at, IN_PROGRESS[i % IN_PROGRESS.length]!));
    }
    sandbox
      .wallet(business.uuid)
      .seed([{ value: 500, description: 'Recarga via Pix', at: new Date(now - 86_400_000), category: CATEGORY.credit, orderUuid: null }], 500);
  }
  return businesses;
}

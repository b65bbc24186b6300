import { createTestSandbox } from '../testing/testSandbox';
import { DEMO_ACCOUNTS } from './seed';
import { DEMO_TOP_UP_DESCRIPTION, SIMULATION_BALANCE_RESERVE } from './simulation';
import { LIVE_STATUSES } from './statuses';

/**
 * A demo that stays alive (docs/decisions.md, 'Sandbox simulation and demo balances'): at any moment of a demo of
 * any length, every store with live orders has orders in each live status of docs/spec/part-2-operations-account.md
 * §4 (the cancellable ones included), pospago@ has orders 'Em preparo', the balances keep D4's rules and frota@
 * keeps its low balance.
 */
const TICK_MS = 5_000;
const CHECKPOINTS_MIN = [0, 10, 60, 240];

describe('a demo of any length', () => {
  // The sandbox and its simulation alone: the test calls no route.
  const app = createTestSandbox();

  const storeOf = (email: string) => app.sandbox.business(app.sandbox.userByEmail(email)!.business_uuid);

  it('keeps every live status, the orders waiting for approval and the balances at 0, 10, 60 and 240 minutes', () => {
    const start = app.clock.now.getTime();
    const frota = storeOf(DEMO_ACCOUNTS.frota);
    const frotaBalance = app.sandbox.wallet(frota.uuid).balance;
    const missing: string[] = [];
    for (const minutes of CHECKPOINTS_MIN) {
      while (app.clock.now.getTime() < start + minutes * 60_000) {
        app.clock.now = new Date(app.clock.now.getTime() + TICK_MS);
        app.simulation.tick();
      }
      for (const store of app.sandbox.orderStores.values()) {
        const live = store.live();
        if (!live.length) continue;
        const statuses = new Set(live.map((o) => o.delivery?.status.code ?? 'PROCESSING'));
        for (const status of LIVE_STATUSES) if (!statuses.has(status)) missing.push(`${minutes} min, ${store.business.fantasy_name}: no ${status}`);
        if (store.business.need_approve_orders && !store.all().some((o) => o.to_approve))
          missing.push(`${minutes} min, ${store.business.fantasy_name}: nothing 'Em preparo'`);
      }
      const loja = app.sandbox.wallet(storeOf(DEMO_ACCOUNTS.loja).uuid);
      expect(loja.balance).toBeGreaterThanOrEqual(SIMULATION_BALANCE_RESERVE);
      expect(app.sandbox.wallet(frota.uuid).balance).toBeCloseTo(frotaBalance, 2);
    }
    expect(missing).toEqual([]);
    // What the simulation spent beyond a store's reserve was a demo top-up, named so on the statement.
    const statement = app.sandbox.wallet(frota.uuid).statement();
    expect(statement.some((line) => line.business_description === DEMO_TOP_UP_DESCRIPTION)).toBe(true);
    expect(statement[0]!.balance).toBe(app.sandbox.wallet(frota.uuid).balance);
  });
});

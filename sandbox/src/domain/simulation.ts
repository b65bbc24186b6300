import type { DeliveryStatusCode, Order } from './model';
import type { Sandbox } from './sandbox';
import { Random } from './random';
import { isFinal, nextStatus } from './statuses';
import { buildOrder } from './seed';
import { settlePendingTopUps } from './walletCredits';
import { CATEGORY } from './wallet';

export interface SimulationOptions {
  /** Seconds between two steps of one delivery: a random value in [min, max]. */
  stepSeconds?: [number, number];
  /** How often the background timer calls tick(), in ms. */
  intervalMs?: number;
  /** Live orders kept per store: new marketplace orders arrive when there are fewer. */
  minLiveOrders?: number;
  /** Orders waiting for approval kept for stores with order approval on. */
  minOrdersToApprove?: number;
  /**
   * A prepaid store's balance the simulation leaves for the merchant (or the store's balance when it starts
   * lower, as frota@'s R$ 10,00): the marketplace orders the simulation dispatches never spend below it.
   */
  balanceReserve?: number;
}

/**
 * R$ 150,00: the marketplace orders that keep arriving would otherwise spend a demo store's R$ 250,00 in a
 * few minutes, and the merchant would meet the low-balance warnings (D4) instead of the portal.
 */
export const SIMULATION_BALANCE_RESERVE = 150;

/**
 * How the simulation pays for its own marketplace deliveries once a prepaid store is at its reserve: a demo
 * top-up of exactly what the delivery costs, on the statement under this name, then the usual debit. The
 * balance rules (D4) hold — no delivery is dispatched without the balance to pay it — and the flow never
 * freezes: orders keep moving through every live status, whatever the length of the demo.
 */
export const DEMO_TOP_UP_DESCRIPTION = 'Recarga de demonstração (pedidos simulados do sandbox)';
/** The longest an order waits as the last one of its status before it moves on all the same. */
export const MAX_HOLD_MS = 20 * 60_000;

export const DEMO_TOP_UP_RETURN_DESCRIPTION = 'Estorno da recarga de demonstração (pedido simulado cancelado)';

/**
 * Moves deliveries along ALLOCATING → GOING_TO_ORIGIN → … → COMPLETED (a few end CANCELLED or
 * COURIER_NOT_DELIVERED), one step every 20–40 s per delivery, dispatches approved orders that have no
 * delivery yet, lets new orders arrive so that every store keeps live orders, and pays pending Pix and boletos.
 */
export class Simulation {
  private timer: NodeJS.Timeout | null = null;
  private readonly due = new Map<string, number>();
  private readonly random = new Random('simulation');
  private readonly stepSeconds: [number, number];
  private readonly intervalMs: number;
  private readonly minLive: number;
  private readonly minToApprove: number;
  private readonly balanceReserve: number;

  constructor(
    private readonly sandbox: Sandbox,
    options: SimulationOptions = {},
  ) {
    this.stepSeconds = options.stepSeconds ?? [20, 40];
    this.intervalMs = options.intervalMs ?? 5_000;
    this.minLive = options.minLiveOrders ?? 21;
    this.minToApprove = options.minOrdersToApprove ?? 5;
    this.balanceReserve = options.balanceReserve ?? SIMULATION_BALANCE_RESERVE;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      try {
        this.tick();
      } catch {
        // A failing step must never bring the server down; the next tick tries again.
      }
    }, this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  get running(): boolean {
    return this.timer !== null;
  }

  /**
   * One round. Each live delivery whose step is due moves one status; `force` moves every live
   * delivery now (tests). Returns the orders that changed.
   */
  tick(options: { force?: boolean } = {}): Order[] {
    const now = this.sandbox.now();
    const nowMs = now.getTime();
    const changed: Order[] = [];
    for (const store of this.sandbox.orderStores.values()) {
      for (const order of store.all()) {
        if (order.to_approve || isFinal(order.status.code)) continue;
        const key = order.uuid;
        const due = this.due.get(key);
        if (due === undefined && !options.force) {
          this.due.set(key, nowMs + this.stepMs());
          continue;
        }
        if (!options.force && due! > nowMs) continue;
        if (!options.force && this.holdsLastOfItsStatus(store.live(), order, nowMs)) {
          // The only order in its status waits for the next to arrive: at any moment of a demo, every live
          // status (the cancellable ones included) has an order to try the actions on.
          this.due.set(key, nowMs + this.stepMs());
          continue;
        }
        if (!order.delivery && !store.business.postpaid) this.fundDemoDelivery(store.business.uuid, order.uuid, store.dispatchPrice(order), now);
        try {
          if (!order.delivery) store.dispatch(order, now);
          else {
            store.setStatus(order, this.next(order), now);
            if (order.delivery.status.code === 'CANCELLED') this.returnDemoFunds(store.business.uuid, order.uuid, now);
          }
          changed.push(order);
        } catch {
          // e.g. a prepaid store without balance: the order stays 'Processando'.
        }
        if (isFinal(order.status.code)) this.due.delete(key);
        else this.due.set(key, nowMs + this.stepMs());
      }
      this.replenish(store.business.uuid, now);
      settlePendingTopUps(this.sandbox, store.business, now);
    }
    return changed;
  }

  /** The reserve of each prepaid store: SIMULATION_BALANCE_RESERVE, or its balance when it first met the simulation if lower. */
  private readonly reserves = new Map<string, number>();

  /** Since when each order has been held as the last of its status. */
  private readonly heldSince = new Map<string, number>();

  /** Whether a due order stays where it is, being the last in its live status (for at most MAX_HOLD_MS). */
  private holdsLastOfItsStatus(live: Order[], order: Order, nowMs: number): boolean {
    const code = order.delivery?.status.code;
    if (!code) return false;
    const alone = live.filter((o) => o.delivery?.status.code === code).length === 1;
    if (!alone) {
      this.heldSince.delete(order.uuid);
      return false;
    }
    const since = this.heldSince.get(order.uuid) ?? nowMs;
    this.heldSince.set(order.uuid, since);
    if (nowMs - since < MAX_HOLD_MS) return true;
    this.heldSince.delete(order.uuid);
    return false;
  }

  /** What the demo top-ups paid of each simulated delivery (order uuid → reais). */
  private readonly demoFunded = new Map<string, number>();

  /** Tops up, as a demo top-up on the statement, what a simulated delivery needs to leave the store its reserve. */
  private fundDemoDelivery(businessUuid: string, orderUuid: string, price: number, now: Date): void {
    const wallet = this.sandbox.wallet(businessUuid);
    let reserve = this.reserves.get(businessUuid);
    if (reserve === undefined) {
      reserve = Math.min(this.balanceReserve, wallet.balance);
      this.reserves.set(businessUuid, reserve);
    }
    // Only what the store's balance above its reserve does not cover: the simulation never adds to a balance.
    const missing = Math.round((price - Math.max(0, wallet.balance - reserve)) * 100) / 100;
    if (missing <= 0) return;
    wallet.credit(missing, DEMO_TOP_UP_DESCRIPTION, now);
    this.demoFunded.set(orderUuid, missing);
  }

  /** A demo-funded delivery the simulation cancelled: its refund goes back to the demo, not to the store's balance. */
  private returnDemoFunds(businessUuid: string, orderUuid: string, now: Date): void {
    const funded = this.demoFunded.get(orderUuid);
    if (!funded) return;
    this.demoFunded.delete(orderUuid);
    this.sandbox.wallet(businessUuid).debit(funded, DEMO_TOP_UP_RETURN_DESCRIPTION, now, CATEGORY.adjustment);
  }

  private next(order: Order): DeliveryStatusCode {
    const code = order.delivery!.status.code as DeliveryStatusCode;
    if (code === 'ALLOCATING' && this.random.chance(0.04)) return 'CANCELLED';
    if (code === 'ARRIVED_AT_DESTINATION' && this.random.chance(0.05)) return 'COURIER_NOT_DELIVERED';
    return nextStatus(code, order.with_return) ?? 'COMPLETED';
  }

  private stepMs(): number {
    const [min, max] = this.stepSeconds;
    return Math.round(this.random.float(min, max) * 1000);
  }

  /** New marketplace orders arrive when a store runs low on live orders. */
  private replenish(businessUuid: string, now: Date): void {
    const business = this.sandbox.business(businessUuid);
    const store = this.sandbox.orders(businessUuid);
    if (business.need_approve_orders) {
      const waiting = store.all().filter((o) => o.to_approve).length;
      if (waiting < this.minToApprove) store.insert(buildOrder(this.sandbox, business, this.random, now, 'TO_APPROVE'));
    }
    if (store.live().length < this.minLive) {
      const order = buildOrder(this.sandbox, business, this.random, now, 'PROCESSING');
      store.insert(order);
      this.due.set(order.uuid, now.getTime() + this.stepMs());
    }
  }
}

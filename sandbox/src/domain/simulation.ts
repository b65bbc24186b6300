import type { DeliveryStatusCode, Order } from './model';
import type { Sandbox } from './sandbox';
import { Random } from './random';
import { isFinal, nextStatus } from './statuses';
import { buildOrder } from './seed';
import { settlePendingTopUps } from './walletCredits';

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
   * A prepaid store's balance the simulation leaves for the merchant: orders without a delivery are not
   * dispatched (and debited) by the simulation below it, they stay 'Processando' for lack of balance.
   */
  balanceReserve?: number;
}

/**
 * R$ 150,00: the marketplace orders that keep arriving would otherwise spend a demo store's R$ 250,00 in a
 * few minutes, and the merchant would meet the low-balance warnings (D4) instead of the portal.
 */
export const SIMULATION_BALANCE_RESERVE = 150;

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
        if (!order.delivery && !store.business.postpaid && this.sandbox.wallet(store.business.uuid).balance < this.balanceReserve) {
          // Left for the merchant: it waits as 'Processando', like an order the balance cannot pay.
          this.due.set(key, nowMs + this.stepMs());
          continue;
        }
        try {
          if (!order.delivery) store.dispatch(order, now);
          else store.setStatus(order, this.next(order), now);
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

// A store's orders as kept (look-ups, creating, dispatching with its debit, status moves, lists); OrderStore (orders.ts) adds the handlers' transitions.
import type { Business, Courier, Delivery, DeliveryStatusCode, Order } from './model';
import { notFound, unprocessable } from './errors';
import { type Random, round2 } from './random';
import { isFinal, statusRef } from './statuses';
import { CATEGORY, type Wallet } from './wallet';
import { distanceKm } from '../data/streets';
import { listOrders, type OrderFilters, type OrderPage } from './orderList';
import { type OrderHubPayload, orderFromPayload } from './orderPayload';

/** Price of a delivery: R$ 6,90 plus R$ 1,35 a km; a return trip adds 50 %. */
export function deliveryPrice(distance: number, withReturn: boolean): number {
  const base = 6.9 + 1.35 * distance;
  return round2(withReturn ? base * 1.5 : base);
}

export interface OrderStoreDeps {
  now: () => Date;
  wallet: Wallet;
  random: Random;
  /** Chooses a courier for a delivery leaving ALLOCATING. */
  pickCourier: (business: Business) => Courier | null;
  trackUrl: (delivery: Delivery) => string;
}

export class OrderBook {
  private readonly orders: Order[] = [];
  private nextBoxId = 1;

  constructor(
    readonly business: Business,
    protected readonly deps: OrderStoreDeps,
  ) {}

  get now(): Date {
    return this.deps.now();
  }

  all(): Order[] {
    return this.orders;
  }

  /** By order uuid, delivery uuid or external reference. */
  get(id: string): Order | undefined {
    return this.orders.find((o) => o.uuid === id || o.delivery_uuid === id || o.external_reference === id);
  }

  require(id: string): Order {
    const order = this.get(id);
    if (!order) throw notFound('Pedido não encontrado.');
    return order;
  }

  requireByDelivery(deliveryUuid: string): Order {
    const order = this.orders.find((o) => o.delivery_uuid === deliveryUuid);
    if (!order) throw notFound('Entrega não encontrada.');
    return order;
  }

  /** Inserts a fully built order (used by the seed). */
  insert(order: Order): Order {
    this.orders.push(order);
    if (order.box_id && order.box_id >= this.nextBoxId) this.nextBoxId = order.box_id + 1;
    return order;
  }

  nextBoxIdValue(): number {
    return this.nextBoxId++;
  }

  /**
   * Creates an order from an order-hub payload. With `toApprove` (or the business's order approval on)
   * it waits in 'Em preparo'; otherwise a delivery is created at once (ALLOCATING) and debited.
   */
  create(payload: OrderHubPayload, options: { toApprove?: boolean; at?: Date } = {}): Order {
    const at = options.at ?? this.now;
    const toApprove = options.toApprove ?? this.business.need_approve_orders;
    const order = orderFromPayload(this.business, payload, this.deps.random, at, toApprove);
    this.orders.push(order);
    if (!toApprove) this.dispatch(order, at);
    return order;
  }

  /** What dispatching the order will debit: the delivery price for its distance and return. */
  dispatchPrice(order: Order): number {
    const distance = round2(distanceKm(this.business.address, order.address) * 1.25);
    return deliveryPrice(distance, order.with_return);
  }

  /** Creates the order's delivery (ALLOCATING) and debits its price from the wallet. */
  dispatch(order: Order, at: Date = this.now, provider: 'box' | 'cargo' | 'fleet' = this.business.search_type === 'FLEET' ? 'fleet' : 'box'): Delivery {
    if (order.delivery) return order.delivery;
    const distance = round2(distanceKm(this.business.address, order.address) * 1.25);
    const price = deliveryPrice(distance, order.with_return);
    if (!this.deps.wallet.canSpend(price)) {
      throw unprocessable('Saldo insuficiente para criar a entrega.', ['Para montar essa entrega, é necessário efetuar uma recarga.']);
    }
    const id = this.deps.random.uuid();
    const delivery: Delivery = {
      id,
      short_id: id.slice(0, 8).toUpperCase(),
      status: statusRef('ALLOCATING'),
      courier_id: null,
      courier_name: null,
      courier_phone: null,
      trip_distance: distance,
      estimated_price: price,
      track_url: null,
      provider: { id: provider },
      order_revision_id: null,
      debt_removed: false,
      dispatched_at: at.toISOString(),
      finished_at: null,
    };
    order.delivery = delivery;
    order.delivery_uuid = id;
    order.box_id = this.nextBoxIdValue();
    order.to_approve = false;
    order.status = statusRef('ALLOCATING');
    order.status_history.push({ new_status: 'ALLOCATING', datetime: at.toISOString() });
    this.deps.wallet.debit(price, `Entrega #${delivery.short_id} - ${order.customer.name}`, at, CATEGORY.delivery, order.uuid);
    return delivery;
  }

  /** Moves a delivery to a status, keeping the order status and the history in step. */
  setStatus(order: Order, code: DeliveryStatusCode, at: Date = this.now): void {
    const delivery = order.delivery;
    if (!delivery) throw unprocessable('O pedido ainda não possui entrega.');
    delivery.status = statusRef(code);
    order.status = statusRef(code);
    order.status_history.push({ new_status: code, datetime: at.toISOString() });
    if (code === 'GOING_TO_ORIGIN' && !delivery.courier_id) {
      const courier = this.deps.pickCourier(this.business);
      if (courier) this.assignCourier(order, courier);
    }
    if (isFinal(code)) {
      delivery.finished_at = at.toISOString();
      if (code === 'CANCELLED' && !delivery.courier_id) {
        this.deps.wallet.credit(delivery.estimated_price, `Estorno da entrega #${delivery.short_id}`, at, CATEGORY.refund, order.uuid);
      }
    }
  }

  assignCourier(order: Order, courier: Courier): void {
    const delivery = order.delivery;
    if (!delivery) throw unprocessable('O pedido ainda não possui entrega.');
    delivery.courier_id = courier.uuid;
    delivery.courier_name = courier.name;
    delivery.courier_phone = courier.phone;
    delivery.track_url = this.deps.trackUrl(delivery);
  }

  /** One page of the store's orders (orderList.ts). */
  list(filters: OrderFilters, linkFor?: (page: number) => string): OrderPage {
    return listOrders(this.orders, filters, this.now, linkFor);
  }

  /** Orders that are live: approved and not in a final status. */
  live(): Order[] {
    return this.orders.filter((o) => !o.to_approve && !isFinal(o.status.code));
  }
}

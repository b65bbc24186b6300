import type { Business, Courier, Delivery, DeliveryStatusCode, Order } from './model';
import { notFound, unprocessable } from './errors';
import { conflict } from './idempotency';
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

/** The failure messages of the order actions (docs/spec/part-2-operations-account.md §8); the details say why. */
export const ACTION_FAILURES = {
  approve: 'Não foi possível chamar o entregador!',
  cancel: 'Não foi possível cancelar o pedido.',
  finish: 'Não foi possível finalizar o pedido.',
  reset: 'Não foi possível resetar o entregador.',
} as const;

/** Statuses a delivery can be cancelled in: before the courier leaves the store (docs/spec/part-2-operations-account.md §4). */
const CANCELLABLE: readonly string[] = ['ALLOCATING', 'GOING_TO_ORIGIN', 'ARRIVED_AT_ORIGIN'];
/** Final statuses of a delivery that reached the customer: 'Finalizar' has nothing left to do. */
const DELIVERED: readonly string[] = ['COMPLETED', 'COURIER_DELIVERED'];

/**
 * The orders of one business, with their deliveries. All mutations go through here so that the status
 * history, the wallet and the delivery stay consistent.
 */
export class OrderStore {
  private readonly orders: Order[] = [];
  private nextBoxId = 1;

  constructor(
    readonly business: Business,
    private readonly deps: OrderStoreDeps,
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

  // ---- transitions called by the handlers ----
  //
  // An action sent again (its answer was lost) must not act twice: when the order already is where the action
  // takes it, the action answers as the first time and changes nothing; when something else happened to the order
  // meanwhile, it says what (the spec's failure message, and why). docs/decisions.md D11, 'Order actions sent
  // again'.

  /** 'Chamar entregador': an order in 'Em preparo' is approved and dispatched; an approved one is answered as it is. */
  approve(uuid: string): Order {
    const order = this.require(uuid);
    if (!order.to_approve) {
      if (order.delivery && order.status_history.some((e) => e.new_status === 'APPROVED')) return order;
      throw unprocessable(ACTION_FAILURES.approve, [
        order.status.code === 'CANCELLED' ? 'O pedido foi cancelado antes de ser aprovado.' : 'O pedido não está aguardando aprovação.',
      ]);
    }
    const at = this.now;
    const approved = { new_status: 'APPROVED', datetime: at.toISOString() };
    order.status_history.push(approved);
    try {
      this.dispatch(order, at);
    } catch (error) {
      order.status_history.splice(order.status_history.indexOf(approved), 1);
      throw error;
    }
    return order;
  }

  /**
   * Cancels an order (with or without delivery), only before the courier leaves the store. The same cancel again
   * (same reason and observation) is answered as it is; a cancelled order asked to cancel for another reason, or
   * cancelled by the delivery's operation, answers 409.
   */
  cancel(uuid: string, reason: string, description?: string | null): Order {
    const order = this.require(uuid);
    const asked = description ? `${reason}: ${description}` : reason;
    if (order.status.code === 'CANCELLED') {
      if (order.cancel_reason === asked) return order;
      throw conflict(ACTION_FAILURES.cancel, [
        order.cancel_reason ? 'O pedido já foi cancelado, com outro motivo.' : 'O pedido já foi cancelado pela operação de entrega.',
      ]);
    }
    const code = order.delivery?.status.code;
    if (code && !CANCELLABLE.includes(code)) {
      throw unprocessable(ACTION_FAILURES.cancel, [`O pedido não pode mais ser cancelado (${order.delivery!.status.description}).`]);
    }
    const at = this.now;
    order.cancel_reason = asked;
    if (order.delivery) {
      const refund = order.delivery.estimated_price;
      this.setStatus(order, 'CANCELLED', at);
      if (order.delivery.courier_id) {
        this.deps.wallet.credit(refund, `Estorno da entrega #${order.delivery.short_id}`, at, CATEGORY.refund, order.uuid);
      }
    } else {
      order.to_approve = false;
      order.status = statusRef('CANCELLED');
      order.status_history.push({ new_status: 'CANCELLED', datetime: at.toISOString() });
    }
    return order;
  }

  /** 'Finalizar': ends a delivery that already has a courier; one that ended delivered is answered as it is. */
  finish(deliveryUuid: string): Order {
    const order = this.requireByDelivery(deliveryUuid);
    const status = order.delivery!.status;
    if (DELIVERED.includes(status.code)) return order;
    if (isFinal(status.code)) throw unprocessable(ACTION_FAILURES.finish, [`A entrega já foi encerrada (${status.description}).`]);
    if (status.code === 'ALLOCATING') throw unprocessable(ACTION_FAILURES.finish, ['A entrega não está em andamento com um entregador.']);
    this.setStatus(order, 'COMPLETED');
    return order;
  }

  /**
   * 'Procurar novo entregador': drops the courier and searches again. A delivery already searching is answered as
   * it is. `expectedCourier` (the courier the merchant saw): if another courier took the delivery since, 409 instead
   * of dropping one the merchant has not seen.
   */
  resetSearch(deliveryUuid: string, expectedCourier?: string): Order {
    const order = this.requireByDelivery(deliveryUuid);
    const delivery = order.delivery!;
    if (delivery.status.code === 'ALLOCATING') return order;
    if (delivery.status.code !== 'GOING_TO_ORIGIN') {
      throw unprocessable(ACTION_FAILURES.reset, [
        `Só é possível procurar novo entregador enquanto o pedido aguarda o entregador (agora: ${delivery.status.description}).`,
      ]);
    }
    if (expectedCourier !== undefined && delivery.courier_id !== expectedCourier) {
      throw conflict(ACTION_FAILURES.reset, ['Outro entregador já aceitou esta entrega. Atualize o pedido para ver o entregador atual.']);
    }
    delivery.courier_id = null;
    delivery.courier_name = null;
    delivery.courier_phone = null;
    delivery.track_url = null;
    this.setStatus(order, 'ALLOCATING');
    return order;
  }

  /** 'Alterar entregador' (fleet): puts another courier on a live delivery. */
  changeCourier(deliveryUuid: string, courier: Courier): Order {
    const order = this.requireByDelivery(deliveryUuid);
    const code = order.delivery!.status.code;
    if (isFinal(code)) throw unprocessable('Não foi possível alterar o entregador.', ['A entrega já foi encerrada.']);
    this.assignCourier(order, courier);
    if (code === 'ALLOCATING') this.setStatus(order, 'GOING_TO_ORIGIN');
    return order;
  }

  /** A cargo delivery that ended CANCELLED: only these allow debt removal and revision requests. */
  private requireCancelledCargo(uuid: string, failure: string): Order {
    const order = this.require(uuid);
    const d = order.delivery;
    if (d?.provider.id !== 'cargo' || d.status.code !== 'CANCELLED') {
      throw unprocessable(failure, ['Disponível apenas para entregas Cargo canceladas.']);
    }
    return order;
  }

  /** 'Remover débito do entregador': marks the order as returned (irreversible). */
  removeDebt(uuid: string): Order {
    const order = this.requireCancelledCargo(uuid, 'Não foi possível remover o débito do entregador.');
    if (order.delivery!.debt_removed) throw unprocessable('O débito deste entregador já foi removido.');
    order.delivery!.debt_removed = true;
    order.status_history.push({ new_status: 'RETURNED', datetime: this.now.toISOString() });
    return order;
  }

  /** 'Reportar um problema': links a revision to the delivery (once). */
  addRevision(uuid: string, revisionId: number): Order {
    const order = this.requireCancelledCargo(uuid, 'Não foi possível enviar o formulário.');
    if (order.delivery!.order_revision_id !== null) throw unprocessable('Já existe uma revisão para este pedido.');
    order.delivery!.order_revision_id = revisionId;
    return order;
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

import type { Courier, Order } from './model';
import { unprocessable } from './errors';
import { conflict } from './idempotency';
import { isFinal, statusRef } from './statuses';
import { CATEGORY } from './wallet';
import { OrderBook } from './orderBook';

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
export class OrderStore extends OrderBook {
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
}

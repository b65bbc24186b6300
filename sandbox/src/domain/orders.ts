import type { Business, Courier, Delivery, DeliveryStatusCode, Order, OrderAddress, OrderItem, OrderPayment } from './model';
import { ApiError, notFound, unprocessable } from './errors';
import { conflict } from './idempotency';
import { type Random, round2 } from './random';
import { DELIVERY_STATUSES, FINAL_STATUSES, ORDER_PROCESSING, ORDER_WAITING_APPROVAL, isFinal, statusRef } from './statuses';
import { CATEGORY, type Wallet } from './wallet';
import { distanceKm } from '../data/streets';

/** The order payload of the order hub (spec part 1 §3), as sent by the portal. */
export interface OrderHubPayload {
  external_id?: string;
  short_external_reference?: string;
  courier_must_return?: boolean;
  address: {
    city?: string;
    country?: string;
    lat: number;
    lng: number;
    neighborhood?: string;
    postal_code?: string;
    state?: string;
    street_name: string;
    street_number?: string;
    complement?: string | null;
  };
  customer: { document?: string | null; name: string; phone?: string };
  payments?: { name: string; code: string; change_for?: number | null }[];
  delivery_datetime?: string;
  preparation_start?: string;
  order_created_at?: string;
  preparation_time_in_seconds?: number;
  marketplace_name?: string;
  marketplace_id?: string;
  items?: { name: string; price: number; quantity: number; external_id?: string | null }[];
  observations?: string | null;
  delivery_type?: 'DELIVERY' | 'REVERSE';
  verify_id?: string;
}

export interface OrderFilters {
  to_approve?: boolean;
  inprogress?: boolean;
  delivery_status?: string[];
  last_hours?: number;
  start_in?: string;
  finish_in?: string;
  dates_default_interval?: number;
  multiple_search?: string;
  courier_name?: string;
  customer_name?: string;
  customer_address?: string;
  customer_number?: string;
  page?: number;
  limit?: number;
  /** Minutes east of UTC (Brazil: -180). */
  timezone?: number;
}

export interface OrderListMeta {
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
  pagination: { links: { previous: string | null; next: string | null } };
  start_date: string | null;
  end_date: string | null;
}

/** Price of a delivery: R$ 6,90 plus R$ 1,35 a km; a return trip adds 50 %. */
export function deliveryPrice(distance: number, withReturn: boolean): number {
  const base = 6.9 + 1.35 * distance;
  return round2(withReturn ? base * 1.5 : base);
}

export interface CourierAssignment {
  courier_id: string;
  courier_name: string;
  courier_phone: string;
}

export interface OrderStoreDeps {
  now: () => Date;
  wallet: Wallet;
  random: Random;
  /** Chooses a courier for a delivery leaving ALLOCATING. */
  pickCourier: (business: Business) => Courier | null;
  trackUrl: (delivery: Delivery) => string;
}

/** The failure messages of the order actions (spec part-2 §8); the details say why. */
export const ACTION_FAILURES = {
  approve: 'Não foi possível chamar o entregador!',
  cancel: 'Não foi possível cancelar o pedido.',
  finish: 'Não foi possível finalizar o pedido.',
  reset: 'Não foi possível resetar o entregador.',
} as const;

/** Statuses a delivery can be cancelled in: before the courier leaves the store (part-2 §4). */
const CANCELLABLE: readonly string[] = ['ALLOCATING', 'GOING_TO_ORIGIN', 'ARRIVED_AT_ORIGIN'];
/** Final statuses of a delivery that reached the customer: 'Finalizar' has nothing left to do. */
const DELIVERED: readonly string[] = ['COMPLETED', 'COURIER_DELIVERED'];

const normalise = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

const contains = (haystack: string | null | undefined, needle: string): boolean => !!haystack && normalise(haystack).includes(normalise(needle));

export const formatHubDate = (date: Date): string => `${date.toISOString().replace('T', ' ').slice(0, 19)}.000000`;

/** The local calendar date (YYYY-MM-DD) of an instant for a timezone in minutes east of UTC. */
export const localDate = (date: Date, timezone: number): string => new Date(date.getTime() + timezone * 60_000).toISOString().slice(0, 10);

/** The UTC instant at which a local calendar date starts. */
const localDayStart = (day: string, timezone: number): number => Date.parse(`${day}T00:00:00.000Z`) - timezone * 60_000;

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
    const random = this.deps.random;
    const toApprove = options.toApprove ?? this.business.need_approve_orders;
    const items: OrderItem[] = (payload.items ?? []).map((item, i) => ({
      name: item.name,
      price: round2(Number(item.price)),
      quantity: Math.max(1, Math.round(Number(item.quantity))),
      external_id: item.external_id ?? `item-${i + 1}`,
    }));
    const payments: OrderPayment[] = (payload.payments?.length ? payload.payments : [{ name: 'Pagamento Online', code: 'ONLINE' }]).map((p) => ({
      name: p.name,
      code: p.code,
      change_for: p.change_for ?? null,
    }));
    const a = payload.address;
    const address: OrderAddress = {
      street_name: a.street_name,
      street_number: a.street_number || '000',
      neighborhood: a.neighborhood ?? '',
      city: a.city ?? 'São Paulo',
      state: a.state ?? 'SP',
      country: a.country ?? 'BR',
      postal_code: a.postal_code || '00000000',
      complement: a.complement ?? null,
      lat: Number(a.lat),
      lng: Number(a.lng),
      formatted: formatOrderAddress(
        a.street_name,
        a.street_number || '000',
        a.neighborhood ?? '',
        a.city ?? 'São Paulo',
        a.state ?? 'SP',
        a.postal_code || '00000000',
      ),
    };
    const externalId = payload.external_id || random.uuid();
    const withReturn = !!payload.courier_must_return;
    const order: Order = {
      uuid: random.uuid(),
      delivery_uuid: null,
      box_id: null,
      merchant_id: this.business.uuid,
      created_at: { date: formatHubDate(at), timezone_type: 3, timezone: 'UTC' },
      marketplace_name: payload.marketplace_name || 'Portal do Comerciante',
      marketplace_id: payload.marketplace_id || 'BOX_LOGISTICX',
      external_reference: externalId,
      short_external_reference: payload.short_external_reference || externalId.slice(0, 6).toUpperCase(),
      customer: {
        name: payload.customer.name,
        document: payload.customer.document ?? null,
        phone: payload.customer.phone || '00000000000',
      },
      address,
      complement: a.complement ?? null,
      origin: { name: this.business.fantasy_name },
      items,
      payments,
      final_total_price: round2(items.reduce((sum, item) => sum + item.price * item.quantity, 0)),
      observations: payload.observations ?? null,
      delivery_mode: payload.delivery_type === 'REVERSE' ? 'REVERSE' : 'DELIVERY',
      with_return: withReturn,
      courier_must_return: withReturn,
      order_created_at: payload.order_created_at ? new Date(payload.order_created_at).toISOString() : at.toISOString(),
      preparation_start: payload.preparation_start ? new Date(payload.preparation_start).toISOString() : at.toISOString(),
      delivery_at: new Date(at.getTime() + (payload.preparation_time_in_seconds ?? 1200) * 1000 + 25 * 60_000).toISOString(),
      status: toApprove ? { ...ORDER_WAITING_APPROVAL } : { ...ORDER_PROCESSING },
      status_history: [{ new_status: toApprove ? 'TO_APPROVE' : 'PROCESSING', datetime: at.toISOString() }],
      delivery: null,
      to_approve: toApprove,
      cancel_reason: null,
    };
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
  // meanwhile, it says what (the spec's failure message, and why). docs/decisions.md, 'Time-outs'.

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

  // ---- listing ----

  list(filters: OrderFilters, linkFor?: (page: number) => string): { data: Order[]; meta: OrderListMeta } {
    const now = this.now;
    const tz = filters.timezone ?? -180;
    let rows = this.orders.slice();
    if (filters.to_approve) rows = rows.filter((o) => o.to_approve);
    if (filters.inprogress) rows = rows.filter((o) => !o.to_approve && !isFinal(o.status.code));
    if (filters.delivery_status?.length) {
      const wanted = new Set(filters.delivery_status.map((s) => s.trim().toUpperCase()).filter(Boolean));
      rows = rows.filter((o) => o.delivery && wanted.has(o.delivery.status.code));
    }
    if (filters.last_hours) {
      const from = now.getTime() - filters.last_hours * 3_600_000;
      rows = rows.filter((o) => Date.parse(o.order_created_at) >= from);
    }
    let startDate: string | null = null;
    let endDate: string | null = null;
    if (filters.start_in || filters.finish_in) {
      startDate = (filters.start_in ?? filters.finish_in!).slice(0, 10);
      endDate = (filters.finish_in ?? filters.start_in!).slice(0, 10);
    } else if (filters.dates_default_interval) {
      endDate = localDate(now, tz);
      startDate = localDate(new Date(localDayStart(endDate, tz) - (filters.dates_default_interval - 1) * 86_400_000 + 3_600_000), tz);
    }
    if (startDate && endDate) {
      if (startDate > endDate) throw new ApiError(400, 'Período inválido.', ['A data inicial não pode ser posterior a data final']);
      const from = localDayStart(startDate, tz);
      const to = localDayStart(endDate, tz) + 86_400_000;
      rows = rows.filter((o) => {
        const t = Date.parse(o.order_created_at);
        return t >= from && t < to;
      });
    }
    const search = filters.multiple_search?.trim();
    if (search) {
      rows = rows.filter(
        (o) =>
          contains(o.short_external_reference, search) ||
          contains(o.external_reference, search) ||
          contains(o.uuid, search) ||
          contains(o.customer.name, search) ||
          contains(o.customer.phone, search) ||
          contains(o.address.formatted, search) ||
          contains(o.delivery?.courier_name, search) ||
          contains(o.delivery?.short_id, search),
      );
    }
    if (filters.courier_name?.trim()) rows = rows.filter((o) => contains(o.delivery?.courier_name, filters.courier_name!));
    if (filters.customer_name?.trim()) rows = rows.filter((o) => contains(o.customer.name, filters.customer_name!));
    if (filters.customer_address?.trim()) rows = rows.filter((o) => contains(o.address.formatted, filters.customer_address!));
    if (filters.customer_number?.trim()) {
      const n = filters.customer_number.trim();
      const digits = n.replace(/\D/g, '');
      rows = rows.filter((o) => o.address.street_number === n || (digits.length >= 4 && o.customer.phone.includes(digits)));
    }
    rows.sort((a, b) => Date.parse(b.order_created_at) - Date.parse(a.order_created_at));

    const limit = filters.limit ?? 20;
    const total = rows.length;
    const lastPage = Math.max(1, Math.ceil(total / limit));
    const page = filters.page ?? 1;
    const data = rows.slice((page - 1) * limit, page * limit);
    return {
      data,
      meta: {
        total,
        per_page: limit,
        current_page: page,
        last_page: lastPage,
        pagination: {
          links: {
            previous: page > 1 && linkFor ? linkFor(Math.min(page - 1, lastPage)) : null,
            next: page < lastPage && linkFor ? linkFor(page + 1) : null,
          },
        },
        start_date: startDate,
        end_date: endDate,
      },
    };
  }

  /** Orders that are live: approved and not in a final status. */
  live(): Order[] {
    return this.orders.filter((o) => !o.to_approve && !isFinal(o.status.code));
  }

  counts(): Record<string, number> {
    const out: Record<string, number> = { to_approve: 0, processing: 0 };
    for (const code of Object.keys(DELIVERY_STATUSES)) out[code] = 0;
    for (const o of this.orders) {
      if (o.to_approve) out.to_approve += 1;
      else if (!o.delivery) out[o.status.code === 'CANCELLED' ? 'CANCELLED' : 'processing'] += 1;
      else out[o.delivery.status.code] += 1;
    }
    return out;
  }
}

export const FINAL = FINAL_STATUSES;

export function formatOrderAddress(street: string, number: string, neighborhood: string, city: string, state: string, postalCode: string): string {
  const cep = postalCode.replace(/\D/g, '');
  return `${street}, ${number} - ${neighborhood}, ${city} - ${state}, ${cep.length === 8 ? `${cep.slice(0, 5)}-${cep.slice(5)}` : cep}`;
}

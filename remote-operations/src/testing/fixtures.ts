import type { FleetCourier, Order, OrderDelivery, OrderList } from '../api/operations';

/** Live status references as the sandbox gives them (statuses.ts). */
export const STATUS = {
  ALLOCATING: { id: 1, code: 'ALLOCATING', description: 'Localizando entregador' },
  GOING_TO_ORIGIN: { id: 2, code: 'GOING_TO_ORIGIN', description: 'Aguardando entregador' },
  ARRIVED_AT_ORIGIN: { id: 3, code: 'ARRIVED_AT_ORIGIN', description: 'Entregador no estabelecimento' },
  GOING_TO_DESTINATION: { id: 4, code: 'GOING_TO_DESTINATION', description: 'Entregador a caminho do cliente' },
  ARRIVED_AT_DESTINATION: { id: 5, code: 'ARRIVED_AT_DESTINATION', description: 'Entregador chegou no cliente' },
  RETURNING_TO_ORIGIN: { id: 6, code: 'RETURNING_TO_ORIGIN', description: 'Entregador retornando ao estabelecimento' },
  RETURNED_TO_ORIGIN: { id: 7, code: 'RETURNED_TO_ORIGIN', description: 'Entregador retornou ao estabelecimento' },
  COMPLETED: { id: 8, code: 'COMPLETED', description: 'Finalizada' },
  COURIER_DELIVERED: { id: 9, code: 'COURIER_DELIVERED', description: 'Pedido entregue' },
  CANCELLED: { id: 10, code: 'CANCELLED', description: 'Cancelada' },
  COURIER_NOT_DELIVERED: { id: 11, code: 'COURIER_NOT_DELIVERED', description: 'Não entregue' },
} as const;
export type StatusCode = keyof typeof STATUS;

export function makeDelivery(status: StatusCode, overrides: Partial<OrderDelivery> = {}): OrderDelivery {
  return {
    id: `delivery-${status.toLowerCase()}`,
    short_id: 'D12345',
    status: { ...STATUS[status] },
    courier_id: status === 'ALLOCATING' ? null : 'courier-1',
    courier_name: status === 'ALLOCATING' ? null : 'Carlos Eduardo Lima',
    courier_phone: status === 'ALLOCATING' ? null : '5511912345678',
    trip_distance: 3.456,
    estimated_price: 12.5,
    track_url: status === 'ALLOCATING' ? null : '/api/box/v2/tracking/D12345',
    provider: { id: 'box' },
    order_revision_id: null,
    debt_removed: false,
    dispatched_at: null,
    finished_at: null,
    ...overrides,
  };
}

let seq = 0;

/** An order like the sandbox's, in progress unless `delivery: null` or `to_approve: true` is given. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  seq += 1;
  const created = new Date(Date.now() - 5 * 60_000).toISOString();
  return {
    uuid: `order-${seq}`,
    delivery_uuid: null,
    box_id: null,
    merchant_id: 'b1c2d3e4-0000-4000-8000-000000000001',
    created_at: { date: '2026-11-23 17:55:00.000000', timezone_type: 3, timezone: 'UTC' },
    marketplace_name: 'iFood',
    marketplace_id: 'ifood',
    external_reference: `EXT-${seq}`,
    short_external_reference: `P${1000 + seq}`,
    customer: { name: `Cliente ${seq}`, document: null, phone: '5511998765432' },
    address: {
      street_name: 'Rua Augusta',
      street_number: '500',
      neighborhood: 'Consolação',
      city: 'São Paulo',
      state: 'SP',
      country: 'BR',
      postal_code: '01305000',
      complement: null,
      lat: -23.5534,
      lng: -46.6565,
      formatted: 'Rua Augusta, 500 - Consolação, São Paulo - SP',
    },
    complement: null,
    origin: { name: 'iFood' },
    items: [{ name: 'Pizza Margherita', price: 49.9, quantity: 1, external_id: null }],
    payments: [{ name: 'Pagamento Online', code: 'ONLINE' }],
    final_total_price: 59.9,
    observations: null,
    delivery_mode: 'DELIVERY',
    with_return: false,
    courier_must_return: false,
    order_created_at: created,
    preparation_start: created,
    delivery_at: null,
    status: { ...STATUS.GOING_TO_ORIGIN },
    status_history: [],
    delivery: makeDelivery('GOING_TO_ORIGIN'),
    to_approve: false,
    ...overrides,
  };
}

export function makeCourier(overrides: Partial<FleetCourier> & { invite?: 1 | 2 | 3 | 4 | 5 } = {}): FleetCourier {
  seq += 1;
  const { invite = 2, ...rest } = overrides;
  return {
    id: seq,
    uuid: `courier-${seq}`,
    name: `Entregador ${seq}`,
    cpf: '52998224725',
    email: `entregador${seq}@email.com.br`,
    phone: '5511912345678',
    photo: null,
    vehicle_type: { id: 1, name: 'Moto' },
    working: true,
    in_delivery: false,
    lat: -23.56,
    lng: -46.65,
    address: { address: 'Rua Augusta', number: '500', complement: null, neighborhood: 'Consolação', city: 'São Paulo', state: 'SP', zipcode: '01305000' },
    fleets: [{ uuid: `fleet-${seq}`, status: invite, business_uuid: 'b1', updated_at: '2026-11-20T10:00:00.000Z' }],
    // Registered by this store (D9): its data is shown and may be changed here.
    masked: false,
    editable: true,
    ...rest,
  };
}

/** The list-orders answer of some orders. */
export function orderList(orders: Order[], total = orders.length, lastPage = 1): OrderList {
  return {
    data: orders,
    meta: { total, per_page: 20, current_page: 1, last_page: lastPage, pagination: { links: { previous: null, next: null } } },
  };
}

import { COURIER_LOCATOR_PAGE_SIZE, http } from 'shared';
import type { operations as authOperations } from 'shared/contract-types/auth';
import type { components, operations } from 'shared/contract-types/delivery';
import type { components as commonComponents } from 'shared/contract-types/common';
import type { operations as operationsOperations } from 'shared/contract-types/operations';

/**
 * Typed calls of the delivery domain (shared/contract/delivery.yaml). The courier list and an order's details are
 * operations.yaml's, called with this remote's own code so a release of remote-operations never changes them under it.
 */

type Schemas = components['schemas'];
type JsonAnswer<Op, Status extends number> = Op extends { responses: { [S in Status]: { content: { 'application/json': infer J } } } } ? J : never;
type JsonBody<Op> = Op extends { requestBody: { content: { 'application/json': infer J } } } ? J : never;

export type QuotePair = Schemas['QuotePair'];
export type OrderHubPayload = Schemas['OrderHubPayload'];
export type OrderValidation = Schemas['ValidationResult'];
type CreatedOrders = Schemas['CreatedOrders'];
export type LegacyOrder = Schemas['LegacyOrder'];
export type LegacyPlatform = Schemas['LegacyPlatform'];
export type ShippingType = Schemas['ShippingType'];
type LegacyCreateBody = JsonBody<operations['createLegacyOrder']>;
export type ReverseTaskBody = JsonBody<operations['createReverseTask']>;
type ReverseTaskAnswer = JsonAnswer<operations['createReverseTask'], 201>;
type RangeCheckAnswer = JsonAnswer<operations['checkRangeDistance'], 200>;
type CanSpendAnswer = JsonAnswer<operations['canSpend'], 202>;
export type DeliveryBusiness = JsonAnswer<authOperations['getBusiness'], 200>['data'];
export type LocatedCourierPage = JsonAnswer<operationsOperations['listFleetCouriers'], 200>;
export type LocatedCourier = LocatedCourierPage['data'][number];
type OrderDetails = commonComponents['schemas']['Order'];

/** The three validation statuses of the order hub (docs/spec/part-1-signin-dashboard-delivery.md §4). */
export const VALIDATION_STATUS = {
  accepted: 'IMMEDIATE_DELIVERY',
  tooFar: 'ORDER_DISTANCE_VALIDATION',
  noCredit: 'BUSINESS_WITHOUT_BALANCE',
} as const satisfies Record<string, OrderValidation['status']>;

/** Legacy builder payment types (§3, §9), ids 1 to 5. */
export const LEGACY_PAYMENT_TYPES = [
  { id: 1, label: 'Cartão de Crédito' },
  { id: 2, label: 'Cartão de Débito' },
  { id: 3, label: 'Dinheiro' },
  { id: 4, label: 'Vale Refeição' },
  { id: 5, label: 'Pagamento Online' },
] as const;
export type LegacyPaymentTypeId = (typeof LEGACY_PAYMENT_TYPES)[number]['id'];

/** Legacy builder platforms (§9): Rappi, Ifood, Uber eats, or none (''). */
export const LEGACY_PLATFORMS: readonly { value: LegacyPlatform; label: string }[] = [
  { value: 'Rappi', label: 'Rappi' },
  { value: 'Ifood', label: 'Ifood' },
  { value: 'Uber eats', label: 'Uber eats' },
  { value: '', label: 'Nenhuma' },
];

/** Legacy builder shipping types (§9). */
export const SHIPPING_TYPES: readonly ShippingType[] = ['Entrega normal', 'Malote'];

/** A CPF typed with its mask is searched by its digits; names are sent as typed. */
const courierSearchTerm = (search: string): string => {
  const trimmed = search.trim();
  return /^[\d.\-\s]+$/.test(trimmed) ? trimmed.replace(/\D/g, '') : trimmed;
};

export const deliveryApi = {
  /** The store's business data (GET business-service/v1/businesses/{uuid}); failure: 'Comércio não encontrado!…'. */
  business: (businessUuid: string) =>
    http.get<{ data: DeliveryBusiness }>(`business-service/v1/businesses/${encodeURIComponent(businessUuid)}`, { flow: 'box' }),
  /** Out of range when the answer carries `errors` (data.in_range false). */
  checkRange: (lat: number, lng: number) => http.get<RangeCheckAnswer>(`v2/orders/check-range-distance/1/${lat}/${lng}`, { flow: 'box' }),
  /** Quotes with and without return (withReturn null when a return trip is not offered). */
  calculateValue: (lat: number, lng: number, signal?: AbortSignal) =>
    http.get<{ data: QuotePair }>(`v2/orders/calculate-value/1/${lat}/${lng}`, { flow: 'box', params: { detailed: 1 }, signal }),
  /**
   * 202 = the spend is allowed (part-1 §7); a prepaid store short of balance gets 422. Any answer but 202 is not a yes:
   * the promise is rejected, as for the 422.
   */
  canSpend: async (businessUuid: string, amount: number, withReturn: boolean) => {
    const response = await http.get<CanSpendAnswer>(
      `payment-service/v1/wallets/${encodeURIComponent(businessUuid)}/can-spend/${Math.round(amount * 100) / 100}/${withReturn ? 1 : 0}/0`,
      { flow: 'box' },
    );
    if (response.status !== 202) throw new Error(`can-spend answered ${response.status}, not 202`);
    return response;
  },
  /** POST orders/validate/box-logisticx: IMMEDIATE_DELIVERY, ORDER_DISTANCE_VALIDATION or BUSINESS_WITHOUT_BALANCE. */
  validateOrder: (payload: OrderHubPayload) => http.post<OrderValidation>('orders/validate/box-logisticx', payload, { flow: 'order-hub' }),
  /** POST orders/multiple/box-logisticx with the approved orders; courierId: the fleet courier chosen in 'Localizar entregador'. */
  createOrders: (orders: OrderHubPayload[], courierId?: string | null) =>
    http.post<CreatedOrders>('orders/multiple/box-logisticx', { data: orders, ...(courierId ? { courier_id: courierId } : {}) }, { flow: 'order-hub' }),
  /** POST v2/default-edp/task: reverse mode (one order, the courier collects at the customer). */
  createReverseTask: (body: ReverseTaskBody) => http.post<ReverseTaskAnswer>('v2/default-edp/task', body, { flow: 'box' }),
  /** POST v2/orders: the legacy builder's list. */
  createLegacyOrders: (body: LegacyCreateBody) => http.post<CreatedOrders>('v2/orders', body, { flow: 'box' }),
  /** 'Localizar entregador': the store's accepted fleet couriers by name or CPF, 15 a page (GET v2/fleets/couriers). */
  locateCouriers: (search: string, page: number, signal?: AbortSignal) =>
    http.get<LocatedCourierPage>('v2/fleets/couriers', {
      flow: 'box',
      params: { ...(courierSearchTerm(search) ? { search: courierSearchTerm(search) } : {}), page, limit: COURIER_LOCATOR_PAGE_SIZE },
      signal,
    }),
  /** Order details (GET orders/{orderId}): whether a staged order became an order. */
  orderDetails: (orderId: string) => http.get<{ data: OrderDetails }>(`orders/${encodeURIComponent(orderId)}`, { flow: 'order-hub' }),
};

import { http } from 'shared';
import type { components } from 'shared/contract-types/common';
import type { components as deliveryComponents } from 'shared/contract-types/delivery';
import type { components as operationsComponents, operations } from 'shared/contract-types/operations';

/** Typed calls of the operations domain (contract: shared/contract/operations.yaml). */

type Schemas = components['schemas'];
export type Order = Schemas['Order'];
export type OrderDelivery = Schemas['Delivery'];
export type OrderList = Schemas['OrderList'];
export type Banner = Schemas['Banner'];
export type NearbyCourier = Schemas['NearbyCourier'];
export type FleetCourier = Schemas['Courier'];
/** Laravel-style page of the fleet couriers list (docs/spec/part-2-operations-account.md §7). */
export type CourierPage = operationsComponents['schemas']['CourierPage'];
/** A courier found by CPF: only what the invite needs (id, name, masked phone), never personal data or position. */
export type CourierLookup = operations['searchCourierByCpf']['responses'][200]['content']['application/json']['data'];
/** Query of GET list-orders (docs/spec/part-2-operations-account.md §7; `timezone` in minutes east of UTC, D5). */
export type ListOrdersQuery = NonNullable<operations['listOrders']['parameters']['query']>;
export type FleetCouriersQuery = NonNullable<operations['listFleetCouriers']['parameters']['query']>;
/** POST v2/fleets/couriers: an existing courier by id, or a new one. */
export type CreateCourierBody = operations['addFleetCourier']['requestBody']['content']['application/json'];
export type UpdateCourierBody = operations['updateFleetCourier']['requestBody']['content']['application/json'];
/** The order payload of orders/validate/box-logisticx (docs/spec/part-2-operations-account.md §7), rebuilt from a waiting order. */
export type ApprovalValidationPayload = deliveryComponents['schemas']['OrderHubPayload'];
type ApprovalValidationAnswer = deliveryComponents['schemas']['ValidationResult'];
/** A map of code → label (cancel reasons, revision reasons). */
export type ReasonMap = Record<string, string>;
/** The history filter of 'Gerar relatório' and its answer (contract: requestHistoryReport). */
type HistoryReportRequest = operationsComponents['schemas']['HistoryReportRequest'];
type HistoryReportAnswer = operations['requestHistoryReport']['responses'][202]['content']['application/json'];

const clean = <T extends object>(query: T): Partial<T> =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Partial<T>;

/**
 * The operations calls, acting as `store` when it is given (a franchise store's uuid: its own token, so the server
 * checks the call as that store, D14), else as the selected store, as every call always did.
 */
export function createOperationsApi(store?: string) {
  const at = store ? { store } : {};
  return {
    listOrders: (query: ListOrdersQuery, signal?: AbortSignal) =>
      http.get<OrderList>('list-orders', { ...at, flow: 'order-hub', params: clean(query), signal }),
    getOrder: (orderId: string, signal?: AbortSignal) =>
      http.get<{ data: Order }>(`orders/${encodeURIComponent(orderId)}`, { ...at, flow: 'order-hub', signal }),
    activeBanners: (signal?: AbortSignal) => http.get<{ data: Banner[] }>('v2/business-banners/active', { ...at, flow: 'box', signal }),
    nearbyCouriers: (signal?: AbortSignal) => http.get<{ data: NearbyCourier[] }>('v2/fleets/couriers/nearbys', { ...at, flow: 'box', signal }),
    /** Map of order uuid → error text, for the given orders (D5: repeated `uuids[]`). */
    failures: (uuids: string[]) => {
      const params = new URLSearchParams();
      for (const uuid of uuids) params.append('uuids[]', uuid);
      return http.get<{ data: Record<string, string> }>(`orders/failures/validation?${params.toString()}`, { ...at, flow: 'order-hub' });
    },
    /** 'Chamar entregador' step 1: the order hub validates the order again (IMMEDIATE_DELIVERY = can go). */
    validateForApproval: (payload: ApprovalValidationPayload) =>
      http.post<ApprovalValidationAnswer>('orders/validate/box-logisticx', payload, { ...at, flow: 'order-hub' }),
    approve: (orderUuid: string) => http.post(`orders/${encodeURIComponent(orderUuid)}/approve`, undefined, { ...at, flow: 'order-hub' }),
    cancelReasons: (orderUuid: string, signal?: AbortSignal) =>
      http.get<{ data: ReasonMap }>(`orders/cancel-reasons/${encodeURIComponent(orderUuid)}`, { ...at, flow: 'order-hub', signal }),
    cancel: (orderUuid: string, cancelReason: string, description?: string) =>
      http.post(
        `orders/${encodeURIComponent(orderUuid)}/cancel`,
        { cancel_reason: cancelReason, cancel_reason_description: description ?? '' },
        { ...at, flow: 'order-hub' },
      ),
    finish: (deliveryUuid: string) => http.post(`delivery-service/v1/deliveries/${encodeURIComponent(deliveryUuid)}/finish`, {}, { ...at, flow: 'box' }),
    /** `courierId`: the courier the merchant saw on the delivery; if another took it since, the server refuses (409, D11). */
    resetSearch: (deliveryUuid: string, courierId?: string | null) =>
      http.post(`delivery-service/v1/deliveries/${encodeURIComponent(deliveryUuid)}/reset-search`, undefined, {
        ...at,
        flow: 'box',
        params: courierId ? { courier_id: courierId } : undefined,
      }),
    changeCourier: (deliveryUuid: string, courierUuid: string) =>
      http.post(`v2/delivery-manager/${encodeURIComponent(deliveryUuid)}/couriers/${encodeURIComponent(courierUuid)}`, undefined, {
        ...at,
        flow: 'box',
        params: { origin: 'box-logisticx' },
      }),
    revisionReasons: (signal?: AbortSignal) => http.get<{ data: ReasonMap }>('order-revision-reasons', { ...at, flow: 'order-hub', signal }),
    /** multipart: reason, comment, file-upload. */
    orderRevision: (orderUuid: string, reason: string, comment: string, file?: File | null) => {
      const form = new FormData();
      form.append('reason', reason);
      form.append('comment', comment);
      if (file) form.append('file-upload', file);
      return http.post<{ message?: string }>(`orders/${encodeURIComponent(orderUuid)}/order-revision`, form, { ...at, flow: 'order-hub' });
    },
    /** 201 with { status, message } on success. */
    removeDebt: (orderUuid: string) =>
      http.post<{ status?: number | string; message: string }>(`orders/${encodeURIComponent(orderUuid)}/remove-debt`, undefined, {
        ...at,
        flow: 'order-hub',
      }),
    /** 'Gerar relatório': the filtered history is e-mailed within 10 minutes (202; 429 within 10 minutes of the last). */
    requestHistoryReport: (filter: HistoryReportRequest) => http.post<HistoryReportAnswer>('orders/report', clean(filter), { ...at, flow: 'order-hub' }),
    fleetCouriers: (query: FleetCouriersQuery, signal?: AbortSignal) =>
      http.get<CourierPage>('v2/fleets/couriers', { ...at, flow: 'box', params: clean(query), signal }),
    fleetCourier: (uuid: string, signal?: AbortSignal) =>
      http.get<{ data: FleetCourier }>(`v2/fleets/couriers/${encodeURIComponent(uuid)}`, { ...at, flow: 'box', signal }),
    searchCourier: (cpf: string) => http.get<{ data: CourierLookup }>(`v2/fleets/search-courier/${encodeURIComponent(cpf)}`, { ...at, flow: 'box' }),
    createCourier: (body: CreateCourierBody) => http.post<{ data: FleetCourier }>('v2/fleets/couriers', clean(body), { ...at, flow: 'box' }),
    updateCourier: (uuid: string, body: UpdateCourierBody) =>
      http.put<{ data: FleetCourier }>(`v2/fleets/couriers/${encodeURIComponent(uuid)}`, clean(body), { ...at, flow: 'box' }),
    /** Invite status of a fleet membership: 4 cancels an invite, 5 removes an accepted courier. */
    changeFleetStatus: (fleetUuid: string, status: 4 | 5) =>
      http.patch(`v2/fleets/${encodeURIComponent(fleetUuid)}/change-status`, { status }, { ...at, flow: 'box' }),
  };
}

export type OperationsApi = ReturnType<typeof createOperationsApi>;

/** The selected store's calls (or the user's own business). */
export const operationsApi = createOperationsApi();

const byStore = new Map<string, OperationsApi>();

/** The calls of one named store, made once per store. */
export function operationsApiFor(store: string | null | undefined): OperationsApi {
  if (!store) return operationsApi;
  const made = byStore.get(store);
  if (made) return made;
  const api = createOperationsApi(store);
  byStore.set(store, api);
  return api;
}

import type { operations } from 'shared/contract-types/delivery';
import { defineHandlers } from '../http/context';
import { forbidden, unprocessable } from '../domain/errors';
import { checkRange, geocodePlace, OUT_OF_RANGE_MESSAGE, searchPlaces } from '../domain/geo';
import { quoteFor } from '../domain/quotes';
import { canSpend, createMultiple, validateOrder } from '../domain/deliveries';
import { createReverseTask } from '../domain/reverseTasks';
import { createLegacy } from '../domain/legacyBuilder';
import { requireCents } from '../domain/money';

/** The amounts of each call's body (reais, at most 2 decimals; domain/money.ts). */
const ORDER_AMOUNTS = ['items.*.price', 'payments.*.change_for'];
const AMOUNTS = {
  validateOrder: ORDER_AMOUNTS,
  createMultipleOrders: ORDER_AMOUNTS.map((path) => `data.*.${path}`),
  createReverseTask: ['totalAmount', ...ORDER_AMOUNTS],
  createLegacyOrder: ['total_value', 'delivery_value', 'exchange', 'cotation'].map((field) => `multiple.*.${field}`),
} as const;

/**
 * Handlers of shared/contract/delivery.yaml, keyed by operationId. The rules live in domain/geo.ts,
 * domain/quotes.ts, domain/deliveries.ts and domain/reverseTasks.ts.
 */
export const handlers = defineHandlers<operations>({
  searchPlaces: ({ query }) => ({ data: searchPlaces(query.term) }),

  geocodePlace: ({ params, query }) => ({ data: geocodePlace(params.id, query.number) }),

  checkRangeDistance: ({ params, scope }) => {
    const range = checkRange(scope().business, { lat: params.lat, lng: params.lng });
    return range.in_range ? { data: range } : { data: range, errors: [{ detail: OUT_OF_RANGE_MESSAGE }] };
  },

  calculateValue: ({ params, scope, now }) => {
    const { business } = scope();
    const point = { lat: params.lat, lng: params.lng };
    if (!checkRange(business, point).in_range) throw unprocessable('Endereço não pode ser cotado.', [OUT_OF_RANGE_MESSAGE]);
    return { data: quoteFor(business, point, now()) };
  },

  canSpend: ({ params, sandbox, user, reply }) => {
    const current = user();
    if (!sandbox.canAccess(current, params.business_uuid)) throw forbidden();
    requireCents(params, ['amount']);
    const data = canSpend(sandbox, sandbox.business(params.business_uuid), params.amount);
    reply.code(202);
    return { data };
  },

  validateOrder: ({ body, sandbox, scope }) => {
    requireCents(body, AMOUNTS.validateOrder);
    return validateOrder(sandbox, scope().business, body);
  },

  createMultipleOrders: ({ body, sandbox, scope, reply }) => {
    requireCents(body, AMOUNTS.createMultipleOrders);
    const created = createMultiple(sandbox, scope().business, body.data, body.courier_id);
    reply.code(201);
    return created;
  },

  createReverseTask: ({ body, sandbox, scope, reply }) => {
    requireCents(body, AMOUNTS.createReverseTask);
    const created = createReverseTask(sandbox, scope().business, body);
    reply.code(201);
    return created;
  },

  createLegacyOrder: ({ body, sandbox, scope, reply }) => {
    requireCents(body, AMOUNTS.createLegacyOrder);
    const created = createLegacy(sandbox, scope().business, body);
    reply.code(201);
    return created;
  },
});

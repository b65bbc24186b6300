// Reverse logistics (POST v2/default-edp/task): the task made into an order-hub order and created once.
import type { operations } from 'shared/contract-types/delivery';
import type { Business, Order } from './model';
import type { OrderHubPayload } from './orderPayload';
import type { Sandbox } from './sandbox';
import { unprocessable } from './errors';
import { fingerprint } from './idempotency';
import { requireManualCreate } from './features';
import { round2 } from './random';
import { execute, plan, REVERSE_MESSAGES, requireReversePermission } from './deliveries';
import { createOnce } from './deliveryIdempotency';

export type ReverseTaskInput = operations['createReverseTask']['requestBody']['content']['application/json'];

export function createReverseTask(sandbox: Sandbox, business: Business, input: ReverseTaskInput) {
  requireManualCreate(business);
  requireReversePermission(business, true);
  if (input.needReturn) throw unprocessable('Não foi possível criar o pedido.', [REVERSE_MESSAGES.withReturn]);
  const keyed = [{ externalId: input.externalId, print: fingerprint({ call: 'default-edp/task', task: { ...input, externalId: undefined } }), label: '' }];
  const [made] = createOnce(sandbox, business, keyed, () => execute(sandbox, business, plan(sandbox, business, [reversePlan(input)]), null));
  return { success: true, message: 'Pedido criado com sucesso!', data: made.order };
}

/** The order-hub payload of a reverse task, and what the task sets on the order that the payload cannot. */
function reversePlan(input: ReverseTaskInput): { payload: OrderHubPayload; finish: (order: Order) => void } {
  const a = input.origin.address;
  const payload: OrderHubPayload = {
    external_id: input.externalId,
    courier_must_return: input.needReturn,
    address: {
      street_name: a.street,
      street_number: a.number,
      neighborhood: a.neighborhood,
      city: a.city,
      state: a.state,
      postal_code: (a.zipCode ?? '').replace(/\D/g, '') || undefined,
      complement: a.complement ?? null,
      country: 'BR',
      lat: a.lat,
      lng: a.lng,
    },
    customer: { name: input.origin.name, phone: input.origin.phone?.replace(/\D/g, '') || undefined, document: null },
    payments: input.payments,
    items: input.items,
    observations: input.observations ?? null,
    delivery_type: 'REVERSE',
  };
  const finish = (order: Order) => {
    if (!order.items.length) order.final_total_price = round2(input.totalAmount);
  };
  return { payload, finish };
}

import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { geoApi, getOrders, newPlacesSessionId, useOnline, type StagedOrder } from 'shared';
import { useStoreScope } from 'shared/data';
import { deliveryApi, type OrderValidation, type QuotePair } from '../../api/delivery';
import { rangeCheck } from '../common/reads';
import { orderPanelMessages } from './order-panel/messages';
import type { OrderPlace } from './order-panel/orderForm';
import { newVerifyId, readValidation, streetPlaceId, toFormValues, toOrderPlace, toStagedOrder, validationPayload } from './order-panel/orderRules';
import { patchStagedOrders } from './stagedOrdersStore';

/** What completing an order asks the server; the hook passes the real calls, the tests their own. */
export interface CompletionSteps {
  geocode: (placeId: string, number: string | undefined) => Promise<OrderPlace>;
  inRange: (lat: number, lng: number) => Promise<boolean>;
  validate: (order: StagedOrder) => Promise<OrderValidation>;
}

/** Orders the portal completes by itself once online: a number to locate, a price to ask. ('address' needs a choice.) */
export const completesByItself = (order: StagedOrder): boolean => order.pending === 'locate' || order.pending === 'quote';

/**
 * An order staged offline, completed as the panel would have saved it online (docs/decisions.md D13): its new number
 * located and checked against the store's radius, then the order hub's validation, which gives its quotes and verify
 * id. A refusal (out of range, too far, no credit) leaves it 'review' with the reason as its error. A failing call
 * throws: the order stays as it was.
 */
export async function completePendingOrder(order: StagedOrder, steps: CompletionSteps): Promise<StagedOrder> {
  const values = toFormValues(order);
  let place = values.place as OrderPlace;
  if (order.pending === 'locate' && place.placeId) {
    place = await steps.geocode(streetPlaceId(place.placeId), values.withoutNumber ? undefined : values.number.trim() || undefined);
    if (!(await steps.inRange(place.lat, place.lng))) {
      return { ...toStagedOrder(values, place, null, order.verifyId ?? newVerifyId()), pending: 'review', error: orderPanelMessages.outOfRange };
    }
  }
  const draft = toStagedOrder(values, place, null, order.verifyId ?? newVerifyId());
  const answer = await steps.validate(draft);
  const outcome = readValidation(answer);
  if (!outcome.accepted) return { ...draft, pending: 'review', error: outcome.message };
  const quotes = {
    distance: answer.distance,
    withoutReturn: answer.estimated_price.withoutReturn,
    withReturn: answer.estimated_price.withReturn ?? null,
  } as QuotePair;
  return toStagedOrder(values, place, quotes, answer.verify_id || draft.verifyId || newVerifyId());
}

/** One completion at a time for the page (a remount while one runs does not start a second). */
let running = false;

/**
 * Completes, one by one, the staged orders that wait for the network, as soon as it is back (and on the page's next
 * visit). An order edited or removed meanwhile is left to the newer change; a failing call stops the round, which is
 * tried again on the network's next return or the page's next visit.
 */
export function usePendingCompletion(orders: StagedOrder[]): void {
  const online = useOnline();
  const queryClient = useQueryClient();
  const scope = useStoreScope();
  const [round, setRound] = useState(0);
  const waiting = orders
    .filter(completesByItself)
    .map((o) => `${o.verifyId ?? ''}:${o.pending}`)
    .join('|');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `waiting` stands for the orders that wait; `round` asks again after a round that missed some.
  useEffect(() => {
    if (!online || !waiting) return;
    if (running) return;
    running = true;
    const sessionId = newPlacesSessionId();
    const steps: CompletionSteps = {
      geocode: async (placeId, number) => toOrderPlace((await geoApi.geocode(placeId, sessionId, number)).data.data),
      inRange: (lat, lng) => queryClient.fetchQuery(rangeCheck(scope, lat, lng)),
      validate: async (order) => (await deliveryApi.validateOrder(validationPayload(order))).data,
    };
    void (async () => {
      let failed = false;
      for (const order of getOrders().orders.filter(completesByItself)) {
        try {
          const done = await completePendingOrder(order, steps);
          patchStagedOrders((list) => (list.includes(order) ? list.map((o) => (o === order ? done : o)) : list));
        } catch {
          failed = true;
          break;
        }
      }
      running = false;
      if (!failed && getOrders().orders.some(completesByItself)) setRound((r) => r + 1);
    })();
  }, [online, waiting, round]);
}

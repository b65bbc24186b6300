import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { errorStatus, getOrders, isOnline, NEEDS_NETWORK_MESSAGE, serverErrorText, serverErrorTexts, type StagedOrder, usePortalMessage } from 'shared';
import { useStoreScope } from 'shared/data';
import { deliveryApi, VALIDATION_STATUS } from '../../api/delivery';
import { newExternalId } from '../common/externalId';
import { createOrConfirm, reconcileCreated, type Reconciled } from '../common/reconcile';
import { deliveryOptions, deliveryTotals } from './deliveryRules';
import { stagingMessages as m } from './messages';
import { buildOrderPayload, buildReverseTaskBody } from './orderPayload';
import { clearOrderErrors, flagFailedOrders, markProcessing, removeStagedOrders, settleProcessing } from './stagedOrdersStore';

/** 200, 201 or 202: the delivery was created (docs/spec/part-1-signin-dashboard-delivery.md §4). */
const CREATED_STATUSES = new Set([200, 201, 202]);

/** The text the error icon copies for a refused validation. */
function validationErrorText(status: string | undefined, serverText: string | undefined): string {
  if (status === VALIDATION_STATUS.tooFar) return m.validationTooFar;
  if (status === VALIDATION_STATUS.noCredit) return m.validationNoCredit;
  return serverText?.trim() || m.validationGeneric;
}

/** Each chosen order validated by the order hub: its payload, its row number in the table and the refusal, if any. */
async function validateOrders(current: StagedOrder[], chosen: StagedOrder[], withReturn: boolean) {
  const now = new Date();
  return Promise.all(
    chosen.map(async (order) => {
      // An order sent before in a create whose answer was lost keeps its id: the server creates it at most once.
      const payload = buildOrderPayload(order, { withReturn, reverse: false, now, externalId: order.externalId ?? newExternalId() });
      const entry = { order, payload, number: current.indexOf(order) + 1 };
      try {
        const { data } = await deliveryApi.validateOrder(payload);
        const accepted = data.success && data.status === VALIDATION_STATUS.accepted;
        return { ...entry, error: accepted ? null : validationErrorText(data.status, data.message) };
      } catch (error) {
        return { ...entry, error: serverErrorText(error) ?? m.validationDefault };
      }
    }),
  );
}

export type CreateOutcome =
  | { kind: 'created'; count: number }
  | { kind: 'confirming' }
  | { kind: 'notConfirmed' }
  | { kind: 'noCredit' }
  | { kind: 'failed'; details: string[] }
  /** Offline: nothing was sent, the staged orders stay as they are (docs/decisions.md D13). */
  | { kind: 'offline' }
  | null;

export interface CreateContext {
  businessUuid: string | null;
  postpaid: boolean;
  reversePermission: boolean;
  returnChosen: boolean;
  reverseChosen: boolean;
  /** The fleet courier chosen in 'Localizar entregador', if any. */
  courierId: string | null;
  /** Some orders were created: the page lets the courier and 'Reversa' go. */
  onCreated: () => void;
}

/**
 * 'Criar entrega' (§4): the wallet asked for the whole delivery (prepaid), each selected order validated
 * (the refused ones unselected and flagged), the approved ones sent together to orders/multiple, or the one order of
 * reverse mode to the reverse task. A create whose answer was lost is never reported as failed: its orders are 'em
 * processamento' and the server is asked whether they exist (docs/decisions.md D11, common/reconcile.ts), also when
 * the page opens again with such orders. One create at a time: a second click while it runs does nothing.
 */
export function useCreateDelivery(context: CreateContext) {
  const message = usePortalMessage();
  const queryClient = useQueryClient();
  const scope = useStoreScope();
  const [creating, setCreating] = useState(false);
  const [outcome, setOutcome] = useState<CreateOutcome>(null);
  const busy = useRef(false);

  const run = async (task: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setCreating(true);
    try {
      await task();
    } finally {
      busy.current = false;
      setCreating(false);
    }
  };

  const fail = (noCredit: boolean, details: string[]) => {
    message.error(noCredit ? m.noCredit : m.createFailed);
    setOutcome(noCredit ? { kind: 'noCredit' } : { kind: 'failed', details });
  };

  const settle = ({ created, notCreated }: Reconciled) => {
    if (created.length) {
      message.success(created.length > 1 ? m.createdMany : m.created);
      context.onCreated();
      // New orders, a debited wallet: the store's reads (the orders page's list among them) are asked again.
      void queryClient.invalidateQueries({ queryKey: [scope] });
    }
    setOutcome(notCreated.length ? { kind: 'notConfirmed' } : { kind: 'created', count: created.length });
  };

  /** One create: `sent` holds each order and the external id it goes under. */
  const send = async (sent: Map<StagedOrder, string>, call: () => Promise<unknown>) => {
    try {
      const result = await createOrConfirm(call, [...sent.values()], () => {
        markProcessing(sent);
        setOutcome({ kind: 'confirming' });
      });
      if (result.confirmed) settleProcessing(result.created, result.notCreated);
      else removeStagedOrders([...sent.keys()]);
      settle(result);
    } catch (error) {
      const details = serverErrorTexts(error);
      fail(details.includes(m.noCredit), details);
    }
  };

  // Orders left 'em processamento' (the page was closed while a lost create was being confirmed): asked again on arrival.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival; a later confirmation starts from the create itself.
  useEffect(() => {
    const left = getOrders().orders.filter((o) => o.processing && o.externalId);
    if (!left.length) return;
    void run(async () => {
      setOutcome({ kind: 'confirming' });
      const result = await reconcileCreated(left.map((o) => o.externalId ?? ''));
      settleProcessing(result.created, result.notCreated);
      settle(result);
    });
  }, []);

  const create = () =>
    run(async () => {
      setOutcome(null);
      if (!isOnline()) {
        message.warning(NEEDS_NETWORK_MESSAGE);
        setOutcome({ kind: 'offline' });
        return;
      }
      clearOrderErrors(getOrders().orders.filter((o) => o.selected));
      const current = getOrders().orders;
      const chosen = current.filter((o) => o.selected);
      const options = deliveryOptions({ ...context, selected: chosen });
      if (!chosen.length || options.conflict) return;
      const withReturn = options.returnChecked;
      if (!context.postpaid && context.businessUuid) {
        try {
          await deliveryApi.canSpend(context.businessUuid, deliveryTotals(chosen, withReturn).total, withReturn);
        } catch (error) {
          fail(errorStatus(error) === 422, serverErrorTexts(error));
          return;
        }
      }
      if (options.reverseChecked) {
        const body = buildReverseTaskBody(chosen[0], chosen[0].externalId ?? newExternalId());
        // The id the task is created under (the order's verify id when it has one): the one to confirm it by.
        await send(new Map([[chosen[0], body.externalId]]), () => deliveryApi.createReverseTask(body));
        return;
      }
      const results = await validateOrders(current, chosen, withReturn);
      const failures = results.filter((r) => r.error !== null);
      for (const r of failures) message.error(m.orderFailed(r.number));
      flagFailedOrders(new Map(failures.map((r) => [r.order, r.error ?? ''])));
      const approved = results.filter((r) => r.error === null);
      if (!approved.length) return;
      await send(new Map(approved.map((r) => [r.order, r.payload.external_id ?? ''])), async () => {
        const answer = await deliveryApi.createOrders(
          approved.map((r) => r.payload),
          context.courierId,
        );
        if (!CREATED_STATUSES.has(answer.status)) throw new Error(`status ${answer.status}`);
      });
    });

  return { creating, outcome, setOutcome, create };
}

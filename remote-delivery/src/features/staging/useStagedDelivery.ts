import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { App } from 'antd';
import {
  errorStatus,
  getOrders,
  isEffectivePostpaid,
  isEffectiveFleet,
  ordersActions,
  serverErrorText,
  serverErrorTexts,
  useOrders,
  useSession,
  type StagedOrder,
} from 'shared';
import { deliveryApi, VALIDATION_STATUS, type LocatedCourier, type OrderHubPayload } from '../../api/delivery';
import { deliveryOptions, deliveryTotals, exceedsItemsLimit } from './deliveryRules';
import { stagingMessages as m } from './messages';
import { buildOrderPayload, buildReverseTaskBody } from './orderPayload';
import { clearOrderErrors, flagFailedOrders, markProcessing, removeStagedOrders, settleProcessing } from './stagedOrdersStore';
import { createOrConfirm, reconcileCreated, type Reconciled } from '../common/reconcile';
import { newExternalId } from '../common/externalId';

/** 200, 201 or 202: the delivery was created (spec part-1 §4). */
const CREATED_STATUSES = new Set([200, 201, 202]);

const SHAKE_MS = 600;

/** The text the error icon copies for a refused validation. */
function validationErrorText(status: string | undefined, serverText: string | undefined): string {
  if (status === VALIDATION_STATUS.tooFar) return m.validationTooFar;
  if (status === VALIDATION_STATUS.noCredit) return m.validationNoCredit;
  return serverText?.trim() || m.validationGeneric;
}

export type CreateOutcome =
  | { kind: 'created'; count: number }
  | { kind: 'confirming' }
  | { kind: 'notConfirmed' }
  | { kind: 'noCredit' }
  | { kind: 'failed'; details: string[] }
  | null;

/**
 * The staged delivery of /pages/delivery: the staged orders of the shared store, their selection (limit, the
 * R$1500,00 rule, the wallet check of prepaid stores), 'Com retorno' / 'Reversa', the totals, the fleet courier
 * and the creation (validate each selected order, then orders/multiple or the reverse task). Spec part-1 §4.
 */
export function useStagedDelivery() {
  const { message } = App.useApp();
  const session = useSession();
  const { orders } = useOrders();
  const user = session.user;
  const store = session.franchiseStores?.find((s) => s.uuid === session.selectedFranchiseStoreUuid) ?? null;
  const businessUuid = session.selectedFranchiseStoreUuid ?? user?.business_uuid ?? null;
  const postpaid = isEffectivePostpaid(session);
  const reversePermission = String(store?.reverse_logistic_permission ?? user?.reverse_logistic_permission ?? '') === '1';
  // The selected franchise store's search_type (its business details) overrides the user's.
  const fleet = isEffectiveFleet(session);

  const [returnChosen, setReturnChosen] = useState(false);
  const [reverseChosen, setReverseChosen] = useState(false);
  const [courier, setCourier] = useState<LocatedCourier | null>(null);
  const [shaking, setShaking] = useState(false);
  const [checking, setChecking] = useState(false);
  const [creating, setCreating] = useState(false);
  const [outcome, setOutcome] = useState<CreateOutcome>(null);
  const busy = useRef(false);
  const shakeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const selected = useMemo(() => orders.filter((o) => o.selected), [orders]);
  const options = useMemo(
    () => deliveryOptions({ selected, reversePermission, returnChosen, reverseChosen }),
    [selected, reversePermission, returnChosen, reverseChosen],
  );
  const totals = useMemo(() => deliveryTotals(selected, options.returnChecked), [selected, options.returnChecked]);
  const courierChoice = fleet && !options.reverseChecked;

  useEffect(
    () => () => {
      if (shakeTimer.current) clearTimeout(shakeTimer.current);
    },
    [],
  );

  // Another franchise store: its own fleet, permissions and wallet (the host clears the staged orders).
  const firstStore = useRef(true);
  useEffect(() => {
    if (firstStore.current) {
      firstStore.current = false;
      return;
    }
    setCourier(null);
    setReturnChosen(false);
    setReverseChosen(false);
    setOutcome(null);
  }, [businessUuid]);

  // An order edited over R$1500,00 leaves the delivery.
  useEffect(() => {
    orders.forEach((o, i) => {
      if (o.selected && exceedsItemsLimit(o)) ordersActions.deselectOrder(i);
    });
  }, [orders]);

  const shake = useCallback(() => {
    setShaking(false);
    if (shakeTimer.current) clearTimeout(shakeTimer.current);
    requestAnimationFrame(() => setShaking(true));
    shakeTimer.current = setTimeout(() => setShaking(false), SHAKE_MS);
  }, []);

  /** Selecting checks the R$1500,00 rule, the limit (shakes the counter) and, for a prepaid store, the wallet. */
  const toggle = useCallback(
    async (index: number, checked: boolean) => {
      setOutcome(null);
      if (!checked) {
        ordersActions.deselectOrder(index);
        return;
      }
      const order = getOrders().orders[index];
      if (!order || order.selected) return;
      if (exceedsItemsLimit(order)) {
        message.error(m.itemsTotalLimit);
        return;
      }
      if (selected.length >= options.maxOrders) {
        shake();
        return;
      }
      if (!postpaid && businessUuid) {
        const next = [...selected, order];
        const nextOptions = deliveryOptions({ selected: next, reversePermission, returnChosen, reverseChosen });
        setChecking(true);
        try {
          await deliveryApi.canSpend(businessUuid, deliveryTotals(next, nextOptions.returnChecked).total, nextOptions.returnChecked);
        } catch {
          message.error(m.noBalanceToAdd);
          return;
        } finally {
          setChecking(false);
        }
      }
      const now = getOrders().orders.indexOf(order);
      if (now >= 0) ordersActions.selectOrder(now);
    },
    [businessUuid, message, options.maxOrders, postpaid, returnChosen, reverseChosen, reversePermission, selected, shake],
  );

  /** 'Reversa' (offered with at most 1 selected order): the delivery then holds 1 order. */
  const chooseReverse = useCallback((on: boolean) => {
    setReverseChosen(on);
    setOutcome(null);
  }, []);

  /**
   * A create whose answer never came (time-out, connection lost, a 5xx without the server's answer) may have been
   * done: the orders are marked 'em processamento' and the server is asked; never reported as failed, so the merchant
   * does not send it twice (common/reconcile.ts, shared with the legacy builder).
   */
  const confirming = (sent: Map<StagedOrder, string>) => () => {
    markProcessing(sent);
    setOutcome({ kind: 'confirming' });
  };

  const settle = ({ created, notCreated }: Reconciled) => {
    settleProcessing(created, notCreated);
    if (created.length) {
      message.success(created.length > 1 ? m.createdMany : m.created);
      setCourier(null);
      setReverseChosen(false);
    }
    setOutcome(notCreated.length ? { kind: 'notConfirmed' } : { kind: 'created', count: created.length });
  };

  // Orders left 'em processamento' (the page was closed while a lost create was being confirmed): ask again on arrival.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival; a later confirmation starts from the create itself.
  useEffect(() => {
    const left = getOrders().orders.filter((o) => o.processing && o.externalId);
    if (!left.length || busy.current) return;
    busy.current = true;
    setCreating(true);
    const sent = new Map(left.map((o) => [o, o.externalId!]));
    confirming(sent)();
    void reconcileCreated([...sent.values()])
      .then(settle)
      .finally(() => {
        busy.current = false;
        setCreating(false);
      });
  }, []);

  const createReverse = async (order: StagedOrder) => {
    const body = buildReverseTaskBody(order, order.externalId ?? newExternalId());
    // The id the task is created under (the order's verify id when it has one): the one to confirm it by.
    const externalId = body.externalId;
    try {
      const result = await createOrConfirm(() => deliveryApi.createReverseTask(body), [externalId], confirming(new Map([[order, externalId]])));
      if (result.confirmed) {
        settle(result);
        return;
      }
      removeStagedOrders([order]);
      message.success(m.created);
      setReverseChosen(false);
      setOutcome({ kind: 'created', count: 1 });
    } catch (error) {
      message.error(m.createFailed);
      setOutcome({ kind: 'failed', details: serverErrorTexts(error) });
    }
  };

  /**
   * Validates each selected order; failed ones are unselected and flagged, approved ones go together to
   * orders/multiple and leave the list on 200/201/202. A second click while this runs does nothing.
   */
  const create = async () => {
    if (busy.current) return;
    busy.current = true;
    setCreating(true);
    setOutcome(null);
    try {
      clearOrderErrors(getOrders().orders.filter((o) => o.selected));
      const current = getOrders().orders;
      const chosen = current.filter((o) => o.selected);
      if (!chosen.length) return;
      const opts = deliveryOptions({ selected: chosen, reversePermission, returnChosen, reverseChosen });
      if (opts.conflict) return;
      const withReturn = opts.returnChecked;

      if (!postpaid && businessUuid) {
        try {
          await deliveryApi.canSpend(businessUuid, deliveryTotals(chosen, withReturn).total, withReturn);
        } catch (error) {
          if (errorStatus(error) === 422) {
            message.error(m.noCredit);
            setOutcome({ kind: 'noCredit' });
          } else {
            message.error(m.createFailed);
            setOutcome({ kind: 'failed', details: serverErrorTexts(error) });
          }
          return;
        }
      }

      if (opts.reverseChecked) {
        await createReverse(chosen[0]);
        return;
      }

      const now = new Date();
      const entries = chosen.map((order) => ({
        order,
        number: current.indexOf(order) + 1,
        // An order sent before in a create whose answer was lost keeps its id: the server creates it at most once.
        payload: buildOrderPayload(order, { withReturn, reverse: false, now, externalId: order.externalId ?? newExternalId() }),
      }));
      const results = await Promise.all(
        entries.map(async (entry) => {
          try {
            const { data } = await deliveryApi.validateOrder(entry.payload);
            return data.success && data.status === VALIDATION_STATUS.accepted
              ? { ...entry, error: null }
              : { ...entry, error: validationErrorText(data.status, data.message) };
          } catch (error) {
            return { ...entry, error: serverErrorText(error) ?? m.validationDefault };
          }
        }),
      );
      const failures = new Map<StagedOrder, string>();
      for (const r of results) {
        if (r.error === null) continue;
        failures.set(r.order, r.error);
        message.error(m.orderFailed(r.number));
      }
      flagFailedOrders(failures);
      const approved = results.filter((r) => r.error === null);
      if (!approved.length) return;

      const payloads: OrderHubPayload[] = approved.map((r) => r.payload);
      const sent = new Map(approved.map((r) => [r.order, r.payload.external_id ?? '']));
      try {
        const result = await createOrConfirm(
          async () => {
            const answer = await deliveryApi.createOrders(payloads, courierChoice ? courier?.uuid : null);
            if (!CREATED_STATUSES.has(answer.status)) throw new Error(`status ${answer.status}`);
          },
          [...sent.values()],
          confirming(sent),
        );
        if (result.confirmed) {
          settle(result);
          return;
        }
        removeStagedOrders(approved.map((r) => r.order));
        message.success(approved.length > 1 ? m.createdMany : m.created);
        setCourier(null);
        setOutcome({ kind: 'created', count: approved.length });
      } catch (error) {
        const details = serverErrorTexts(error);
        if (details.includes(m.noCredit)) {
          message.error(m.noCredit);
          setOutcome({ kind: 'noCredit' });
        } else {
          message.error(m.createFailed);
          setOutcome({ kind: 'failed', details });
        }
      }
    } finally {
      busy.current = false;
      setCreating(false);
    }
  };

  return {
    orders,
    selected,
    options,
    totals,
    postpaid,
    courierChoice,
    courier,
    setCourier,
    shaking,
    checking,
    creating,
    outcome,
    toggle,
    setReturnChosen,
    chooseReverse,
    create,
  };
}

export type StagedDelivery = ReturnType<typeof useStagedDelivery>;

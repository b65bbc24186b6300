import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, App, Button, Card, Checkbox, Col, Descriptions, Flex, Row, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { formatBRL, hasPermission, isEffectivePostpaid, newPlacesSessionId, serverErrorText, useSession, type GeocodedPlace, geoApi } from 'shared';
import { deliveryApi, type DeliveryBusiness } from '../../api/delivery';
import { NUMBER_DEBOUNCE_MS } from '../../domain/constants';
import { PortalModal } from 'shared/ui';
import { LegacyOrderForm, type QuoteState } from './LegacyOrderForm';
import { LegacyOrderList } from './LegacyOrderList';
import {
  deliveriesTotal,
  deliveryLocks,
  emptyDraft,
  firstLegacyError,
  hasSameAddress,
  ordersTotal,
  toLegacyOrder,
  toLegacyReverseTask,
  type LegacyDraft,
  type LegacyPlace,
  type ListedOrder,
} from './legacyRules';
import { newExternalId } from '../common/externalId';
import { createOrConfirm, resendUntilAnswered } from '../common/reconcile';
import { legacyMessages as m } from './messages';
import { operationsPages } from 'shared/pages';

const today = (): string => dayjs().format('YYYY-MM-DD');

const newDraft = (storeName: string): LegacyDraft => ({ ...emptyDraft(storeName), orderDate: today() });

const toPlace = (g: GeocodedPlace): LegacyPlace => ({
  placeId: g.place_id,
  street: g.address,
  neighborhood: g.neighborhood,
  city: g.city,
  state: g.state,
  zipCode: g.postal_code,
  lat: g.lat,
  lng: g.lng,
  formattedAddress: g.formatted_address,
});

/** A place id may carry the searched number ('street:123'); a new number is geocoded from the street. */
const streetPlaceId = (placeId: string): string => placeId.split(':')[0];

let nextOrderId = 1;

/**
 * /pages/old-delivery: the legacy delivery builder (spec part-1 §2 'Legacy delivery builder', §4, §5, §8, §9).
 * Orders are checked in the order of §5, quoted for the store, checked against a prepaid store's wallet and
 * listed (up to 4, 1 in reverse mode); 'Criar entrega' sends them together through POST v2/orders, or the
 * one reverse order through POST v2/default-edp/task.
 */
export default function LegacyDeliveryPage() {
  const { message } = App.useApp();
  const session = useSession();
  // Creating is order.create on the server (docs/decisions.md, 'Permissions').
  const canCreate = hasPermission(session.user, 'order.create');
  const user = session.user;
  const businessUuid = session.selectedFranchiseStoreUuid ?? user?.business_uuid ?? null;
  const postpaid = isEffectivePostpaid(session);

  const [business, setBusiness] = useState<DeliveryBusiness | null>(null);
  const [sessionId] = useState(() => newPlacesSessionId());
  const [draft, setDraft] = useState<LegacyDraft>(() => newDraft(''));
  const [quote, setQuote] = useState<QuoteState>({ status: 'idle' });
  const [orders, setOrders] = useState<ListedOrder[]>([]);
  const [returnChosen, setReturnChosen] = useState(false);
  const [reverseChosen, setReverseChosen] = useState(false);
  const [adding, setAdding] = useState(false);
  const [creating, setCreating] = useState(false);
  // A create whose answer was lost: being confirmed with the server, or not confirmed when the window ended.
  const [lostAnswer, setLostAnswer] = useState<'confirming' | 'notConfirmed' | null>(null);
  // The orders being confirmed ('Em processamento' in the list), by id.
  const [processing, setProcessing] = useState<ReadonlySet<string>>(() => new Set());
  const [createError, setCreateError] = useState<string | null>(null);
  const [createdCount, setCreatedCount] = useState(0);
  const [deleteIndex, setDeleteIndex] = useState<number | null>(null);
  const [businessFailed, setBusinessFailed] = useState(false);
  const [businessAttempt, setBusinessAttempt] = useState(0);

  const busy = useRef(false);
  /**
   * The idempotency key of the delivery being created (the reverse task's external id in reverse mode): kept while
   * the list holds the same orders, so a create sent again after a lost answer is created and debited once; a new one
   * when an order joins or leaves the list, or once it was created. The server answers 409 for another body under a
   * key it created, so nothing is ever created twice.
   */
  const attempt = useRef<{ orders: string; key: string } | null>(null);
  const keyFor = (sent: ListedOrder[]): string => {
    const members = sent.map((o) => o.id).join(' ');
    if (attempt.current?.orders !== members) attempt.current = { orders: members, key: newExternalId() };
    return attempt.current.key;
  };
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const locateSeq = useRef(0);
  const numberTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const storeNameRef = useRef('');

  const permission = (business?.reverse_logistic_permission ?? user?.reverse_logistic_permission) === '1';
  // While a lost create is not settled its options stay as they were sent: sent again, it is the same create.
  const optionsFrozen = lostAnswer !== null;
  const locks = useMemo(() => deliveryLocks(orders, { permission, returnChosen, reverseChosen }), [orders, permission, returnChosen, reverseChosen]);

  useEffect(
    () => () => {
      if (numberTimer.current) clearTimeout(numberTimer.current);
    },
    [],
  );

  // The store's data: its name for 'Nome da loja' and its reverse-logistics permission.
  useEffect(() => {
    if (!businessUuid) return undefined;
    let active = true;
    setBusinessFailed(false);
    deliveryApi
      .business(businessUuid)
      .then(({ data }) => {
        if (!active) return;
        const previous = storeNameRef.current;
        storeNameRef.current = data.data.fantasy_name;
        setBusiness(data.data);
        setDraft((d) => (!d.storeName.trim() || d.storeName === previous ? { ...d, storeName: data.data.fantasy_name } : d));
      })
      .catch(() => {
        if (!active) return;
        setBusinessFailed(true);
        message.error(m.businessNotFound);
      });
    return () => {
      active = false;
    };
  }, [businessUuid, businessAttempt, message]);

  // A list quoted for another store is dropped when the franchise store changes.
  useEffect(() => {
    setOrders([]);
  }, [businessUuid]);

  const patch = useCallback((changes: Partial<LegacyDraft>) => {
    if ('place' in changes && changes.place === null) {
      locateSeq.current += 1;
      setQuote({ status: 'idle' });
    }
    setDraft((d) => ({ ...d, ...changes }));
  }, []);

  /** Range check, then quotes (spec part-1 §7). Stale answers (a newer address or number) are ignored. */
  const locate = useCallback(
    async (place: LegacyPlace) => {
      const seq = ++locateSeq.current;
      setQuote({ status: 'loading' });
      try {
        const { data } = await deliveryApi.checkRange(place.lat, place.lng);
        if (seq !== locateSeq.current) return;
        if (data.errors?.length || !data.data.in_range) {
          message.error(m.outOfRange);
          setDraft((d) => ({ ...d, place: null }));
          setQuote({ status: 'idle' });
          return;
        }
        const quoted = await deliveryApi.calculateValue(place.lat, place.lng);
        if (seq !== locateSeq.current) return;
        setQuote({ status: 'ready', quote: quoted.data.data });
      } catch {
        if (seq !== locateSeq.current) return;
        message.error(m.quoteFailed);
        setQuote({ status: 'failed' });
      }
    },
    [message],
  );

  const choosePlace = useCallback(
    async (placeId: string, label: string) => {
      const seq = ++locateSeq.current;
      setDraft((d) => ({ ...d, addressText: label, place: null }));
      try {
        const { data } = await geoApi.geocode(placeId, sessionId, draftRef.current.number);
        if (seq !== locateSeq.current) return;
        const place = toPlace(data.data);
        setDraft((d) => ({ ...d, addressText: place.formattedAddress, place, number: d.number.trim() ? d.number : data.data.number }));
        await locate(place);
      } catch {
        if (seq !== locateSeq.current) return;
        message.error(m.quoteFailed);
        setQuote({ status: 'failed' });
      }
    },
    [locate, message, sessionId],
  );

  /** A new number is geocoded again after a 1 s pause (spec part-1 §9). */
  const changeNumber = useCallback(
    (number: string) => {
      setDraft((d) => ({ ...d, number }));
      if (numberTimer.current) clearTimeout(numberTimer.current);
      const place = draftRef.current.place;
      if (!place || !number.trim()) return;
      numberTimer.current = setTimeout(async () => {
        try {
          const { data } = await geoApi.geocode(streetPlaceId(place.placeId), sessionId, number.trim());
          const next = toPlace(data.data);
          if (!draftRef.current.place) return;
          setDraft((d) => ({ ...d, place: next, addressText: next.formattedAddress }));
          await locate(next);
        } catch {
          message.error(m.quoteFailed);
        }
      }, NUMBER_DEBOUNCE_MS);
    },
    [locate, message, sessionId],
  );

  const addOrder = async () => {
    const error = firstLegacyError(draft, orders.length, locks.reverseChecked);
    if (error) {
      message.error(error);
      return;
    }
    if (quote.status === 'loading') {
      message.warning(m.waitQuote);
      return;
    }
    if (quote.status !== 'ready' || !draft.place || draft.paymentTypeId === null || !draft.shippingType || draft.creationType === null || !draft.orderDate) {
      message.error(m.quoteFailed);
      return;
    }
    const listed: ListedOrder = {
      ...draft,
      id: `legacy-${nextOrderId++}`,
      place: draft.place,
      paymentTypeId: draft.paymentTypeId,
      shippingType: draft.shippingType,
      creationType: draft.creationType,
      orderDate: draft.orderDate,
      quote: quote.quote,
    };
    const next = [...orders, listed];
    const nextLocks = deliveryLocks(next, { permission, returnChosen, reverseChosen });
    if (!postpaid && businessUuid) {
      setAdding(true);
      try {
        await deliveryApi.canSpend(businessUuid, deliveriesTotal(next, nextLocks.returnChecked), nextLocks.returnChecked);
      } catch {
        message.error(m.noBalance);
        return;
      } finally {
        setAdding(false);
      }
    }
    const duplicate = hasSameAddress(orders, draft);
    setOrders(next);
    setCreatedCount(0);
    setCreateError(null);
    setLostAnswer(null);
    if (duplicate) message.warning(m.duplicateAddress);
    else message.success(m.orderAdded);
    locateSeq.current += 1;
    setQuote({ status: 'idle' });
    setDraft(newDraft(draft.storeName));
  };

  const removeOrder = () => {
    if (deleteIndex === null) return;
    setLostAnswer(null);
    setOrders((list) => list.filter((_, i) => i !== deleteIndex));
    message.success(m.orderDeleted);
  };

  /**
   * 'Criar entrega' under the list's idempotency key. An answer lost on the way is never 'Erro ao criar pedido!': the
   * same create is sent again under the same key until the server answers (common/reconcile.ts, shared with the
   * staging page), which answers the first result if it was done; the created orders leave the list, and if the
   * server cannot be reached they stay, to be sent again under the same key. A second click while this runs does
   * nothing.
   */
  const createDelivery = async () => {
    if (busy.current || !orders.length) return;
    busy.current = true;
    setCreating(true);
    setCreateError(null);
    setCreatedCount(0);
    setLostAnswer(null);
    // Reverse creation is v2/default-edp/task (part-1 §7), one order, as on the staging page.
    const sent = locks.reverseChecked ? orders.slice(0, 1) : orders;
    const key = keyFor(sent);
    const send = () =>
      locks.reverseChecked
        ? deliveryApi.createReverseTask(toLegacyReverseTask(sent[0]!, key))
        : deliveryApi.createLegacyOrders({
            courier_must_return: locks.returnChecked,
            reverse_logistic: false,
            idempotency_key: key,
            multiple: sent.map((o) => toLegacyOrder(o, locks.returnChecked)),
          });
    const ids = sent.map((o) => o.id);
    try {
      const { created, notCreated } = await createOrConfirm(
        send,
        ids,
        () => {
          setProcessing(new Set(ids));
          setLostAnswer('confirming');
        },
        () => resendUntilAnswered(send, ids),
      );
      const done = new Set(created);
      setOrders((list) => list.filter((o) => !done.has(o.id)));
      if (created.length) {
        attempt.current = null;
        message.success(m.created);
        setCreatedCount(created.length);
      }
      if (notCreated.length) {
        setLostAnswer('notConfirmed');
      } else {
        setLostAnswer(null);
        setReturnChosen(false);
        setReverseChosen(false);
      }
    } catch (error) {
      message.error(m.createFailed);
      setCreateError(serverErrorText(error) ?? null);
    } finally {
      setProcessing(new Set());
      busy.current = false;
      setCreating(false);
    }
  };

  return (
    <section>
      <Typography.Title level={2}>{m.title}</Typography.Title>
      <Typography.Paragraph type="secondary">{m.subtitle}</Typography.Paragraph>
      {businessFailed ? (
        <Alert
          style={{ marginBottom: 16 }}
          type="error"
          showIcon
          message={m.businessLoadFailed}
          description={m.businessNotFound}
          action={
            <Button size="small" onClick={() => setBusinessAttempt((n) => n + 1)}>
              {m.retry}
            </Button>
          }
        />
      ) : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <LegacyOrderForm
              draft={draft}
              quote={quote}
              sessionId={sessionId}
              adding={adding}
              onChange={patch}
              onChoosePlace={choosePlace}
              onNumberChange={changeNumber}
              onAdd={addOrder}
            />
            <Card title={`${m.listTitle} (${orders.length}/${locks.maxOrders})`}>
              <LegacyOrderList orders={orders} withReturn={locks.returnChecked} processing={processing} onDelete={setDeleteIndex} />
            </Card>
          </Space>
        </Col>
        <Col xs={24} xl={8}>
          <Card title={m.createDelivery}>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={m.ordersTotal}>{formatBRL(ordersTotal(orders))}</Descriptions.Item>
              <Descriptions.Item label={m.deliveriesTotal}>{formatBRL(deliveriesTotal(orders, locks.returnChecked))}</Descriptions.Item>
            </Descriptions>
            <Flex vertical gap={8} style={{ margin: '12px 0' }}>
              <Checkbox checked={locks.returnChecked} disabled={locks.returnDisabled || optionsFrozen} onChange={(e) => setReturnChosen(e.target.checked)}>
                {m.returnLabel}
              </Checkbox>
              {locks.returnHint ? <Typography.Text type="secondary">{locks.returnHint}</Typography.Text> : null}
              {permission ? (
                <>
                  <Checkbox
                    checked={locks.reverseChecked}
                    disabled={locks.reverseDisabled || optionsFrozen}
                    onChange={(e) => setReverseChosen(e.target.checked)}
                  >
                    {m.reverseLabel}
                  </Checkbox>
                  <Typography.Text type="secondary">{m.reverseHint}</Typography.Text>
                </>
              ) : null}
            </Flex>
            <Button type="primary" block disabled={!orders.length || !canCreate} loading={creating} onClick={createDelivery}>
              {creating ? m.creating : m.createDelivery}
            </Button>
            {canCreate ? null : (
              <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
                {m.noCreatePermission}
              </Typography.Paragraph>
            )}
            {lostAnswer === 'confirming' ? <Alert style={{ marginTop: 12 }} type="info" showIcon role="status" message={m.confirming} /> : null}
            {lostAnswer === 'notConfirmed' ? <Alert style={{ marginTop: 12 }} type="warning" showIcon role="status" message={m.notConfirmed} /> : null}
            {createError ? <Alert style={{ marginTop: 12 }} type="error" showIcon message={m.createFailed} description={createError} /> : null}
            {createdCount > 0 ? (
              <Alert
                style={{ marginTop: 12 }}
                type="success"
                showIcon
                message={m.created}
                description={<Link to={operationsPages.orders.path}>{m.seeOrders}</Link>}
              />
            ) : null}
          </Card>
        </Col>
      </Row>
      <PortalModal
        open={deleteIndex !== null}
        type="confirm"
        title={m.deleteTitle}
        isActionWarn
        body={m.deleteBody}
        autoClose={false}
        buttons={[{ text: m.cancel }, { text: m.deleteConfirm, type: 'primary', onClick: removeOrder }]}
        onClose={() => setDeleteIndex(null)}
      />
    </section>
  );
}

import { Button, Tag, Tooltip, Typography } from 'antd';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import { useOnline, type StagedOrder, usePortalMessage } from 'shared';
import { maskPhone } from 'shared/masks';
import { filledItems, itemQuantity, paymentTypeOf, type PaymentCode } from './deliveryRules';
import { stagingMessages as m } from './messages';

/**
 * How a staged order reads, the same in the table (tablet, desktop) and in the cards (phone): its phone, its items,
 * where it goes (neighbourhood · distance), its payment chip and its error icon.
 */

/** Payment chips with AA contrast (dark text on a light background). */
const CHIP_STYLE: Record<PaymentCode, { color: string; background: string; borderColor: string }> = {
  CARD: { color: '#10239e', background: '#f0f5ff', borderColor: '#adc6ff' },
  DIN: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  ONLINE: { color: '#391085', background: '#f9f0ff', borderColor: '#d3adf7' },
};

/** Red text with AA contrast on white (antd's colorError is below 4.5:1). */
export const DANGER_TEXT = '#a8071a';

/** A value (money, a phone, a distance) never breaks over lines; a label may. */
export const NO_WRAP = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** Read by screen readers, not shown. */

/** The phone as the form shows it, or 'Sem telefone'. */
export function phoneText(phone: unknown): string {
  const digits = typeof phone === 'string' ? phone.replace(/\D/g, '') : '';
  return digits && !/^0+$/.test(digits) ? maskPhone(digits) : m.withoutPhone;
}

export function itemsText(order: StagedOrder): string {
  const items = filledItems(order);
  return items.length ? items.map((item) => `${itemQuantity(item.qntd)}x ${String(item.name).trim()}`).join(', ') : m.noItems;
}

const KM = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** Where the order goes: 'Pinheiros · 1,2 km' (the neighbourhood, else the city; the route's distance when known). */
function placeOf(order: StagedOrder): { area: string; km: string } {
  const area = String(order.address?.neighborhood ?? '').trim() || String(order.address?.city ?? '').trim();
  const distance = Number(order.distance);
  return { area, km: Number.isFinite(distance) && distance > 0 ? m.distanceKm(KM.format(distance)) : '' };
}

/** Where the order goes, in secondary text: the neighbourhood may wrap, the distance stays whole. Nothing when unknown. */
export function OrderPlace({ order }: { order: StagedOrder }) {
  const { area, km } = placeOf(order);
  if (!area && !km) return null;
  return (
    <Typography.Text type="secondary" style={{ fontSize: 13 }}>
      {area}
      {area && km ? ' · ' : ''}
      {km ? <span style={NO_WRAP}>{km}</span> : null}
    </Typography.Text>
  );
}

/** The payment chip (the spec's 'Status'), and 'Em processamento' while a lost answer is being confirmed. */
export function PaymentChips({ order }: { order: StagedOrder }) {
  const payment = paymentTypeOf(order);
  return (
    <>
      <Tag bordered style={{ ...CHIP_STYLE[payment.code], marginInlineEnd: 0, whiteSpace: 'normal' }}>
        {payment.label}
      </Tag>
      {order.processing ? (
        <Tag color="processing" style={{ marginInlineEnd: 0 }}>
          {m.processingTag}
        </Tag>
      ) : null}
    </>
  );
}

/** The error icon of an order whose validation failed: its tooltip shows the error, a click copies it. */
export function OrderErrorIcon({ error }: { error: string }) {
  const message = usePortalMessage();
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(error);
      message.success(m.errorCopied);
    } catch {
      message.error(m.errorNotCopied);
    }
  };
  return (
    <Tooltip title={error}>
      <Button type="text" size="small" danger icon={<ExclamationCircleFilled aria-hidden />} aria-label={`${m.orderError} ${error}`} onClick={copy} />
    </Tooltip>
  );
}

export const orderError = (order: StagedOrder): string | null => (typeof order.error === 'string' && order.error ? order.error : null);

/** What a staged order still waits for (staged offline: docs/decisions.md D13), or null when it is complete. */
export function pendingText(order: StagedOrder, online: boolean): string | null {
  const pending = order.pending;
  if (!pending) return null;
  if (pending === 'review') return m.pendingOnline.review;
  return online ? m.pendingOnline[pending] : m.pendingOffline[pending];
}

/** An order that cannot join a delivery yet: the server's part (address, price, its check) is missing. */
export const isPendingOrder = (order: StagedOrder): boolean => !!order.pending;

/** The line under the order that says what it waits for. */
export function PendingNote({ order }: { order: StagedOrder }) {
  const text = pendingText(order, useOnline());
  if (!text) return null;
  return (
    <Typography.Text style={{ fontSize: 12, color: order.pending === 'review' ? DANGER_TEXT : '#874d00' }} data-testid="pending-note">
      {text}
    </Typography.Text>
  );
}

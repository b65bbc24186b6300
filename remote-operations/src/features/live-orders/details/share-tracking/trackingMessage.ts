import { getApiBaseUrl } from 'shared';
import { safeHref } from 'shared/ui';
import type { Order } from '../../../../api/operations';
import { orderRef } from '../../../common/format';
import { shareTrackingMessages as m } from './messages';

/**
 * The delivery's public tracking page as a full address the customer can open, when it has one: the API's own path
 * ('/api/box/v2/tracking/…') on the API's origin (the page's, or an integrator's API base), http or https only.
 */
export function trackUrlOf(order: Pick<Order, 'delivery'>, origin = window.location.origin): string | null {
  const href = safeHref(order.delivery?.track_url ?? undefined);
  if (!href) return null;
  try {
    const base = href.startsWith('/api/') && getApiBaseUrl() ? `${getApiBaseUrl()}${href}` : href;
    const parsed = new URL(base, origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The short pt-BR message sent to the customer: first name, order number and store (the link goes after it). */
export function trackingMessage(order: Pick<Order, 'customer' | 'short_external_reference' | 'uuid' | 'origin'>): string {
  const firstName = (order.customer?.name ?? '').trim().split(/\s+/)[0] ?? '';
  return m.message(firstName, orderRef(order), order.origin?.name?.trim() ?? '');
}

/**
 * The customer's phone as WhatsApp's links want it: digits with the country code (55 added to a Brazilian number of
 * 10 or 11 digits). Null when the order has no usable phone.
 */
export function whatsappNumber(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length === 10 || digits.length === 11) return `55${digits}`;
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) return digits;
  return null;
}

/** https://wa.me/<number>?text=<message>: opens the chat with the customer, the message typed in. */
export function whatsappLink(phone: string | null | undefined, text: string): string | null {
  const number = whatsappNumber(phone);
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : null;
}

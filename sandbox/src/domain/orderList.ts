import type { components, operations } from 'shared/contract-types/operations';
import type { Order } from './model';
import { ApiError } from './errors';
import { isFinal } from './statuses';
import { localDate, localDayStart, STORE_TIMEZONE } from './localTime';

/** The orders list (list-orders): its filters, search, order and pages (docs/spec/part-2-operations-account.md §2, §7). */

type ListOrdersQuery = NonNullable<operations['listOrders']['parameters']['query']>;

/** The list-orders query as read (routes/operations-lists.ts orderFilters): flags as booleans, statuses as a list. */
export type OrderFilters = Omit<ListOrdersQuery, 'to_approve' | 'inprogress' | 'delivery_status' | 'get_total' | 'filter'> & {
  to_approve?: boolean;
  inprogress?: boolean;
  delivery_status?: string[];
};

/** One page of orders; the handler adds `count` (get_total). */
export type OrderPage = Omit<components['schemas']['OrderList'], 'count'>;

const normalise = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

const contains = (haystack: string | null | undefined, needle: string): boolean => !!haystack && normalise(haystack).includes(normalise(needle));

/** One page of a store's orders, newest first, and where the other pages are. */
export function listOrders(orders: readonly Order[], filters: OrderFilters, now: Date, linkFor?: (page: number) => string): OrderPage {
  const tz = filters.timezone ?? STORE_TIMEZONE;
  let rows = orders.slice();
  if (filters.to_approve) rows = rows.filter((o) => o.to_approve);
  if (filters.inprogress) rows = rows.filter((o) => !o.to_approve && !isFinal(o.status.code));
  if (filters.delivery_status?.length) {
    const wanted = new Set(filters.delivery_status.map((s) => s.trim().toUpperCase()).filter(Boolean));
    rows = rows.filter((o) => o.delivery && wanted.has(o.delivery.status.code));
  }
  if (filters.last_hours) {
    const from = now.getTime() - filters.last_hours * 3_600_000;
    rows = rows.filter((o) => Date.parse(o.order_created_at) >= from);
  }
  let startDate: string | null = null;
  let endDate: string | null = null;
  if (filters.start_in || filters.finish_in) {
    startDate = (filters.start_in ?? filters.finish_in!).slice(0, 10);
    endDate = (filters.finish_in ?? filters.start_in!).slice(0, 10);
  } else if (filters.dates_default_interval) {
    endDate = localDate(now, tz);
    startDate = localDate(new Date(localDayStart(endDate, tz).getTime() - (filters.dates_default_interval - 1) * 86_400_000 + 3_600_000), tz);
  }
  if (startDate && endDate) {
    if (startDate > endDate) throw new ApiError(400, 'Período inválido.', ['A data inicial não pode ser posterior a data final']);
    const from = localDayStart(startDate, tz).getTime();
    const to = localDayStart(endDate, tz).getTime() + 86_400_000;
    rows = rows.filter((o) => {
      const t = Date.parse(o.order_created_at);
      return t >= from && t < to;
    });
  }
  const search = filters.multiple_search?.trim();
  if (search) {
    rows = rows.filter(
      (o) =>
        contains(o.short_external_reference, search) ||
        contains(o.external_reference, search) ||
        contains(o.uuid, search) ||
        contains(o.customer.name, search) ||
        contains(o.customer.phone, search) ||
        contains(o.address.formatted, search) ||
        contains(o.delivery?.courier_name, search) ||
        contains(o.delivery?.short_id, search),
    );
  }
  if (filters.courier_name?.trim()) rows = rows.filter((o) => contains(o.delivery?.courier_name, filters.courier_name!));
  if (filters.customer_name?.trim()) rows = rows.filter((o) => contains(o.customer.name, filters.customer_name!));
  if (filters.customer_address?.trim()) rows = rows.filter((o) => contains(o.address.formatted, filters.customer_address!));
  if (filters.customer_number?.trim()) {
    const n = filters.customer_number.trim();
    const digits = n.replace(/\D/g, '');
    rows = rows.filter((o) => o.address.street_number === n || (digits.length >= 4 && o.customer.phone.includes(digits)));
  }
  rows.sort((a, b) => Date.parse(b.order_created_at) - Date.parse(a.order_created_at));

  const limit = filters.limit ?? 20;
  const total = rows.length;
  const lastPage = Math.max(1, Math.ceil(total / limit));
  const page = filters.page ?? 1;
  const data = rows.slice((page - 1) * limit, page * limit);
  return {
    data,
    meta: {
      total,
      per_page: limit,
      current_page: page,
      last_page: lastPage,
      pagination: {
        links: {
          previous: page > 1 && linkFor ? linkFor(Math.min(page - 1, lastPage)) : null,
          next: page < lastPage && linkFor ? linkFor(page + 1) : null,
        },
      },
      start_date: startDate,
      end_date: endDate,
    },
  };
}

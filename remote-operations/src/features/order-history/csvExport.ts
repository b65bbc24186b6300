import { operationsApiFor, type ListOrdersQuery, type Order } from '../../api/operations';
import { fanOut } from 'shared/data';
import { createdAt } from '../common/stores/mergeStores';
import { formatDateTime, formatKm } from '../common/format';
import { paymentName, statusChip } from './historyRules';

const EXPORT_PAGE = 500;
const EXPORT_MAX_PAGES = 40;

/** One spreadsheet row per delivery, with pt-BR headers; with 'Todas as lojas' the store first ('Loja', D14). */
export function csvRow(o: Order, store?: string): Record<string, string> {
  return {
    ...(store === undefined ? {} : { Loja: store }),
    Pedido: o.short_external_reference ?? '',
    Entrega: o.delivery?.short_id ?? '',
    'Criado em': formatDateTime(o.created_at?.date),
    Cliente: o.customer?.name ?? '',
    Telefone: o.customer?.phone ?? '',
    Endereço: o.address?.formatted ?? '',
    Status: statusChip(o).label,
    Entregador: o.delivery?.courier_name ?? '',
    Distância: formatKm(o.delivery?.trip_distance),
    'Valor do pedido': Number(o.final_total_price ?? 0)
      .toFixed(2)
      .replace('.', ','),
    'Valor da entrega': o.delivery
      ? Number(o.delivery.estimated_price ?? 0)
          .toFixed(2)
          .replace('.', ',')
      : '',
    Pagamento: paymentName(o.payments?.[0]?.code),
  };
}

/** The CSV text of orders (papaparse, ';' as Brazilian spreadsheets expect, BOM for accents); `storeOf` adds 'Loja'. */
export async function toCsv(orders: Order[], storeOf?: (order: Order) => string): Promise<string> {
  const Papa = (await import(/* webpackChunkName: "papaparse" */ 'papaparse')).default;
  return `\ufeff${Papa.unparse(
    orders.map((o) => csvRow(o, storeOf?.(o))),
    { delimiter: ';' },
  )}`;
}

/** Every order of the filtered history, page by page: of the selected store, or of the one named. */
export async function fetchAllHistory(query: ListOrdersQuery, store?: string): Promise<Order[]> {
  const api = operationsApiFor(store);
  const all: Order[] = [];
  for (let page = 1; page <= EXPORT_MAX_PAGES; page += 1) {
    const { data } = await fanOut(() => api.listOrders({ ...query, page, limit: EXPORT_PAGE }));
    all.push(...(data.data ?? []));
    if (page >= Number(data.meta?.last_page ?? 1)) break;
  }
  return all;
}

/**
 * Every store's filtered history as one, newest first, each order with its store (D14). A store that fails fails the
 * export: a file silently missing a store would read as complete.
 */
export async function fetchEveryStoreHistory(query: ListOrdersQuery, stores: string[]): Promise<{ orders: Order[]; storeOf: (order: Order) => string }> {
  const parts = await Promise.all(stores.map(async (store) => ({ store, orders: await fetchAllHistory(query, store) })));
  const byOrder = new Map<string, string>();
  for (const part of parts) for (const o of part.orders) if (!byOrder.has(o.uuid)) byOrder.set(o.uuid, part.store);
  const orders = parts
    .flatMap((p) => p.orders.filter((o) => byOrder.get(o.uuid) === p.store))
    .sort((a, b) => createdAt(b) - createdAt(a) || a.uuid.localeCompare(b.uuid));
  return { orders, storeOf: (o) => byOrder.get(o.uuid) ?? '' };
}

export function downloadText(text: string, fileName: string): void {
  const blob = new Blob([text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

import { operationsApi, type ListOrdersQuery, type Order } from '../../api/operations';
import { formatDateTime, formatKm } from '../common/format';
import { paymentName, statusChip } from './historyRules';

const EXPORT_PAGE = 500;
const EXPORT_MAX_PAGES = 40;

/** One spreadsheet row per delivery, with pt-BR headers. */
export function csvRow(o: Order): Record<string, string> {
  return {
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

/** The CSV text of orders (papaparse, ';' as Brazilian spreadsheets expect, BOM for accents). */
export async function toCsv(orders: Order[]): Promise<string> {
  const Papa = (await import(/* webpackChunkName: "papaparse" */ 'papaparse')).default;
  return `\ufeff${Papa.unparse(orders.map(csvRow), { delimiter: ';' })}`;
}

/** Every order of the filtered history, page by page. */
export async function fetchAllHistory(query: ListOrdersQuery): Promise<Order[]> {
  const all: Order[] = [];
  for (let page = 1; page <= EXPORT_MAX_PAGES; page += 1) {
    const { data } = await operationsApi.listOrders({ ...query, page, limit: EXPORT_PAGE });
    all.push(...(data.data ?? []));
    if (page >= Number(data.meta?.last_page ?? 1)) break;
  }
  return all;
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

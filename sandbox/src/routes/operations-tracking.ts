import type { Handler } from '../http/context';
import { escapeHtml } from '../http/html';
import type { Order } from '../domain/model';
import type { Sandbox } from '../domain/sandbox';
import { DELIVERY_STATUSES } from '../domain/statuses';

/**
 * The delivery tracking page behind a delivery's track_url ('/api/box/v2/tracking/<short_id>'): a small
 * pt-BR HTML page with the delivery's status, the courier's first name and the timeline. Every text that
 * comes from data is escaped; the page has no script.
 */

/** Names of the timeline events (order-level events and delivery statuses). */
const EVENT_LABELS: Record<string, string> = {
  TO_APPROVE: 'Pedido aguardando aprovação',
  APPROVED: 'Pedido aprovado',
  PROCESSING: 'Pedido recebido',
  ...Object.fromEntries(Object.entries(DELIVERY_STATUSES).map(([code, ref]) => [code, ref.description])),
};

export const eventLabel = (code: string): string => EVENT_LABELS[code] ?? code;

const firstName = (name: string | null | undefined): string => (name ?? '').trim().split(/\s+/)[0] ?? '';

/** 'DD/MM/AAAA HH:mm' in São Paulo time. */
function formatInstant(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '-';
  return new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

const STYLE = `
body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;margin:0;background:#f5f7fb;color:#1f2937}
main{max-width:560px;margin:32px auto;padding:24px;background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.08)}
h1{font-size:1.4rem;margin:0 0 4px}
.status{font-size:1.1rem;font-weight:600;color:#0b3d91;margin:16px 0 4px}
ol{list-style:none;padding:0;margin:16px 0 0;border-left:2px solid #d0d7e2}
li{padding:0 0 12px 16px;position:relative}
li::before{content:'';position:absolute;left:-6px;top:4px;width:10px;height:10px;border-radius:50%;background:#0b3d91}
time{display:block;color:#6b7280;font-size:.85rem}
.muted{color:#6b7280}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** The tracking page of one order's delivery. */
export function trackingHtml(order: Order, storeName: string): string {
  const delivery = order.delivery!;
  const courier = firstName(delivery.courier_name);
  const timeline = order.status_history
    .map(
      (event) =>
        `<li><span>${escapeHtml(eventLabel(event.new_status))}</span><time datetime="${escapeHtml(event.datetime)}">${escapeHtml(formatInstant(event.datetime))}</time></li>`,
    )
    .join('\n');
  return page(
    `Acompanhe sua entrega #${delivery.short_id}`,
    `<h1>Acompanhe sua entrega</h1>
<p class="muted">Entrega #${escapeHtml(delivery.short_id)} · ${escapeHtml(storeName)}</p>
<p class="status" role="status">${escapeHtml(delivery.status.description)}</p>
<p>${courier ? `Entregador: <strong>${escapeHtml(courier)}</strong>` : 'Ainda estamos procurando um entregador para a sua entrega.'}</p>
<h2>Linha do tempo</h2>
<ol aria-label="Linha do tempo da entrega">
${timeline}
</ol>`,
  );
}

/** The page for a tracking link that leads nowhere (unknown or expired delivery). */
export function trackingNotFoundHtml(): string {
  return page(
    'Entrega não encontrada',
    `<h1>Entrega não encontrada</h1>
<p>Não encontramos uma entrega para este link de acompanhamento. Confira o endereço ou fale com a loja.</p>`,
  );
}

/** Looks the delivery up by short id: { status, html } of the answer. */
export function trackingAnswer(sandbox: Sandbox, shortId: string): { status: 200 | 404; html: string } {
  const found = sandbox.findByDeliveryShortId(shortId);
  if (!found?.order.delivery) return { status: 404, html: trackingNotFoundHtml() };
  return { status: 200, html: trackingHtml(found.order, found.business.fantasy_name) };
}

/** GET /api/box/v2/tracking/{short_id} (public): the HTML page, with headers that keep it inert. */
export const getDeliveryTracking: Handler = ({ params, reply, sandbox }) => {
  const { status, html } = trackingAnswer(sandbox, String((params as { short_id: string }).short_id));
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
  return html;
};

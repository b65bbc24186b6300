import type { operations } from 'shared/contract-types/wallet';
import { defineHandlers, type Handler, type Handlers } from '../http/context';
import { escapeHtml } from '../http/html';
import { forbidden } from '../domain/errors';
import { requirePermission } from '../domain/accounts';
import type { Business } from '../domain/model';
import { EXTRACT_CATEGORIES, spentInLastDays, statementPage } from '../domain/wallet';
import { requireCents } from '../domain/money';
import { creditsOf, findBillet, lastBillet } from '../domain/walletCredits';
import { addCredits } from '../domain/topUpPlacing';
import { MESSAGES } from '../domain/topUpTerms';
import { cardData } from '../domain/cards';
import { STORE_TIMEZONE } from '../domain/localTime';

/**
 * Handlers of shared/contract/wallet.yaml, keyed by operationId: statement, its categories and the last
 * days' usage (wallet.show), saved cards and the last boleto (wallet.show), top-ups (wallet.credit).
 * The rules live in domain/walletCredits.ts, topUpTerms.ts and topUpPlacing.ts.
 */

/** A path's store id must name the call's store (its uuid, or its numeric id). */
function requireSameStore(business: Business, storeId: string): void {
  if (storeId !== business.uuid && storeId !== String(business.id)) throw forbidden(MESSAGES.store);
}

const brDate = (date: string) => date.split('-').reverse().join('/');

function billetPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:24px;color:#1f1f1f;background:#fff}main{max-width:640px;margin:0 auto}
.line{font-family:monospace;font-size:1.1rem;padding:12px;border:1px solid #8c8c8c;border-radius:6px;word-break:break-all}
dt{font-weight:600;margin-top:12px}dd{margin:4px 0 0}</style></head>
<body><main>${body}</main></body></html>`;
}

const jsonHandlers = defineHandlers<Omit<operations, 'viewBillet'>>({
  listExtractCategories: ({ sandbox, scope }) => {
    requirePermission(sandbox, scope().user, 'wallet.show');
    return { data: EXTRACT_CATEGORIES.map((c) => ({ id: c.id, name: c.name })) };
  },

  listStatement: ({ query, sandbox, scope }) => {
    const { business, user } = scope();
    requirePermission(sandbox, user, 'wallet.show');
    requireCents(query, ['filters[value]']);
    return statementPage(sandbox.wallet(business.uuid), {
      page: query.page ?? 1,
      limit: query.limit ?? 15,
      startDate: query['filters[start_date]'],
      endDate: query['filters[end_date]'],
      categoryId: query['filters[category_id]'],
      value: query['filters[value]'],
      withSum: query.extractSum === 1,
      timezone: query.timezone ?? STORE_TIMEZONE,
    });
  },

  statementPerDays: ({ query, sandbox, scope, now }) => {
    const { business, user } = scope();
    requirePermission(sandbox, user, 'wallet.show');
    return spentInLastDays(sandbox.wallet(business.uuid), query.days ?? 7, now());
  },

  addCredits: ({ body, params, reply, sandbox, scope, now }) => {
    const { business, user } = scope();
    requirePermission(sandbox, user, 'wallet.credit');
    requireSameStore(business, params.storeId);
    requireCents(body, ['amount']);
    const answer = addCredits(sandbox, business, body, now());
    reply.code(201);
    return answer;
  },

  listCreditCards: ({ params, sandbox, scope }) => {
    const { business, user } = scope();
    requirePermission(sandbox, user, 'wallet.show');
    requireSameStore(business, params.id);
    return { data: creditsOf(sandbox, business).cards.map(cardData) };
  },

  lastGeneratedBillet: ({ params, sandbox, scope }) => {
    const { business, user } = scope();
    requirePermission(sandbox, user, 'wallet.show');
    requireSameStore(business, params.id);
    return { data: lastBillet(sandbox, business) };
  },
});

/** GET billets/{code}/view (public): the boleto's HTML page, with headers that keep it inert. */
const viewBillet: Handler = ({ params, reply, sandbox }) => {
  const found = findBillet(sandbox, String((params as { code: string }).code));
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
  if (!found) {
    reply.code(404);
    return billetPage('Boleto não encontrado', '<h1>Boleto não encontrado</h1><p>Não encontramos um boleto para este link. Gere um novo boleto no portal.</p>');
  }
  const { billet, business } = found;
  const amount = billet.amount
    .toFixed(2)
    .replace('.', ',')
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return billetPage(
    `Boleto de recarga — ${business.fantasy_name}`,
    `<h1>Boleto de recarga de créditos</h1>
<dl>
<dt>Beneficiário</dt><dd>Box Delivery Pagamentos Ltda</dd>
<dt>Pagador</dt><dd>${escapeHtml(business.company_name)}</dd>
<dt>Valor</dt><dd>R$ ${amount}</dd>
<dt>Vencimento</dt><dd>${brDate(billet.due_date)}</dd>
<dt>Situação</dt><dd>${billet.status === 'PAID' ? 'Pago' : 'Aguardando pagamento'}</dd>
</dl>
<h2>Linha digitável</h2>
<p class="line">${escapeHtml(billet.digitable_line ?? '')}</p>
<p>O pagamento é identificado em até 3 dias úteis e os créditos entram na sua carteira em seguida.</p>`,
  );
};

export const handlers: Handlers = { ...jsonHandlers, viewBillet };

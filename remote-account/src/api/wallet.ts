import { http } from 'shared';
import type { components, operations } from 'shared/contract-types/wallet';
import type { components as commonComponents } from 'shared/contract-types/common';

/**
 * Typed calls of the wallet domain (contract: shared/contract/wallet.yaml): statement and its categories,
 * the last days' usage, saved cards, the last boleto and credit top-ups (Pix, boleto, card). The balance is
 * GET v2/balance (auth.yaml).
 */

type Schemas = components['schemas'];
type JsonAnswer<Op, Status extends number> = Op extends { responses: { [S in Status]: { content: { 'application/json': infer J } } } } ? J : never;
type JsonBody<Op> = Op extends { requestBody: { content: { 'application/json': infer J } } } ? J : never;

export type ExtractCategory = Schemas['ExtractCategory'];
export type WalletStatementLine = commonComponents['schemas']['StatementLine'];
type WalletStatementPage = JsonAnswer<operations['listStatement'], 200>;
type WalletUsage = JsonAnswer<operations['statementPerDays'], 200>;
export type SavedCreditCard = Schemas['CreditCard'];
export type CreditAnswer = Schemas['CreditAnswer'];
export type AddCreditsInput = JsonBody<operations['addCredits']>;

/** Top-up methods of the credits call (docs/spec/part-2-operations-account.md §7). */
export const TOP_UP_TYPE = { card: 1, billet: 2, pix: 4 } as const;

/** The statement's filters (side panel 'Filtros'); dates are local YYYY-MM-DD. */
export interface StatementQuery {
  page: number;
  limit: number;
  startDate?: string | null;
  endDate?: string | null;
  categoryId?: number | null;
  value?: number | null;
  /** Ask for extract_sum (the sum of every selected line). */
  withSum?: boolean;
  timezone?: number;
}

function statementParams(q: StatementQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { page: q.page, limit: q.limit };
  if (q.startDate) params['filters[start_date]'] = q.startDate;
  if (q.endDate) params['filters[end_date]'] = q.endDate;
  if (q.categoryId) params['filters[category_id]'] = q.categoryId;
  if (q.value !== null && q.value !== undefined && q.value > 0) params['filters[value]'] = q.value;
  if (q.withSum) params.extractSum = 1;
  if (q.timezone !== undefined) params.timezone = q.timezone;
  return params;
}

const store = (id: string) => encodeURIComponent(id);

export const walletApi = {
  /** GET v2/balance: data.balance (and postpaid). */
  balance: () => http.get<{ data: { balance: number; postpaid?: boolean } }>('v2/balance', { flow: 'box' }),

  categories: () => http.get<JsonAnswer<operations['listExtractCategories'], 200>>('v2/extract-categories', { flow: 'box', params: { isLogisticx: true } }),

  statement: (query: StatementQuery) => http.get<WalletStatementPage>('v2/extract', { flow: 'box', params: statementParams(query) }),

  /** Credit used in the last `days` days (total_withdraw). */
  usage: (days = 7) => http.get<WalletUsage>('v2/extract/perDays', { flow: 'box', params: { days } }),

  creditCards: (storeId: string) =>
    http.get<JsonAnswer<operations['listCreditCards'], 200>>(`payment-service/v1/credit-cards/${store(storeId)}`, {
      flow: 'box',
      params: { isLogisticx: true },
    }),

  lastBillet: (storeId: string) =>
    http.get<JsonAnswer<operations['lastGeneratedBillet'], 200>>(`payment-service/v1/billets/last-generated/${store(storeId)}`, { flow: 'box' }),

  /**
   * A top-up: type 4 Pix, 2 boleto, 1 card (with instant-buy-key for a saved card or creditCard for a new one). It goes
   * as the store it names, with that store's token: one sent again after a store switch is still that store's.
   */
  addCredits: (storeId: string, input: AddCreditsInput) =>
    http.post<CreditAnswer>(`payment-service/v1/logisticx/credits/${store(storeId)}`, input, { flow: 'box', store: storeId }),
};

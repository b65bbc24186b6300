import type { components } from 'shared/contract-types/wallet';
import type { StatementLine } from './model';
import { round2 } from './random';
import { unprocessable } from './errors';
import { addDays, localDate, localDayStart } from './localTime';

export const EXTRACT_CATEGORIES: readonly components['schemas']['ExtractCategory'][] = [
  { id: 1, name: 'Recarga' },
  { id: 2, name: 'Entrega' },
  { id: 3, name: 'Estorno' },
  { id: 4, name: 'Ajuste' },
];

export const CATEGORY = { credit: 1, delivery: 2, refund: 3, adjustment: 4 } as const;

/**
 * The wallet of one business: a balance and its statement. Every credit and every delivery debit is a
 * statement line whose `balance` is the balance right after it, so the last line's balance is the balance.
 */
export class Wallet {
  private lines: StatementLine[] = [];
  private nextId = 1;
  private current = 0;

  constructor(readonly postpaid: () => boolean) {}

  get balance(): number {
    return this.current;
  }

  /** Lines, newest first. */
  statement(): StatementLine[] {
    return [...this.lines].sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id));
  }

  /** Postpaid businesses may always spend; prepaid ones up to their balance. */
  canSpend(amount: number): boolean {
    return this.postpaid() || round2(this.current - amount) >= 0;
  }

  credit(amount: number, description: string, at: Date, category: number = CATEGORY.credit, orderUuid: string | null = null): StatementLine {
    return this.add(round2(Math.abs(amount)), description, at, category, orderUuid);
  }

  debit(amount: number, description: string, at: Date, category: number = CATEGORY.delivery, orderUuid: string | null = null): StatementLine {
    return this.add(-round2(Math.abs(amount)), description, at, category, orderUuid);
  }

  /**
   * Replaces the statement by seeded lines (oldest first) whose running balance ends at `finalBalance`.
   * Values are signed; the opening balance is derived so that the sum matches.
   */
  seed(entries: { value: number; description: string; at: Date; category: number; orderUuid: string | null }[], finalBalance: number): void {
    const sorted = [...entries].sort((a, b) => a.at.getTime() - b.at.getTime());
    const total = round2(sorted.reduce((sum, e) => sum + e.value, 0));
    this.lines = [];
    this.nextId = 1;
    this.current = round2(finalBalance - total);
    for (const e of sorted) this.add(e.value, e.description, e.at, e.category, e.orderUuid);
    this.current = round2(finalBalance);
  }

  /** Sum of debits (as a positive number) since `since`. */
  spentSince(since: Date): number {
    const from = since.toISOString();
    return round2(-this.lines.filter((l) => l.created_at >= from && l.value < 0).reduce((sum, l) => sum + l.value, 0));
  }

  private add(value: number, description: string, at: Date, category: number, orderUuid: string | null): StatementLine {
    this.current = round2(this.current + value);
    const line: StatementLine = {
      id: this.nextId++,
      created_at: at.toISOString(),
      business_description: description,
      value: round2(value),
      balance: this.current,
      category_id: category,
      order_uuid: orderUuid,
    };
    this.lines.push(line);
    return line;
  }
}

/** The statement query as read (routes/wallet.ts): its defaults applied. */
export interface StatementFilters {
  page: number;
  limit: number;
  startDate?: string;
  endDate?: string;
  categoryId?: number;
  value?: number;
  withSum: boolean;
  timezone: number;
}

/** One page of the statement (newest first) with the filters of the side panel. */
export function statementPage(wallet: Wallet, f: StatementFilters) {
  if (f.startDate && f.endDate && f.startDate > f.endDate) {
    throw unprocessable('Período inválido.', ['A data inicial deve ser anterior ou igual à data final.']);
  }
  const from = f.startDate ? localDayStart(f.startDate, f.timezone).toISOString() : null;
  const until = f.endDate ? localDayStart(addDays(f.endDate, 1), f.timezone).toISOString() : null;
  const cents = f.value === undefined ? null : Math.round(f.value * 100);
  const selected = wallet
    .statement()
    .filter(
      (line) =>
        (!from || line.created_at >= from) &&
        (!until || line.created_at < until) &&
        (f.categoryId === undefined || line.category_id === f.categoryId) &&
        (cents === null || Math.abs(Math.round(line.value * 100)) === cents),
    );
  const total = selected.length;
  const totalPages = Math.max(1, Math.ceil(total / f.limit));
  const data = selected.slice((f.page - 1) * f.limit, f.page * f.limit);
  const sum = f.withSum ? round2(selected.reduce((s, l) => s + Math.round(l.value * 100), 0) / 100) : null;
  return {
    data,
    extract_sum: sum,
    meta: { pagination: { total, count: data.length, per_page: f.limit, current_page: f.page, total_pages: totalPages } },
  };
}

/** Debits (as a positive sum) over the last `days` local days, today included. */
export function spentInLastDays(wallet: Wallet, days: number, now: Date) {
  const start = localDayStart(addDays(localDate(now), -(days - 1)));
  return { total_withdraw: wallet.spentSince(start), days, start_date: start.toISOString() };
}

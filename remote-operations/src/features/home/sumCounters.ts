import type { OrderList } from '../../api/operations';

/** One store's answer for one counter: its number, or null while it has not answered (failed, or not yet). */
export type StoreCount = number | null;

/** The number a counter's read gives: the answer's count (part-1 §3), else its total, else the rows it brought. */
export const countOf = (data: OrderList | undefined): StoreCount => (data ? Number(data.count ?? data.meta?.total ?? data.data?.length ?? 0) : null);

/**
 * A counter over every store (D14): the sum of the stores that answered, and how many did. A store that has not
 * answered adds nothing and is never read as 0: the page says the sum is partial and marks that store '—'.
 */
export function sumCounts(counts: StoreCount[]): { sum: number | null; answered: number } {
  const known = counts.filter((c): c is number => c !== null);
  return { sum: known.length ? known.reduce((a, b) => a + b, 0) : null, answered: known.length };
}

import type { OrderList } from '../../api/operations';
import { countOf, sumCounts } from './sumCounters';

describe("'Todas as lojas': the dashboard's sums", () => {
  it('adds up the stores that answered and says how many did', () => {
    expect(sumCounts([3, 0, 4])).toEqual({ sum: 7, answered: 3 });
    expect(sumCounts([3, null, 4])).toEqual({ sum: 7, answered: 2 });
    expect(sumCounts([null, null])).toEqual({ sum: null, answered: 0 });
  });

  it('reads a store that has not answered as unknown, never as 0', () => {
    expect(countOf(undefined)).toBeNull();
    expect(countOf({ data: [], meta: { total: 0 } } as unknown as OrderList)).toBe(0);
    expect(countOf({ data: [], meta: { total: 12 } } as unknown as OrderList)).toBe(12);
  });

  it("reads the answer's count first (part-1 §3), as get_total=1 answers it", () => {
    expect(countOf({ data: [], meta: { total: 12 }, count: 7 } as unknown as OrderList)).toBe(7);
    expect(countOf({ data: [], meta: { total: 0 }, count: 0 } as unknown as OrderList)).toBe(0);
  });
});

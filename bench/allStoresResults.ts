/**
 * 'Todas as lojas' results (docs/decisions.md D14): bench/results/all-stores.json, written by `pnpm bench` (and by
 * `pnpm bench -- --only all-stores`), checked by allStoresBudgets.test.ts.
 */
import type { AllStoresHeapSample, AllStoresSample } from './allStores';
import { FAN_OUT_LIMIT } from './config';
import { median, pairedRatio } from './stats';

export interface AllStoresFigures {
  stores: number;
  oneStoreBoardMs: (number | null)[];
  allStoresBoardMs: (number | null)[];
  allStoresBoardCompleteMs: (number | null)[];
  allStoresDashboardMs: (number | null)[];
  /** allStoresBoard / oneStoreBoard, run by run, median. */
  boardRatio: number | null;
  maxListReadsInFlight: (number | null)[];
}

export interface AllStoresResults {
  generatedAt: string;
  runs: number;
  profile: { latencyMs: number; downloadBitsPerSecond: number; cpuSlowdown: number };
  franchises: AllStoresFigures[];
  heap: { stores: number; afterFirstBytes: (number | null)[]; afterHourBytes: (number | null)[]; refreshesObserved: number[]; cycles: number };
  errors: string[];
}

export function summarizeAllStores(
  samples: AllStoresSample[],
  heap: AllStoresHeapSample[],
  profile: AllStoresResults['profile'],
  cycles: number,
): AllStoresResults {
  const sizes = [...new Set(samples.map((s) => s.stores))];
  return {
    generatedAt: new Date().toISOString(),
    runs: Math.min(...sizes.map((n) => samples.filter((s) => s.stores === n).length)),
    profile,
    franchises: sizes.map((stores) => {
      const mine = samples.filter((s) => s.stores === stores);
      return {
        stores,
        oneStoreBoardMs: mine.map((s) => s.oneStoreBoardMs),
        allStoresBoardMs: mine.map((s) => s.allStoresBoardMs),
        allStoresBoardCompleteMs: mine.map((s) => s.allStoresBoardCompleteMs),
        allStoresDashboardMs: mine.map((s) => s.allStoresDashboardMs),
        boardRatio: pairedRatio(
          mine.map((s) => s.allStoresBoardMs),
          mine.map((s) => s.oneStoreBoardMs),
        ),
        maxListReadsInFlight: mine.map((s) => s.maxListReadsInFlight),
      };
    }),
    heap: {
      stores: heap[0]?.stores ?? 0,
      afterFirstBytes: heap.map((h) => h.afterFirstBytes),
      afterHourBytes: heap.map((h) => h.afterHourBytes),
      refreshesObserved: heap.map((h) => h.refreshesObserved),
      cycles,
    },
    errors: [...samples.flatMap((s) => s.errors), ...heap.flatMap((h) => h.errors)],
  };
}

const MB = 1024 * 1024;

/** The heap's growth over the hour, run by run, median (bytes). */
export function heapGrowth(r: AllStoresResults): number | null {
  const growth = r.heap.afterHourBytes.map((after, i) => {
    const first = r.heap.afterFirstBytes[i];
    return after === null || first === null || first === undefined ? null : after - first;
  });
  return median(growth);
}

export interface AllStoresBudget {
  name: string;
  check: (r: AllStoresResults) => { value: string; ok: boolean | null };
}

const fifty = (r: AllStoresResults) => r.franchises.find((f) => f.stores === 50);

export const ALL_STORES_BUDGETS: AllStoresBudget[] = [
  {
    name: "mobile network: 'Todas as lojas' board of 50 stores usable in ≤ 2.5× one store's time",
    check: (r) => {
      const ratio = fifty(r)?.boardRatio ?? null;
      return { value: ratio === null ? 'n/a' : `${ratio.toFixed(2)}×`, ok: ratio === null ? null : ratio <= 2.5 };
    },
  },
  {
    name: `at most ${FAN_OUT_LIMIT} list reads in flight at once, at 3 and at 50 stores`,
    check: (r) => {
      const most = r.franchises.flatMap((f) => f.maxListReadsInFlight).filter((x): x is number => x !== null);
      if (!most.length) return { value: 'n/a', ok: null };
      return { value: String(Math.max(...most)), ok: Math.max(...most) <= FAN_OUT_LIMIT };
    },
  },
  {
    name: 'an hour of 60 s refreshes of the 50-store board grows the JS heap by ≤ 5 MB',
    check: (r) => {
      const growth = heapGrowth(r);
      return { value: growth === null ? 'n/a' : `${(growth / MB).toFixed(2)} MB`, ok: growth === null ? null : growth <= 5 * MB };
    },
  },
];

/**
 * The performance budgets (docs/performance.md, 'Budgets'). One list, read by the table `pnpm bench`
 * prints and by budgets.test.ts, which checks them against the committed results file.
 */
import { MENU_VISITS } from './config';
import type { BenchResults } from './results';

const KB = 1024;

export interface Budget {
  name: string;
  /** The measured figure, formatted, and whether it keeps the budget (null: not measured). */
  check: (r: BenchResults) => { value: string; ok: boolean | null };
}

const kb = (bytes: number | null) => (bytes === null ? 'n/a' : `${(bytes / KB).toFixed(1)} KB`);
const times = (x: number | null) => (x === null ? 'n/a' : `${x.toFixed(2)}×`);

function atMost(value: number | null, limit: number): boolean | null {
  return value === null ? null : value <= limit;
}

export const STATEFUL_PACKAGES = ['react', 'react-dom', 'antd', 'jotai', 'session store'];

export const BUDGETS: Budget[] = [
  {
    name: "'/' JS gzip ≤ 300 KB",
    check: (r) => ({ value: kb(r.federated.firstLoad.jsBytes.median), ok: atMost(r.federated.firstLoad.jsBytes.median, 300 * KB) }),
  },
  {
    name: "'/' JS gzip ≤ 140 KB",
    check: (r) => ({ value: kb(r.federated.firstLoad.jsBytes.median), ok: atMost(r.federated.firstLoad.jsBytes.median, 140 * KB) }),
  },
  {
    name: "No antd, icon base, formik, axios or dayjs on '/'",
    check: (r) => {
      const runs = r.federated.firstLoadPackages;
      if (!runs?.length) return { value: 'not measured', ok: null };
      const fetched = [...new Set(runs.flat())];
      return { value: fetched.length ? fetched.join(', ') : 'none, every run', ok: fetched.length === 0 };
    },
  },
  {
    name: '/pages/home after sign-in, JS gzip in total ≤ 550 KB',
    check: (r) => ({ value: kb(r.federated.home.jsBytes.median), ok: atMost(r.federated.home.jsBytes.median, 550 * KB) }),
  },
  {
    name: 'React, react-dom, antd, jotai, session store fetched once per load',
    check: (r) => {
      const runs = r.federated.singletons;
      const counts = STATEFUL_PACKAGES.map((p) => `${p} ${[...new Set(runs.map((run) => run[p]))].join('/')}`);
      const ok = runs.length > 0 && runs.every((run) => STATEFUL_PACKAGES.every((p) => run[p] === 1));
      return { value: counts.join(', '), ok: runs.length ? ok : null };
    },
  },
  {
    name: 'federated / single-bundle JS bytes to dashboard ≤ 1.15×',
    check: (r) => ({ value: times(r.ratios.homeJsBytes), ok: atMost(r.ratios.homeJsBytes, 1.15) }),
  },
  {
    // Every page, not only the dashboard: a remote's first visit must not cost more than in one bundle.
    name: 'federated / single-bundle JS bytes at the first visit of each menu page ≤ 1.15×',
    check: (r) => {
      const ratios = MENU_VISITS.map((visit) => {
        const f = r.federated.menuVisits[visit.path]?.jsBytes.median ?? null;
        const m = r.monolith.menuVisits[visit.path]?.jsBytes.median ?? null;
        // A page that needs no JS the pages before it did not fetch costs nothing more in either build.
        const ratio = f === null || m === null ? null : m === 0 ? (f === 0 ? 1 : Number.POSITIVE_INFINITY) : f / m;
        return { path: visit.path, ratio };
      });
      if (ratios.some((x) => x.ratio === null)) return { value: 'n/a', ok: null };
      const worstFirst = [...ratios].sort((a, b) => (b.ratio ?? 0) - (a.ratio ?? 0));
      return { value: worstFirst.map((x) => `${x.path} ${times(x.ratio)}`).join(', '), ok: worstFirst.every((x) => (x.ratio ?? 0) <= 1.15) };
    },
  },
  {
    name: "federated / single-bundle time 'Entrar' → dashboard ≤ 1.2×",
    check: (r) => ({ value: times(r.ratios.dashboardMs), ok: atMost(r.ratios.dashboardMs, 1.2) }),
  },
  {
    // No federation penalty on a mobile network either (config.ts MOBILE_PROFILE).
    name: 'mobile network: federated / single-bundle time to a usable sign-in form ≤ 1.05×',
    check: (r) => ({ value: times(r.mobile?.ratios.signInUsableMs ?? null), ok: atMost(r.mobile?.ratios.signInUsableMs ?? null, 1.05) }),
  },
  {
    name: "mobile network: federated / single-bundle time 'Entrar' → dashboard ≤ 1.05×",
    check: (r) => ({ value: times(r.mobile?.ratios.dashboardMs ?? null), ok: atMost(r.mobile?.ratios.dashboardMs ?? null, 1.05) }),
  },
  {
    // The second day (repeatVisit.ts): the service worker's cache, on the same mobile network.
    name: 'mobile network, second day: time to a usable sign-in form ≤ 0.5× the first visit',
    check: (r) => ({ value: times(r.repeatVisit?.ratios.signInUsableMs ?? null), ok: atMost(r.repeatVisit?.ratios.signInUsableMs ?? null, 0.5) }),
  },
  {
    name: "mobile network, second day: time 'Entrar' → dashboard ≤ 0.7× the first visit",
    check: (r) => ({ value: times(r.repeatVisit?.ratios.dashboardMs ?? null), ok: atMost(r.repeatVisit?.ratios.dashboardMs ?? null, 0.7) }),
  },
  {
    name: "'Carregar mais' at 1,000 rows ≤ 2× at 20 rows",
    check: (r) => ({ value: times(r.liveOrders.ratio), ok: atMost(r.liveOrders.ratio, 2) }),
  },
  {
    name: 'JS heap after 30 refresh cycles within 10% of after the first',
    check: (r) => ({
      value: r.heap.ratio === null ? 'n/a' : `${((r.heap.ratio - 1) * 100).toFixed(1)}%`,
      ok: r.heap.ratio === null ? null : Math.abs(r.heap.ratio - 1) <= 0.1,
    }),
  },
  {
    name: 'production build of all apps < 60 s',
    check: (r) => ({
      value: r.build.federatedSeconds === null ? 'n/a' : `${r.build.federatedSeconds.toFixed(1)} s`,
      ok: r.build.federatedSeconds === null ? null : r.build.federatedSeconds < 60,
    }),
  },
];

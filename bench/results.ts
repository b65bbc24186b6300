/**
 * The shape of bench/results/latest.json: medians over the runs, plus each run's raw figures
 * so that a reader can see the spread. Written by run.ts, read by budgets.test.ts and the docs.
 */
import type { JsFile, LoadFigures } from './network';

export interface Spread {
  median: number | null;
  min: number | null;
  max: number | null;
  samples: (number | null)[];
}

export interface LoadMedians {
  jsBytes: Spread;
  jsRequests: Spread;
  requests: Spread;
}

export interface VariantResults {
  /** '/' up to the sign-in form being usable (and the network quiet). */
  firstLoad: LoadMedians;
  /** '/' → sign-in → dashboard: everything the page load fetched. */
  home: LoadMedians;
  /** What signing in added on top of the first load. */
  signInToHome: LoadMedians;
  /** First visit of each remote's main page from the side menu (what it fetched, and click → shown). */
  menuVisits: Record<string, LoadMedians & { ms: Spread }>;
  signInUsableMs: Spread;
  dashboardMs: Spread;
  /** Per run: how many times each stateful package was fetched by the page load. */
  singletons: Record<string, number>[];
  /** Per run: which of antd, the icon base, formik, axios and dayjs the first load of '/' fetched (none: docs/decisions.md, 'The first screen before antd'). */
  firstLoadPackages?: string[][];
  /** The first run's JS files, largest first: what the first load and the sign-in fetched (bytes gzip). */
  files?: { firstLoad: JsFile[]; signInToHome: JsFile[] };
}

export interface BenchResults {
  generatedAt: string;
  runs: number;
  machine: { cpus: number; loadAverageAtStart: number[]; node: string; chromium: string };
  build: {
    /** Wall time of the five production builds, two at a time (`npm run build`). */
    federatedSeconds: number | null;
    monolithSeconds: number | null;
  };
  federated: VariantResults;
  /** The same source built as one ordinary app (bench/monolith), measured in the same runs. */
  monolith: VariantResults;
  /** Federated / single-bundle, run by run, median. */
  ratios: {
    homeJsBytes: number | null;
    firstLoadJsBytes: number | null;
    dashboardMs: number | null;
    signInUsableMs: number | null;
  };
  /** The same journey to the dashboard on the mobile network (config.ts MOBILE_PROFILE). */
  mobile: {
    profile: { latencyMs: number; downloadBitsPerSecond: number; uploadBitsPerSecond: number; cpuSlowdown: number };
    federated: { signInUsableMs: Spread; dashboardMs: Spread };
    monolith: { signInUsableMs: Spread; dashboardMs: Spread };
    /** Federated / single-bundle, run by run, median. */
    ratios: { signInUsableMs: number | null; dashboardMs: number | null };
  };
  /**
   * The second day on the mobile network (repeatVisit.ts): a first visit, then the same browser again with the service
   * worker's cache. Optional: results written before the worker have none.
   */
  repeatVisit?: {
    first: { signInUsableMs: Spread; dashboardMs: Spread };
    repeat: { signInUsableMs: Spread; dashboardMs: Spread };
    /** Repeat / first visit, run by run, median. */
    ratios: { signInUsableMs: number | null; dashboardMs: number | null };
  };
  liveOrders: {
    stepAt20Ms: Spread;
    stepAt1000Ms: Spread;
    /** stepAt1000 / stepAt20, run by run, median. */
    ratio: number | null;
    rowsLoaded: number[];
  };
  heap: {
    afterFirstBytes: Spread;
    after30Bytes: Spread;
    /** after30 / afterFirst, run by run, median. */
    ratio: number | null;
    refreshesObserved: number[];
  };
  /** Everything that went wrong in a run (a step that could not be measured records null and a reason here). */
  errors: string[];
}

export type { JsFile, LoadFigures };

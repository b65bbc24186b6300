/** Counts what a page fetched: requests, JS files and the JS bytes as transferred (encoded, i.e. gzip). */
import type { Page, Request } from '@playwright/test';

/** One JS file a phase fetched: its address (origin and path) and its bytes as transferred. */
export interface JsFile {
  url: string;
  bytes: number;
}

export interface LoadFigures {
  /** JS bytes as transferred (the encoded body: gzip when the server compresses). */
  jsBytes: number;
  jsRequests: number;
  /** Every request of the phase: documents, JS, JSON, API calls, images. */
  requests: number;
}

interface Entry {
  url: string;
  js: boolean;
  bytes: number;
  phase: number;
}

const isJs = (request: Request) => request.resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(request.url()).pathname);

export class NetworkTracker {
  private entries: Entry[] = [];
  private pending = new Set<Promise<void>>();
  private inflight = 0;
  private lastActivity = performance.now();
  private phase = 0;

  constructor(page: Page) {
    page.on('request', () => {
      this.inflight += 1;
      this.lastActivity = performance.now();
    });
    const done = (request: Request, failed: boolean) => {
      this.inflight = Math.max(0, this.inflight - 1);
      this.lastActivity = performance.now();
      const phase = this.phase;
      const work = (failed ? Promise.resolve({ responseBodySize: 0 }) : request.sizes())
        .then((sizes) => {
          this.entries.push({ url: request.url(), js: isJs(request), bytes: sizes.responseBodySize, phase });
        })
        .catch(() => {
          this.entries.push({ url: request.url(), js: isJs(request), bytes: 0, phase });
        });
      this.pending.add(work);
      void work.finally(() => this.pending.delete(work));
    };
    page.on('requestfinished', (request) => done(request, false));
    page.on('requestfailed', (request) => done(request, true));
  }

  /** Starts a new phase; figures(sinceMark) then counts only what came after it. */
  mark(): number {
    this.phase += 1;
    return this.phase;
  }

  /** Waits until no request has been in flight for `quietMs`. */
  async quiet(quietMs = 500, timeoutMs = 30_000): Promise<void> {
    const until = performance.now() + timeoutMs;
    while (performance.now() < until) {
      if (this.inflight === 0 && performance.now() - this.lastActivity >= quietMs) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await Promise.all([...this.pending]);
  }

  figures(fromPhase = 0): LoadFigures {
    const entries = this.entries.filter((e) => e.phase >= fromPhase);
    const js = entries.filter((e) => e.js);
    return { jsBytes: js.reduce((sum, e) => sum + e.bytes, 0), jsRequests: js.length, requests: entries.length };
  }

  /** The JS files of the phases from `fromPhase` on, largest first (what each byte of a budget is). */
  jsFiles(fromPhase = 0): JsFile[] {
    return this.entries
      .filter((e) => e.js && e.phase >= fromPhase)
      .map((e) => ({ url: e.url, bytes: e.bytes }))
      .sort((a, b) => b.bytes - a.bytes);
  }

  jsUrls(fromPhase = 0): string[] {
    return this.entries.filter((e) => e.js && e.phase >= fromPhase).map((e) => e.url);
  }
}

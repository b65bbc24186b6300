import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints the closing lines CI reads: 'N passed, N failed' (and skipped), and every test that passed only on its retry,
 * by name: CI keeps one retry so a flake does not hide the rest of the run, but a retried test is a defect to fix.
 */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;
  /** Fault-sweep cases per route (last attempt wins on retries). */
  private sweep = new Map<string, { cases: number; held: number }>();
  /** Tests that needed their retry: 'file:line › title'. */
  private retried: string[] = [];
  /** Time per file, every attempt counted: where the suite's minutes go (docs/performance.md, 'The test run'). */
  private fileMs = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult): void {
    for (const annotation of result.annotations ?? []) {
      if (annotation.type !== 'fault-sweep' || !annotation.description) continue;
      const { route, cases, held } = JSON.parse(annotation.description) as { route: string; cases: number; held: number };
      this.sweep.set(route, { cases, held });
    }
    const file = test.location.file.split('/tests/').pop()!;
    this.fileMs.set(file, (this.fileMs.get(file) ?? 0) + result.duration);
    if (result.retry > 0 && result.status === 'passed') {
      this.retried.push(`${file}:${test.location.line} › ${test.title}`);
    }
    if (result.status === 'skipped') this.skipped += 1;
    else if (test.outcome() === 'expected' || test.outcome() === 'flaky') {
      if (result.status === 'passed') this.passed += 1;
    } else if (result.retry === test.retries || result.status === 'passed') {
      this.failed += result.status === 'passed' ? 0 : 1;
    }
  }

  onEnd(): void {
    if (this.sweep.size) {
      const totals = [...this.sweep.values()].reduce((sum, r) => ({ cases: sum.cases + r.cases, held: sum.held + r.held }), { cases: 0, held: 0 });
      process.stdout.write(`\nfault sweep: ${this.sweep.size} routes, ${totals.cases} route × call × fault cases, ${totals.held} held\n`);
    }
    const retried = this.retried.length ? `, ${this.retried.length} passed only on retry` : '';
    process.stdout.write(`\ne2e: ${this.passed} passed, ${this.failed} failed${this.skipped ? `, ${this.skipped} skipped` : ''}${retried}\n`);
    for (const name of this.retried) process.stdout.write(`  retried: ${name}\n`);
    const slowest = [...this.fileMs].sort((a, b) => b[1] - a[1]).slice(0, 12);
    if (slowest.length > 1) {
      process.stdout.write('slowest files (test time, both workers summed):\n');
      for (const [file, ms] of slowest) process.stdout.write(`  ${(ms / 1000).toFixed(0).padStart(5)} s  ${file}\n`);
    }
  }
}

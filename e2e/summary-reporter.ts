import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Lines of a failed attempt's page snapshot printed: enough to see which screen the page was on. */
const SNAPSHOT_LINES = 40;

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
  /** What the page showed when an attempt failed: CI keeps only its log, not the test-results folder. */
  private snapshots: string[] = [];

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
    if (result.status === 'failed' || result.status === 'timedOut') this.keepSnapshot(`${file}:${test.location.line} › ${test.title}`, result);
    if (result.status === 'skipped') this.skipped += 1;
    else if (test.outcome() === 'expected' || test.outcome() === 'flaky') {
      if (result.status === 'passed') this.passed += 1;
    } else if (result.retry === test.retries || result.status === 'passed') {
      this.failed += result.status === 'passed' ? 0 : 1;
    }
  }

  /** The page's accessibility snapshot Playwright wrote into the attempt's error context (error-context.md), cut to its first lines. */
  private keepSnapshot(name: string, result: TestResult): void {
    const context = result.attachments.find((attachment) => attachment.name === 'error-context' && attachment.path);
    if (!context?.path) return;
    let text: string;
    try {
      text = readFileSync(context.path, 'utf8');
    } catch {
      return;
    }
    // The first YAML block: the failed matcher's own snapshot, or the page's ('# Page snapshot').
    const snapshot = /```yaml\n([\s\S]*?)\n```/.exec(text)?.[1];
    if (!snapshot) return;
    const lines = snapshot.split('\n');
    const shown = lines.slice(0, SNAPSHOT_LINES).join('\n');
    const more = lines.length > SNAPSHOT_LINES ? `\n  … ${lines.length - SNAPSHOT_LINES} more lines` : '';
    this.snapshots.push(`${name}${result.retry ? ` (retry ${result.retry})` : ''}:\n${shown}${more}`);
  }

  onEnd(): void {
    for (const snapshot of this.snapshots) process.stdout.write(`\nthe page when this attempt failed, ${snapshot}\n`);
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

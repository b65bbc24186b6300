import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Prints the closing line CI reads: 'N passed, N failed' (and skipped). */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'skipped') this.skipped += 1;
    else if (test.outcome() === 'expected' || test.outcome() === 'flaky') {
      if (result.status === 'passed') this.passed += 1;
    } else if (result.retry === test.retries || result.status === 'passed') {
      this.failed += result.status === 'passed' ? 0 : 1;
    }
  }

  onEnd(): void {
    process.stdout.write(`\ne2e: ${this.passed} passed, ${this.failed} failed${this.skipped ? `, ${this.skipped} skipped` : ''}\n`);
  }
}

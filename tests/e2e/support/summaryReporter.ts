/**
 * Ends the end-to-end run with one plain summary line ("e2e: N passed, N failed, N skipped") that CI
 * logs and people can read at a glance, after Playwright's own list output.
 */
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class SummaryReporter implements Reporter {
  private readonly outcomes = new Map<string, ReturnType<TestCase['outcome']>>();

  onTestEnd(test: TestCase, _result: TestResult): void {
    this.outcomes.set(test.id, test.outcome());
  }

  onEnd(_result: FullResult): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const outcome of this.outcomes.values()) {
      if (outcome === 'expected' || outcome === 'flaky') counts.passed += 1;
      else if (outcome === 'skipped') counts.skipped += 1;
      else counts.failed += 1;
    }
    console.log(`\ne2e: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  }

  printsToStdio(): boolean {
    return true;
  }
}

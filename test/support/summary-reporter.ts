import type { Reporter, SerializedError, TestModule } from 'vitest/node';

/**
 * Ends every run with one plain line, `tests: N passed, N failed, N skipped`, for CI logs. A test
 * file that could not run or whose hook failed, or an error outside any test, counts as a failure.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): void {
    const counts = { passed: 0, failed: unhandledErrors.length, skipped: 0 };
    for (const module of testModules) {
      let failedHere = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') failedHere++;
        else counts.skipped++;
      }
      // A file that failed with no failed test (it could not load, or a hook failed and its tests
      // were skipped) is one failure.
      counts.failed += module.state() === 'failed' && failedHere === 0 ? 1 : failedHere;
    }
    process.stdout.write(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
  }
}

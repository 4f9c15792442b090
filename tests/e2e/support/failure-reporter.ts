/**
 * Prints, for each failed test, what its pages went through (the `browser-log` attachment of
 * tests/e2e/support/test.ts: console errors, uncaught errors, failed requests, the pages' final
 * accessibility snapshots). The list reporter names the files only; in CI the log is all there is.
 */
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const limit = 6_000;

export default class FailureReporter implements Reporter {
  printsToStdio(): boolean {
    return true;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === test.expectedStatus || result.status === 'skipped') return;
    const log = result.attachments.find((attachment) => attachment.name === 'browser-log');
    if (!log?.body) return;
    let text = log.body.toString('utf8');
    if (text.length > limit)
      text = `${text.slice(0, limit)}\n… (${text.length - limit} more characters)`;
    const title = test.titlePath().filter(Boolean).join(' › ');
    process.stdout.write(
      `\n── browser log of failed attempt #${result.retry + 1}: ${title}\n${text}\n──\n`,
    );
  }
}

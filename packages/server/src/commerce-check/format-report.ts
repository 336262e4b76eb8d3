import type { CheckReport } from './check-failure.js';

/** The report as lines for a terminal: every failure with the request that exposed it, then the tally. */
export function formatCheckReport(report: CheckReport): string[] {
  const lines: string[] = [];
  for (const failure of report.failures) {
    const { method, path, body } = failure.request;
    lines.push(
      `FAIL ${failure.check}`,
      `  request:  ${method} ${path}${body === undefined ? '' : ` ${JSON.stringify(body)}`}`,
      `  expected: ${failure.expected}`,
      `  got:      ${failure.got}`,
    );
  }
  for (const skipped of report.skipped) lines.push(`skipped: ${skipped}`);
  lines.push(
    report.failures.length ? `${report.failures.length} of ${report.passed + report.failures.length} checks failed` : `${report.passed} checks passed`,
  );
  return lines;
}

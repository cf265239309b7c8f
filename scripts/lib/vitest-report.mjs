// Reads the counts out of vitest's JSON reporter output (the Jest-compatible format).
import { existsSync, readFileSync } from 'node:fs';

/**
 * { passed, failed, skipped, total, note } for one vitest run. A run that exited non-zero without a failed
 * test (a file that does not import, an unhandled error, a crash before the report) counts as one failure,
 * so a broken suite can never look green.
 */
export function countVitestResults(reportFile, exitStatus) {
  const report = readReport(reportFile);
  if (!report) {
    return { passed: 0, failed: 1, skipped: 0, total: 0, note: `no JSON report (exit ${exitStatus})` };
  }
  const counts = {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    total: report.numTotalTests ?? 0,
    note: '',
  };
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !hasFailedTest(file),
  );
  if (brokenFiles.length > 0) {
    counts.failed += brokenFiles.length;
    counts.note = `${brokenFiles.length} test file(s) failed outside any test`;
  } else if (exitStatus !== 0 && counts.failed === 0) {
    counts.failed = 1;
    counts.note = `vitest exited with ${exitStatus} without a failed test`;
  }
  return counts;
}

function readReport(reportFile) {
  if (!existsSync(reportFile)) return null;
  try {
    return JSON.parse(readFileSync(reportFile, 'utf8'));
  } catch {
    return null;
  }
}

function hasFailedTest(file) {
  return (file.assertionResults ?? []).some((test) => test.status === 'failed');
}

/** The per-row report of bulk-issue: the server lists each certificate it skipped, with why. */
import type { CourseBulkActionResult } from '@ujuzi/api';
import type { BulkReport, BulkRow, RowOutcome } from '../../infra/kit';

export function reportFromBulkIssue(rows: readonly BulkRow[], result: CourseBulkActionResult): BulkReport {
  const problems = new Map((result.errors ?? []).map((error) => [String(error.id), error.error]));
  const outcomes: RowOutcome[] = rows.map((row) => {
    const reason = problems.get(row.id);
    return reason === undefined ? { ...row, ok: true } : { ...row, ok: false, reason };
  });
  const succeeded = outcomes.filter((outcome) => outcome.ok).length;
  return { outcomes, succeeded, failed: outcomes.length - succeeded, message: result.message };
}

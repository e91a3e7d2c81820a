/** The report of a course bulk operation (CourseBulkActionResult): the rows its `errors` name failed, with the reason. */
import type { CourseBulkActionResult } from '@ujuzi/api';
import { countOf, type BulkReport, type BulkRow, type RowOutcome } from '../../infra/kit';

export function reportFromCourseBulk(rows: readonly BulkRow[], result: CourseBulkActionResult): BulkReport {
  const reasons = new Map(
    (result.errors ?? []).filter((error) => error.id != null).map((error) => [String(error.id), error.error]),
  );
  const outcomes: RowOutcome[] = rows.map((row) => {
    const reason = reasons.get(row.id);
    return reason === undefined ? { ...row, ok: true } : { ...row, ok: false, reason };
  });
  const failed = outcomes.filter((outcome) => !outcome.ok).length;
  return {
    outcomes,
    succeeded: outcomes.length - failed,
    failed,
    message: result.message || `Done for ${countOf(outcomes.length - failed, 'course', 'courses')}.`,
  };
}

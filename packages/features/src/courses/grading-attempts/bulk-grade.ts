/** The per-attempt report of bulk grading, from the server's answer (attempts it could not grade come with the reason). */
import type { AssessmentAttemptBulkGradeResult } from '@ujuzi/api';
import { countOf, type BulkReport, type BulkRow, type RowOutcome } from '../../infra/kit';

export function reportFromBulkGrade(rows: readonly BulkRow[], result: AssessmentAttemptBulkGradeResult): BulkReport {
  const reasons = new Map(result.errors.map((error) => [String(error.attempt_id), error.error]));
  const outcomes = rows.map((row): RowOutcome => {
    const reason = reasons.get(row.id);
    return reason === undefined ? { ...row, ok: true } : { ...row, ok: false, reason };
  });
  const failed = outcomes.filter((outcome) => !outcome.ok).length;
  const succeeded = outcomes.length - failed;
  return {
    outcomes,
    succeeded,
    failed,
    message:
      result.message ||
      (failed === 0
        ? `${countOf(succeeded, 'attempt', 'attempts')} graded.`
        : `${countOf(succeeded, 'attempt', 'attempts')} graded, ${failed} not.`),
  };
}

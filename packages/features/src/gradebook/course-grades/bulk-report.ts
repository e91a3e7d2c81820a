/** The per-row report of a bulk grade update (bulkUpdateCourseGrades answers the failed rows by position). */
import type { CourseGradeBulkUpdateResult } from '@ujuzi/api';
import type { BulkReport, BulkRow, RowOutcome } from '../../infra/kit/lists/bulk';

export function reportFromGradeUpdate(rows: readonly BulkRow[], result: CourseGradeBulkUpdateResult): BulkReport {
  const outcomes = rows.map((row, index): RowOutcome => {
    const failure = result.errors.find((error) => error.index === index);
    if (!failure) return { ...row, ok: true };
    const reason = Object.values(failure.errors).flat()[0] ?? 'Could not be updated.';
    return { ...row, ok: false, reason };
  });
  return {
    outcomes,
    succeeded: result.updated_count,
    failed: result.failed_count,
    message: result.message ?? `${result.updated_count} grades updated.`,
  };
}

/** The per-row report of a students bulk answer: rows named in its errors failed with the server's reason. */
import type { StudentBulkRowError } from '@ujuzi/api';
import type { BulkReport, BulkRow, RowOutcome } from '../../infra/kit';

export function reportFromStudentErrors(
  rows: readonly BulkRow[],
  answer: { message?: string; errors: readonly StudentBulkRowError[] },
): BulkReport {
  const reasons = new Map<number, string>();
  for (const error of answer.errors) {
    const first = Object.values(error.errors ?? {}).flat()[0];
    reasons.set(error.index, typeof first === 'string' ? first : 'It could not be changed.');
  }
  const outcomes: RowOutcome[] = rows.map((row, index) => {
    const reason = reasons.get(index);
    return reason === undefined ? { ...row, ok: true } : { ...row, ok: false, reason };
  });
  const failed = outcomes.filter((outcome) => !outcome.ok).length;
  return {
    outcomes,
    succeeded: outcomes.length - failed,
    failed,
    message: answer.message ?? `Done for ${outcomes.length - failed} of ${outcomes.length}.`,
  };
}

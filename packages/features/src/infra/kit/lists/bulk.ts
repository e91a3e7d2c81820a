/**
 * Bulk actions' outcome, row by row: what happened to each selected row, from a bulk operation's
 * answer (`affected_count`, `not_found_ids`) or from one call per row. Pure, so the report a user
 * reads is unit-tested.
 */
import { errorText } from '../shared/api-error';

/** A selected row as the report names it. */
export interface BulkRow {
  id: string;
  /** What the user recognises the row by ('INQ-2026-00611 · Brian Kiprotich'). */
  label: string;
}

export type RowOutcome = (BulkRow & { ok: true }) | (BulkRow & { ok: false; reason: string });

export interface BulkReport {
  /** One entry per selected row, in selection order. */
  outcomes: RowOutcome[];
  succeeded: number;
  failed: number;
  /** The server's summary when it sent one ('3 inquiries marked resolved.'), else the kit's. */
  message: string;
}

/** The answer of a DRF-style bulk operation. */
export interface BulkOperationResult {
  message?: string;
  affected_count?: number;
  /** Listed ids that matched nothing (numbers or strings, compared as strings). */
  not_found_ids?: readonly (number | string)[];
}

export const NOT_FOUND_REASON = 'Not found: it may have been deleted meanwhile.';

/** '3 inquiries' / '1 inquiry'. */
export const countOf = (count: number, singular: string, plural: string): string => `${count} ${count === 1 ? singular : plural}`;

function summarise(outcomes: RowOutcome[], message: string | undefined): BulkReport {
  const succeeded = outcomes.filter((outcome) => outcome.ok).length;
  const failed = outcomes.length - succeeded;
  return {
    outcomes,
    succeeded,
    failed,
    message:
      message ??
      (failed === 0
        ? `Done for all ${countOf(succeeded, 'row', 'rows')}.`
        : `Done for ${succeeded} of ${outcomes.length}; ${countOf(failed, 'row', 'rows')} failed.`),
  };
}

/** The report for a bulk operation's answer: every row not listed in `not_found_ids` succeeded. */
export function reportFromBulkResult(rows: readonly BulkRow[], result: BulkOperationResult): BulkReport {
  const missing = new Set((result.not_found_ids ?? []).map(String));
  return summarise(
    rows.map((row) => (missing.has(row.id) ? { ...row, ok: false, reason: NOT_FOUND_REASON } : { ...row, ok: true })),
    result.message,
  );
}

const reasonOf = errorText;

/** Runs `call` for every row (at most `concurrency` at once) and reports each outcome; never throws. */
export async function runPerRow(
  rows: readonly BulkRow[],
  call: (id: string) => Promise<unknown>,
  concurrency = 4,
): Promise<BulkReport> {
  const outcomes: RowOutcome[] = new Array<RowOutcome>(rows.length);
  let next = 0;
  const worker = async () => {
    while (next < rows.length) {
      const index = next++;
      const row = rows[index] as BulkRow;
      try {
        await call(row.id);
        outcomes[index] = { ...row, ok: true };
      } catch (error) {
        outcomes[index] = { ...row, ok: false, reason: reasonOf(error) };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, worker));
  return summarise(outcomes, undefined);
}

/** A whole bulk call that failed (a 403, a 500): every row failed for the same reason. */
export const reportFromFailure = (rows: readonly BulkRow[], error: unknown): BulkReport =>
  summarise(
    rows.map((row) => ({ ...row, ok: false, reason: reasonOf(error) })),
    reasonOf(error),
  );

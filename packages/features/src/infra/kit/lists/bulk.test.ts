import { describe, expect, it } from 'vitest';
import { NOT_FOUND_REASON, reportFromBulkResult, reportFromFailure, runPerRow } from './bulk';

const rows = [
  { id: '611', label: 'INQ-2026-00611 · Brian Kiprotich' },
  { id: '612', label: 'INQ-2026-00612 · Achieng Otieno' },
  { id: '615', label: 'INQ-2026-00615 · Mwangi Njoroge' },
];

describe('the per-row outcome report of a bulk action', () => {
  it('marks every row done when the server found them all, with its own summary', () => {
    const report = reportFromBulkResult(rows, { message: '3 inquiries marked resolved.', affected_count: 3, not_found_ids: [] });
    expect(report).toMatchObject({ succeeded: 3, failed: 0, message: '3 inquiries marked resolved.' });
    expect(report.outcomes.map((outcome) => outcome.ok)).toEqual([true, true, true]);
  });

  it('names the rows the server did not find', () => {
    const report = reportFromBulkResult(rows, { affected_count: 2, not_found_ids: [612] });
    expect(report.succeeded).toBe(2);
    expect(report.outcomes[1]).toEqual({ ...rows[1], ok: false, reason: NOT_FOUND_REASON });
    expect(report.message).toBe('Done for 2 of 3; 1 row failed.');
  });

  it('runs one call per row and reports each failure with its error text', async () => {
    const report = await runPerRow(rows, async (id) => {
      if (id === '615') throw new Error("You don't have permission to access this resource.");
    });
    expect(report.outcomes.map((outcome) => (outcome.ok ? 'ok' : outcome.reason))).toEqual([
      'ok',
      'ok',
      "You don't have permission to access this resource.",
    ]);
    expect(report).toMatchObject({ succeeded: 2, failed: 1 });
  });

  it('fails every row with the reason when the whole call failed', () => {
    const report = reportFromFailure(rows, new Error('Server error. Please try again later.'));
    expect(report).toMatchObject({ succeeded: 0, failed: 3, message: 'Server error. Please try again later.' });
  });
});

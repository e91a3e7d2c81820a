/** Bulk grading and the results export of the attempts grading list. */
import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { AttemptsPage } from './attempts-page';
import { reportFromBulkGrade } from './bulk-grade';

startMockBackend();
const LOADED = { timeout: 15_000 };

const open = (query: string) =>
  renderInApp(<AttemptsPage />, {
    path: `/dashboard/courses/grading/attempts${query}`,
    routePath: '/dashboard/courses/grading/attempts',
    session: signedInSession('teacher'),
  });

describe('the attempts grading list', { timeout: 40_000 }, () => {
  const originalCreate = URL.createObjectURL;
  afterEach(() => {
    URL.createObjectURL = originalCreate;
  });

  it('grades the selected attempts together and reports the outcome', async () => {
    const waiting = getMockDatabase().learning.attempts.filter((row) => row.status === 'submitted');
    expect(waiting.length).toBeGreaterThanOrEqual(2);
    const { user } = open('?status=submitted');
    expect(await screen.findByRole('heading', { level: 1, name: 'Assessment attempts' })).toBeTruthy();
    // The test window is narrow: rows are cards of a list.
    const rows = within(await screen.findByRole('list', { name: 'Assessment attempts' }, LOADED)).getAllByRole('listitem');
    expect(rows).toHaveLength(waiting.length);
    for (const row of rows.slice(0, 2)) await user.click(within(row).getAllByRole('checkbox')[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Grade' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Grade 2 attempts?' }, LOADED));
    await user.click(confirm.getByRole('button', { name: 'Grade' }));
    expect(await screen.findByText('2 attempts graded.', undefined, LOADED)).toBeTruthy();
    await waitFor(
      () =>
        expect(getMockDatabase().learning.attempts.filter((row) => row.status === 'submitted')).toHaveLength(waiting.length - 2),
      LOADED,
    );
  });

  it("exports an assessment's results under the server's filename once the list is narrowed to it", async () => {
    const db = getMockDatabase();
    const teacher = db.accounts.users.find((user) => user.username === 'teacher');
    const assessment = db.learning.assessments.find(
      (row) =>
        db.courses.courses.get(row.course)?.instructor?.id === teacher?.id &&
        db.learning.attempts.some((attempt) => attempt.assessment === row.id),
    );
    if (!assessment) throw new Error('no assessment with attempts');
    const names: string[] = [];
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (blobs.push(blob), 'blob:results'));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user } = open(`?assessment=${assessment.id}`);
    await user.click(await screen.findByRole('button', { name: 'Export results' }, LOADED));
    await screen.findByText(`Downloaded ${assessment.slug}-results.csv`, undefined, LOADED);
    click.mockRestore();
    expect(names).toEqual([`${assessment.slug}-results.csv`]);
    const lines = ((await blobs[0]?.text()) ?? '').trim().split('\n');
    expect(lines[0]).toBe('student,username,attempt,status,started_at,submitted_at,score,percentage,passed');
    expect(lines).toHaveLength(1 + getMockDatabase().learning.attempts.count((row) => row.assessment === assessment.id));
  });

  it('offers the export only for one assessment', async () => {
    open('');
    expect(await screen.findByRole('heading', { level: 1, name: 'Assessment attempts' })).toBeTruthy();
    await screen.findByRole('list', { name: 'Assessment attempts' }, LOADED);
    expect(screen.queryByRole('button', { name: /^Export results/ })).toBeNull();
  });
});

describe('the bulk grading report', () => {
  const rows = [
    { id: '1', label: 'Quiz · Amina' },
    { id: '2', label: 'Quiz · Brian' },
  ];
  it('names each attempt the server could not grade, with its reason', () => {
    const report = reportFromBulkGrade(rows, {
      graded_count: 1,
      failed_count: 1,
      errors: [{ attempt_id: 2, error: 'The attempt is still in progress.' }],
      message: '1 attempt graded, 1 skipped.',
    });
    expect(report.succeeded).toBe(1);
    expect(report.outcomes[1]).toEqual({ ...rows[1], ok: false, reason: 'The attempt is still in progress.' });
    expect(report.message).toBe('1 attempt graded, 1 skipped.');
  });
  it('says how many were graded when the server sends no summary', () => {
    expect(reportFromBulkGrade(rows, { graded_count: 2, failed_count: 0, errors: [] }).message).toBe('2 attempts graded.');
  });
});

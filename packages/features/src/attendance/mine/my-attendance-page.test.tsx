import { screen, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { must } from '../../../test/must';
import { MyAttendancePage } from './my-attendance-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const PARENT_ID = 5;
const STUDENT_ID = 4;

/** A school day of the seeded fortnight for a student, set to a mark. */
function markDay(student: number, status: 'absent' | 'late') {
  const db = getMockDatabase();
  const row = must(
    db.accounts.attendance.filter((record) => record.student === student).sort((a, b) => b.date.localeCompare(a.date))[0],
    'a seeded record',
  );
  db.accounts.attendance.update(row.id, { status });
  return row.date;
}

describe('my attendance', () => {
  it('shows a student their month, their absence among the days missed', async () => {
    const date = markDay(STUDENT_ID, 'absent');
    renderInApp(<MyAttendancePage />, {
      path: `/dashboard/attendance/mine?month=${date.slice(0, 7)}`,
      session: signedInSession('student'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My attendance' })).toBeTruthy();
    const missed = await screen.findByRole('list', { name: /^Days not present in / }, LOADED);
    expect(within(missed).getAllByText('Absent').length).toBeGreaterThan(0);
    expect(screen.getByRole('table', { name: /^Attendance, / })).toBeTruthy();
  }, 30_000);

  it('shows a parent each of their own children, an absence covered by approved leave as on leave', async () => {
    const db = getMockDatabase();
    const children = db.accounts.relations
      .filter((relation) => relation.parent === PARENT_ID)
      .map((relation) => relation.student);
    expect(children.length).toBeGreaterThan(1);
    const date = markDay(STUDENT_ID, 'absent');
    db.accounts.leaves.insert({
      applicant: PARENT_ID,
      student: STUDENT_ID,
      leave_type: 'sick',
      start_date: date,
      end_date: date,
      days: 1,
      reason: 'Fever.',
      status: 'approved',
      reviewed_by: 2,
      reviewed_at: `${date}T05:00:00Z`,
      review_comment: null,
      created_at: `${date}T04:00:00Z`,
      updated_at: `${date}T05:00:00Z`,
    });
    renderInApp(<MyAttendancePage />, {
      path: `/dashboard/attendance/mine?child=${STUDENT_ID}&month=${date.slice(0, 7)}`,
      session: signedInSession('parent'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Children’s attendance' })).toBeTruthy();
    const nav = await screen.findByRole('navigation', { name: 'Children' }, LOADED);
    expect(within(nav).getAllByRole('link')).toHaveLength(children.length);
    const missed = await screen.findByRole('list', { name: /^Days not present in / }, LOADED);
    expect(within(missed).getAllByText('On leave').length).toBeGreaterThan(0);
  }, 30_000);

  it('says what failed, with Try again', async () => {
    setMockFaults({ statuses: { getMonthlyAttendance: 500 } });
    renderInApp(<MyAttendancePage />, { path: '/dashboard/attendance/mine', session: signedInSession('student') });
    expect(await screen.findByRole('heading', { name: 'Could not load attendance' }, LOADED)).toBeTruthy();
  }, 30_000);
});

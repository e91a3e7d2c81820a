import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession } from '../../../test/app-harness';
import { startMockBackend } from '../../../test/app-harness';
import { must } from '../../../test/must';
import { nairobiToday } from '../shared';
import { RegisterPage } from './register-page';

startMockBackend();
afterEach(() => {
  resetMockFaults();
  window.sessionStorage.clear();
});

const LOADED = { timeout: 15_000 };
const TEACHER_ID = 3;
const ownSection = () =>
  must(
    getMockDatabase().academics.classSections.find((section) => section.class_teacher?.id === TEACHER_ID),
    'a section the demo teacher keeps',
  );
const rosterOf = (sectionId: number) =>
  getMockDatabase()
    .academics.classEnrollments.filter((row) => row.class_section === sectionId && row.status === 'active')
    .map((row) => row.student);
const renderRegister = (role: 'admin' | 'teacher', sectionId: number) =>
  renderInApp(<RegisterPage />, {
    path: `/dashboard/attendance/register/${sectionId}`,
    routePath: '/dashboard/attendance/register/:sectionId',
    session: signedInSession(role),
  });
const todayRows = (students: readonly { id: number }[]) =>
  getMockDatabase().accounts.attendance.filter(
    (row) => row.date === nairobiToday() && students.some((student) => student.id === row.student),
  );
const nameOf = (student: { first_name?: string | null; last_name?: string | null }) =>
  `${student.first_name ?? ''} ${student.last_name ?? ''}`.trim();

describe('the register', () => {
  it('starts with everyone present; two taps mark two absent; saving twice records each student once', async () => {
    const section = ownSection();
    const roster = rosterOf(section.id);
    const [first, second] = roster;
    const { user } = renderRegister('teacher', section.id);
    const firstGroup = await screen.findByRole('radiogroup', { name: nameOf(must(first, 'a student')) }, LOADED);
    for (const student of roster)
      expect(
        (screen.getByRole('radiogroup', { name: nameOf(student) }).querySelector('input:checked') as HTMLInputElement).value,
      ).toBe('present');
    await user.click(within(firstGroup).getByRole('radio', { name: 'Absent' }));
    await user.click(
      within(screen.getByRole('radiogroup', { name: nameOf(must(second, 'a second student')) })).getByRole('radio', {
        name: 'Absent',
      }),
    );
    await user.click(screen.getByRole('button', { name: `Save register (${roster.length})` }));
    expect(await screen.findByText('Register saved', undefined, LOADED)).toBeTruthy();
    await waitFor(() => expect(todayRows(roster)).toHaveLength(roster.length));
    expect(
      todayRows(roster)
        .filter((row) => row.status === 'absent')
        .map((row) => row.student)
        .sort(),
    ).toEqual([must(first, 'a').id, must(second, 'b').id].sort());
    await user.click(await screen.findByRole('button', { name: 'Save changes' }, LOADED));
    await waitFor(() => expect(screen.getAllByText('Register saved').length).toBeGreaterThan(0));
    expect(todayRows(roster)).toHaveLength(roster.length);
  }, 40_000);

  it('keeps the marks and says what failed when the network drops', async () => {
    const section = ownSection();
    const roster = rosterOf(section.id);
    const last = must(roster[roster.length - 1], 'a student');
    const { user } = renderRegister('teacher', section.id);
    const group = await screen.findByRole('radiogroup', { name: nameOf(last) }, LOADED);
    await user.click(within(group).getByRole('radio', { name: 'Late' }));
    setMockFaults({ profile: 'offline' });
    await user.click(screen.getByRole('button', { name: /^Save/ }));
    const alert = await screen.findByRole('alert', undefined, LOADED);
    expect(alert.textContent).toContain('The register was not saved.');
    expect(alert.textContent).toContain('Your marks are kept here: save again.');
    expect((within(group).getByRole('radio', { name: 'Late' }) as HTMLInputElement).checked).toBe(true);
    resetMockFaults();
    await user.click(screen.getByRole('button', { name: /^Save/ }));
    expect(await screen.findByText('Register saved', undefined, LOADED)).toBeTruthy();
    await waitFor(() => expect(todayRows([last])[0]?.status).toBe('late'));
  }, 40_000);

  it('keeps unsaved marks across a reload, says so, and discards them on request', async () => {
    const section = ownSection();
    const student = must(rosterOf(section.id)[0], 'a student');
    for (const row of todayRows([student])) getMockDatabase().accounts.attendance.remove(row.id);
    const first = renderRegister('teacher', section.id);
    const group = await screen.findByRole('radiogroup', { name: nameOf(student) }, LOADED);
    await first.user.click(within(group).getByRole('radio', { name: 'Excused' }));
    first.unmount();
    const { user } = renderRegister('teacher', section.id);
    const again = await screen.findByRole('radiogroup', { name: nameOf(student) }, LOADED);
    expect(await screen.findByText('Unsaved marks restored')).toBeTruthy();
    expect((within(again).getByRole('radio', { name: 'Excused' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByText('Unsaved marks restored')).toBeNull();
    expect((within(again).getByRole('radio', { name: 'Present' }) as HTMLInputElement).checked).toBe(true);
    expect(window.sessionStorage.length).toBe(0);
  }, 40_000);

  it('shows a student on approved leave as on leave, absent by default', async () => {
    const section = ownSection();
    const student = must(rosterOf(section.id)[0], 'a student');
    const today = nairobiToday();
    const db = getMockDatabase();
    for (const row of todayRows([student])) db.accounts.attendance.remove(row.id);
    db.accounts.leaves.insert({
      applicant: student.id,
      student: student.id,
      leave_type: 'sick',
      start_date: today,
      end_date: today,
      days: 1,
      reason: 'Malaria treatment.',
      status: 'approved',
      reviewed_by: 2,
      reviewed_at: `${today}T05:00:00Z`,
      review_comment: null,
      created_at: `${today}T04:00:00Z`,
      updated_at: `${today}T05:00:00Z`,
    });
    renderRegister('teacher', section.id);
    const group = await screen.findByRole('radiogroup', { name: nameOf(student) }, LOADED);
    expect(within(group).getByText('On leave')).toBeTruthy();
    expect((within(group).getByRole('radio', { name: 'Absent' }) as HTMLInputElement).checked).toBe(true);
  }, 40_000);

  it('lets a teacher read, not save, another teacher’s register; an admin saves any', async () => {
    const other = must(
      getMockDatabase().academics.classSections.find((section) => section.class_teacher?.id !== TEACHER_ID),
      'another teacher’s section',
    );
    renderRegister('teacher', other.id);
    expect(await screen.findByText('You can only take the register of your own class sections.', undefined, LOADED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Save/ })).toBeNull();
  }, 40_000);

  it('says what failed, with Try again', async () => {
    setMockFaults({ statuses: { listClassEnrollments: 500 } });
    renderRegister('admin', ownSection().id);
    expect(await screen.findByRole('heading', { name: 'Could not load the register' }, LOADED)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  }, 40_000);
});

import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { StudentsPage } from './students-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const renderStudents = (role: 'admin' | 'teacher', path = '/dashboard/students') =>
  renderInApp(<StudentsPage />, { path, session: signedInSession(role) });
const demoStudent = () => {
  const student = getMockDatabase().accounts.users.find((user) => user.username === 'student');
  if (!student) throw new Error('the seed has the demo student');
  return student;
};
/** The list searched for the demo student's e-mail: their row on the first page. */
const DEMO_SEARCH = () => `/dashboard/students?search=${encodeURIComponent(demoStudent().email)}`;

describe('the students screen', () => {
  it('lists the students, each opening their page', async () => {
    const student = demoStudent();
    renderStudents('admin', DEMO_SEARCH());
    const row = (await screen.findByText('@student', undefined, LOADED)).closest('li, tr') as HTMLElement;
    expect(
      within(row)
        .getByRole('link', { name: `${student.first_name} ${student.last_name}` })
        .getAttribute('href'),
    ).toBe(`/dashboard/students/${student.id}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Students' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  }, 30_000);

  it('shows a teacher the list without export or bulk selection', async () => {
    renderStudents('teacher', DEMO_SEARCH());
    await screen.findByText('@student', undefined, LOADED);
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Add student' }).getAttribute('href')).toBe('/dashboard/students/new');
  }, 30_000);

  it('filters by status from the URL: only deactivated students', async () => {
    const db = getMockDatabase();
    const [first, second] = db.accounts.users.filter((user) => user.user_type === 'student');
    if (!first || !second) throw new Error('the seed has students');
    db.accounts.users.update(first.id, { is_active: false });
    renderStudents('admin', '/dashboard/students?is_active=false');
    expect(await screen.findByText(`@${first.username}`, undefined, LOADED)).toBeTruthy();
    expect(screen.queryByText(`@${second.username}`)).toBeNull();
    expect(screen.queryByText('Active', { selector: 'span' })).toBeNull();
  }, 30_000);

  it('lets management deactivate the selected students at once', async () => {
    const { user } = renderStudents('admin', DEMO_SEARCH());
    const row = (await screen.findByText('@student', undefined, LOADED)).closest('li, tr') as HTMLElement;
    await user.click(within(row).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: /^Deactivate 1 student\?$/ }, LOADED));
    await user.click(dialog.getByRole('button', { name: 'Deactivate' }));
    await waitFor(
      () => expect(getMockDatabase().accounts.users.find((candidate) => candidate.username === 'student')?.is_active).toBe(false),
      LOADED,
    );
  }, 30_000);

  it('says when there are no students yet, with the way to add one', async () => {
    getMockDatabase().accounts.users.removeWhere((user) => user.user_type === 'student');
    renderStudents('admin');
    expect(await screen.findByRole('heading', { name: 'No students yet' }, LOADED)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Add student' }).length).toBeGreaterThan(0);
  }, 30_000);

  it('offers Retry when the list fails', async () => {
    setMockFaults({ statuses: { listStudentUsers: 500 } });
    renderStudents('admin');
    expect(await screen.findByRole('button', { name: 'Try again' }, LOADED)).toBeTruthy();
  }, 30_000);
});

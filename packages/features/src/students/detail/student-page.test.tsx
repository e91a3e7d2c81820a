import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { StudentPage } from './student-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const demoStudent = () => {
  const student = getMockDatabase().accounts.users.find((user) => user.username === 'student');
  if (!student) throw new Error('the seed has the demo student');
  return student;
};
const renderStudent = (role: 'admin' | 'teacher', id: number) =>
  renderInApp(<StudentPage />, {
    path: `/dashboard/students/${id}`,
    routePath: '/dashboard/students/:id',
    session: signedInSession(role),
  });

describe("a student's page", () => {
  it('shows the profile and each course with its progress, linked to the course', async () => {
    const student = demoStudent();
    renderStudent('admin', student.id);
    const name = `${student.first_name} ${student.last_name}`;
    expect(await screen.findByRole('heading', { level: 1, name }, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: student.email }).getAttribute('href')).toBe(`mailto:${student.email}`);
    const enrollment = getMockDatabase().payments.enrollments.find((row) => row.user === student.id);
    const course = getMockDatabase().courses.courses.find((row) => row.id === enrollment?.course);
    if (!course) throw new Error('the demo student is enrolled');
    const link = await screen.findByRole('link', { name: course.title }, LOADED);
    expect(link.getAttribute('href')).toBe(`/dashboard/courses/${course.slug}`);
    expect(screen.getAllByRole('progressbar').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(`/dashboard/students/edit/${student.id}`);
    expect(screen.getByRole('link', { name: 'Invoices' }).getAttribute('href')).toBe(
      `/dashboard/finance/invoices?search=${encodeURIComponent(name).replace(/%20/g, '+')}`,
    );
  }, 30_000);

  it('lets an admin deactivate the student after a confirmation', async () => {
    const student = demoStudent();
    const { user } = renderStudent('admin', student.id);
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }, LOADED));
    const dialog = within(await screen.findByRole('alertdialog', undefined, LOADED));
    await user.click(dialog.getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByRole('button', { name: 'Activate' }, LOADED)).toBeTruthy();
    await waitFor(() => expect(getMockDatabase().accounts.users.get(student.id)?.is_active).toBe(false), LOADED);
  }, 30_000);

  it('lets a teacher edit but not deactivate or delete', async () => {
    renderStudent('teacher', demoStudent().id);
    expect(await screen.findByRole('link', { name: 'Edit' }, LOADED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Invoices' })).toBeNull();
  }, 30_000);

  it('says a staff account is not a student', async () => {
    const teacher = getMockDatabase().accounts.users.find((user) => user.username === 'teacher');
    renderStudent('admin', teacher?.id ?? 0);
    expect(await screen.findByRole('heading', { name: 'This student does not exist' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to students' }).getAttribute('href')).toBe('/dashboard/students');
  }, 30_000);

  it('offers Retry when the student fails to load', async () => {
    setMockFaults({ statuses: { getUser: 500 } });
    renderStudent('admin', demoStudent().id);
    expect(await screen.findByRole('button', { name: 'Try again' }, LOADED)).toBeTruthy();
  }, 30_000);
});

import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { must } from '../../../test/must';
import { ClassEnrollmentsPage } from './class-enrollments-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const activeEnrollment = () =>
  must(
    getMockDatabase().academics.classEnrollments.find((row) => row.status === 'active'),
    'an active class enrollment',
  );
const renderSection = (role: 'admin' | 'teacher', sectionId: number) =>
  renderInApp(<ClassEnrollmentsPage />, {
    path: `/dashboard/academics/class-enrollments?class_section=${sectionId}`,
    session: signedInSession(role),
  });
const nameOf = (student: { first_name?: string | null; last_name?: string | null }) =>
  `${student.first_name ?? ''} ${student.last_name ?? ''}`.trim();

describe('class enrollments', () => {
  it('lists a class’s students, each opening their record; an admin withdraws one after a confirmation', async () => {
    const enrollment = activeEnrollment();
    const name = nameOf(enrollment.student);
    const { user } = renderSection('admin', enrollment.class_section);
    expect(await screen.findByRole('heading', { level: 1, name: /^Students of / }, LOADED)).toBeTruthy();
    const link = (await screen.findAllByRole('link', { name }, LOADED))[0] as HTMLElement;
    expect(link.getAttribute('href')).toBe(`/dashboard/students/${enrollment.student.id}`);
    await user.click((await screen.findAllByRole('button', { name: 'Withdraw' }, LOADED))[0] as HTMLElement);
    const confirm = await screen.findByRole('alertdialog', { name: /^Withdraw / });
    await user.click(within(confirm).getByRole('button', { name: 'Withdraw student' }));
    expect(await screen.findByText('Student withdrawn', undefined, LOADED)).toBeTruthy();
    await waitFor(() =>
      expect(getMockDatabase().academics.classEnrollments.filter((row) => row.status === 'withdrawn').length).toBeGreaterThan(0),
    );
  }, 40_000);

  it('shows a teacher the students without the management actions', async () => {
    const enrollment = activeEnrollment();
    renderSection('teacher', enrollment.class_section);
    await screen.findAllByRole('link', { name: nameOf(enrollment.student) }, LOADED);
    expect(screen.queryByRole('button', { name: 'Enrol a student' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  }, 40_000);

  it('says what failed, with Try again', async () => {
    setMockFaults({ statuses: { listClassEnrollments: 500 } });
    renderSection('admin', activeEnrollment().class_section);
    expect(await screen.findByRole('heading', { name: /^Could not load/ }, LOADED)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  }, 40_000);
});

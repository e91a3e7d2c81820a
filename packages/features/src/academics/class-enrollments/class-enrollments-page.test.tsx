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

  it('enrols a student in the class; one already in a class this year is refused with the server’s reason', async () => {
    const db = getMockDatabase();
    const enrollment = activeEnrollment();
    const enrolled = new Set(db.academics.classEnrollments.filter((row) => row.status === 'active').map((row) => row.student.id));
    const free = must(
      db.accounts.users.find((row) => row.user_type === 'student' && !enrolled.has(row.id)),
      'a student in no class',
    );
    const { user } = renderSection('admin', enrollment.class_section);
    await user.click((await screen.findAllByRole('button', { name: 'Enrol a student' }, LOADED))[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'Enrol a student' }));
    const pick = async (name: string) => {
      // One input event (typing letter by letter races the search's re-render in jsdom).
      const box = await dialog.findByRole('combobox', { name: /^Student/ }, LOADED);
      await user.clear(box);
      await user.click(box);
      await user.paste(name);
      await user.click(await screen.findByRole('option', { name: new RegExp(name) }, LOADED));
    };
    await pick(nameOf(enrollment.student));
    await user.type(dialog.getByRole('textbox', { name: /^Roll number/ }), 'UJZ/2026/0999');
    await user.click(dialog.getByRole('button', { name: 'Enrol student' }));
    expect(await dialog.findByText(/^The student is already enrolled in /, undefined, LOADED)).toBeTruthy();
    expect((dialog.getByRole('textbox', { name: /^Roll number/ }) as HTMLInputElement).value).toBe('UJZ/2026/0999');
    await pick(nameOf(free));
    await user.click(dialog.getByRole('button', { name: 'Enrol student' }));
    await waitFor(() =>
      expect(
        db.academics.classEnrollments.find((row) => row.student.id === free.id && row.class_section === enrollment.class_section),
      ).toBeTruthy(),
    );
    expect(await screen.findByText('Student enrolled', undefined, LOADED)).toBeTruthy();
  }, 40_000);

  it('shows a teacher the students without the management actions', async () => {
    const enrollment = activeEnrollment();
    renderSection('teacher', enrollment.class_section);
    await screen.findAllByRole('link', { name: nameOf(enrollment.student) }, LOADED);
    expect(screen.queryByRole('button', { name: 'Enrol a student' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  }, 40_000);

  it('an empty class says so and offers to enrol a student, not to clear filters', async () => {
    const db = getMockDatabase();
    const template = must(db.academics.classSections.all()[0], 'a class section');
    const id = Math.max(...db.academics.classSections.all().map((row) => row.id)) + 1;
    const section = db.academics.classSections.insert({ ...template, id, name: 'Weekend', students_count: 0 });
    const { user } = renderSection('admin', section.id);
    expect(await screen.findByRole('heading', { level: 1, name: /^Students of .* Weekend/ }, LOADED)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No students in this class yet' }, LOADED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    const buttons = screen.getAllByRole('button', { name: 'Enrol a student' });
    await user.click(buttons.at(-1) as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'Enrol a student' }, LOADED)).toBeTruthy();
  }, 40_000);

  it('says what failed, with Try again', async () => {
    setMockFaults({ statuses: { listClassEnrollments: 500 } });
    renderSection('admin', activeEnrollment().class_section);
    expect(await screen.findByRole('heading', { name: /^Could not load/ }, LOADED)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  }, 40_000);
});

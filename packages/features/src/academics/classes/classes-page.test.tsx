import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { ClassesPage } from './classes-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const renderClasses = (role: 'admin' | 'teacher', path = '/dashboard/academics/classes') =>
  renderInApp(<ClassesPage />, { path, session: signedInSession(role) });

describe('the classes screen', () => {
  it('lists the classes with their class teacher linked to their staff page and their students', async () => {
    const section = getMockDatabase().academics.classSections.all()[0];
    if (!section?.class_teacher) throw new Error('the seed has classes with teachers');
    const rendered = renderClasses('admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Classes' }, LOADED)).toBeTruthy();
    const row = (await screen.findByText(section.display_name ?? '', undefined, LOADED)).closest('tr, li') as HTMLElement;
    const teacher = within(row).getByRole('link', { name: section.class_teacher.get_full_name ?? '' });
    expect(teacher.getAttribute('href')).toBe(`/dashboard/staff/${section.class_teacher.username}`);
    const { user } = rendered;
    await user.click(within(row).getByRole('button', { name: / of 30 students in / }));
    const dialog = within(await screen.findByRole('dialog', { name: `Students of ${section.display_name}` }));
    const enrollment = getMockDatabase().academics.classEnrollments.find(
      (candidate) => candidate.class_section === section.id && candidate.status === 'active',
    );
    if (!enrollment) throw new Error('the seed has students in every class');
    const student = await dialog.findByRole('link', { name: enrollment.student.get_full_name ?? '' }, LOADED);
    expect(student.getAttribute('href')).toBe(`/dashboard/students/${enrollment.student.id}`);
  }, 30_000);

  it('lets an admin create a class, which is listed', async () => {
    const { user } = renderClasses('admin');
    await user.click((await screen.findAllByRole('button', { name: 'New class' }, LOADED))[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'New class' }));
    const level = getMockDatabase().academics.classLevels.all()[0];
    if (!level) throw new Error('the seed has levels');
    await dialog.findByRole('option', { name: level.name }, LOADED);
    await user.selectOptions(dialog.getByRole('combobox', { name: /^Level/ }), String(level.id));
    await user.type(dialog.getByRole('textbox', { name: /Class name/ }), 'Weekend');
    await user.click(dialog.getByRole('button', { name: 'Create class' }));
    await waitFor(
      () => expect(getMockDatabase().academics.classSections.find((row) => row.name === 'Weekend')?.class_level).toBe(level.id),
      LOADED,
    );
    expect(await screen.findByText(new RegExp(`^${level.code} Weekend`), undefined, LOADED)).toBeTruthy();
  }, 30_000);

  it('keeps the form for management: a teacher reads without New class or Edit', async () => {
    renderClasses('teacher');
    await screen.findAllByRole('link', { name: /^Timetable of / }, LOADED);
    expect(screen.queryByRole('button', { name: 'New class' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
  }, 30_000);

  it('says what failed with Retry', async () => {
    setMockFaults({ statuses: { listClassSections: 500 } });
    renderClasses('admin');
    expect((await screen.findAllByRole('button', { name: 'Try again' }, LOADED)).length).toBeGreaterThan(0);
  });
});

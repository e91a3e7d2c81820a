import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { must } from '../../../test/must';
import { DepartmentsPage } from './departments-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const renderDepartments = (role: 'admin' | 'teacher', path = '/dashboard/academics/departments') =>
  renderInApp(<DepartmentsPage />, { path, session: signedInSession(role) });
const firstDepartment = () => must(getMockDatabase().core.departments.all()[0], 'a seeded department');

describe('the departments screen', () => {
  it('shows a teacher each department with its head and its subjects, without the management actions', async () => {
    const department = firstDepartment();
    renderDepartments('teacher');
    const name = await screen.findByText(department.name, undefined, LOADED);
    const card = within(must(name.closest('li, tr') as HTMLElement | null, 'its row'));
    const subjects = card.getByRole('link', { name: /^\d+ subjects?$/ });
    expect(subjects.getAttribute('href')).toBe(`/dashboard/academics/subjects?department=${department.id}`);
    expect(card.getByText('Active')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New department' })).toBeNull();
    expect(screen.queryByRole('button', { name: `Edit “${department.name}”` })).toBeNull();
  }, 30_000);

  it('lets an admin create a department; a code already taken is refused on its field, nothing typed lost', async () => {
    const taken = firstDepartment().code;
    const { user } = renderDepartments('admin');
    await user.click((await screen.findAllByRole('button', { name: 'New department' }, LOADED))[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'New department' }));
    await user.type(await dialog.findByRole('textbox', { name: /^Name/ }, LOADED), 'Cloud Computing');
    const code = dialog.getByRole('textbox', { name: /^Code/ });
    await user.type(code, taken);
    await user.click(dialog.getByRole('button', { name: 'Create department' }));
    expect(await dialog.findByText('department with this code already exists.', undefined, LOADED)).toBeTruthy();
    expect((dialog.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe('Cloud Computing');
    await user.clear(code);
    await user.type(code, 'CC');
    await user.click(dialog.getByRole('button', { name: 'Create department' }));
    expect(await screen.findByText('Cloud Computing', undefined, LOADED)).toBeTruthy();
    await waitFor(() => expect(getMockDatabase().core.departments.find((row) => row.code === 'CC')?.is_active).toBe(true));
  }, 30_000);

  it('deletes a department after a confirmation that names it', async () => {
    const department = firstDepartment();
    const { user } = renderDepartments('admin');
    await user.click(await screen.findByRole('button', { name: `Delete “${department.name}”` }, LOADED));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this department?' });
    expect(dialog.textContent).toContain(`“${department.name}” is deleted. This cannot be undone.`);
    await user.click(within(dialog).getByRole('button', { name: 'Delete department' }));
    await waitFor(() => expect(getMockDatabase().core.departments.get(department.id)).toBeUndefined());
    expect(await screen.findByText('Department deleted')).toBeTruthy();
  }, 30_000);

  it('keeps the filter in the URL: inactive departments only', async () => {
    renderDepartments('admin', '/dashboard/academics/departments?is_active=false');
    expect(await screen.findByRole('heading', { name: 'No departments match these filters' }, LOADED)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Clear filters' }).length).toBeGreaterThan(0);
  }, 30_000);

  it('says what failed, with Try again', async () => {
    setMockFaults({ statuses: { listDepartments: 500 } });
    renderDepartments('admin');
    expect(await screen.findByRole('heading', { name: 'Could not load departments' }, LOADED)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  }, 30_000);
});

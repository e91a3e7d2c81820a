import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { must } from '../../../test/must';
import { CataloguePage } from '../catalogue/catalogue-page';
import { LearningPathsAdminPage } from './paths-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const PATHS = '/dashboard/learning/paths';

describe('managing learning paths', () => {
  it('lets a teacher create a path with its courses put in study order', async () => {
    const [first, second] = getMockDatabase().courses.courses.all();
    const { user } = renderInApp(<LearningPathsAdminPage />, { path: PATHS, session: signedInSession('teacher') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage learning paths' })).toBeTruthy();
    await user.click((await screen.findAllByRole('button', { name: 'New learning path' }, LOADED))[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'New learning path' }));
    await user.click(await dialog.findByRole('button', { name: 'Create learning path' }, LOADED));
    expect((await dialog.findAllByText('This field is required')).length).toBeGreaterThan(0);
    await user.type(await dialog.findByRole('textbox', { name: /^Title/ }, LOADED), 'Cloud engineer');
    const add = await dialog.findByRole('combobox', { name: /^Add a course/ });
    await waitFor(() => expect(within(add).getAllByRole('option').length).toBeGreaterThan(2), LOADED);
    await user.selectOptions(add, String(must(first, 'a course').id));
    await user.selectOptions(add, String(must(second, 'a second course').id));
    await user.click(dialog.getByRole('button', { name: `Move ${must(second).title} up` }));
    const order = dialog.getByRole('list', { name: 'Courses in study order' });
    expect(
      within(order)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([must(second).title, must(first).title]);
    await user.click(dialog.getByRole('button', { name: 'Create learning path' }));
    await waitFor(() => {
      const saved = getMockDatabase().learning.centerPaths.find((row) => row.title === 'Cloud engineer');
      expect(saved?.courses).toEqual([must(second).id, must(first).id]);
    }, LOADED);
    expect((await screen.findAllByText('Cloud engineer', undefined, LOADED)).length).toBeGreaterThan(0);
  }, 40_000);

  it('deletes a path after a confirmation that names it', async () => {
    const path = must(getMockDatabase().learning.centerPaths.all()[0], 'a seeded path');
    const { user } = renderInApp(<LearningPathsAdminPage />, { path: PATHS, session: signedInSession('admin') });
    await user.click(await screen.findByRole('button', { name: `Delete “${path.title}”` }, LOADED));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this learning path?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete learning path' }));
    await waitFor(() => expect(getMockDatabase().learning.centerPaths.get(path.id)).toBeUndefined());
  }, 30_000);

  it('says what failed, with Try again', async () => {
    setMockFaults({ statuses: { listLearningCenterPaths: 500 } });
    renderInApp(<LearningPathsAdminPage />, { path: PATHS, session: signedInSession('admin') });
    expect(await screen.findByRole('heading', { name: 'Could not load learning paths' }, LOADED)).toBeTruthy();
  }, 30_000);

  it('lets a learner leave a path they are on, after a confirmation', async () => {
    const student = must(
      getMockDatabase().accounts.users.find((row) => row.username === 'student'),
      'the demo student',
    );
    const membership = must(
      getMockDatabase().learning.studentCenterPaths.find((row) => row.student === student.id),
      'the demo student on a path',
    );
    const path = must(getMockDatabase().learning.centerPaths.get(membership.learning_path), 'their path');
    const { user } = renderInApp(<CataloguePage />, {
      path: `/dashboard/courses?path=${path.id}`,
      session: signedInSession('student'),
    });
    await user.click(await screen.findByRole('button', { name: 'Leave this path' }, LOADED));
    const dialog = await screen.findByRole('alertdialog', { name: `Leave ${path.title}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Leave this path' }));
    await waitFor(() => expect(getMockDatabase().learning.studentCenterPaths.get(membership.id)).toBeUndefined(), LOADED);
    expect(await screen.findByRole('button', { name: 'Start this path' }, LOADED)).toBeTruthy();
  }, 30_000);
});

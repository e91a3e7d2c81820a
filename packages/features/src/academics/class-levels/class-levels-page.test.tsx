import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { must } from '../../../test/must';
import { ClassLevelsPage } from './class-levels-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
const renderLevels = (role: 'admin' | 'teacher') =>
  renderInApp(<ClassLevelsPage />, { path: '/dashboard/academics/class-levels', session: signedInSession(role) });
const firstLevel = () => must(getMockDatabase().academics.classLevels.all()[0], 'a seeded class level');

describe('class levels', () => {
  it('lets an admin create a level; a blank name is refused on its field, nothing typed lost', async () => {
    const { user } = renderLevels('admin');
    await user.click((await screen.findAllByRole('button', { name: 'New class level' }, LOADED))[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'New class level' }));
    await user.type(await dialog.findByRole('textbox', { name: /^Code/ }, LOADED), 'ADV1');
    await user.click(dialog.getByRole('button', { name: 'Create class level' }));
    expect((await dialog.findAllByText('This field is required')).length).toBeGreaterThan(0);
    expect((dialog.getByRole('textbox', { name: /^Code/ }) as HTMLInputElement).value).toBe('ADV1');
    await user.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Advanced Diploma Year 1');
    await user.click(dialog.getByRole('button', { name: 'Create class level' }));
    await waitFor(() => expect(getMockDatabase().academics.classLevels.find((row) => row.code === 'ADV1')?.is_active).toBe(true));
    expect(await screen.findByText('Class level created', undefined, LOADED)).toBeTruthy();
  }, 40_000);

  it('shows a teacher each level with its classes, without the management actions', async () => {
    const level = firstLevel();
    renderLevels('teacher');
    const name = await screen.findByText(level.name, undefined, LOADED);
    const row = within(must(name.closest('li, tr') as HTMLElement | null, 'its row'));
    const classes = row.getByRole('link', { name: /^\d+ class(es)?$/ });
    expect(classes.getAttribute('href')).toBe(`/dashboard/academics/classes?class_level=${level.id}`);
    expect(screen.queryByRole('button', { name: 'New class level' })).toBeNull();
  }, 40_000);

  it('says what failed, with Try again', async () => {
    setMockFaults({ statuses: { listClassLevels: 500 } });
    renderLevels('admin');
    expect(await screen.findByRole('heading', { name: /^Could not load/ }, LOADED)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  }, 40_000);
});

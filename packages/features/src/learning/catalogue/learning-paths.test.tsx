import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { CataloguePage } from './catalogue-page';

startMockBackend();

const LOADED = { timeout: 15_000 };
const openCatalogue = (path: string, type: Parameters<typeof signedInSession>[0] = 'student') =>
  renderInApp(<CataloguePage />, { path, routePath: '/dashboard/courses', session: signedInSession(type) });

describe('learning paths', { timeout: 30_000 }, () => {
  it('lists the paths with the learner’s standing, linked from the catalogue’s sections', async () => {
    openCatalogue('/dashboard/courses?section=paths');
    expect(await screen.findByRole('heading', { level: 1, name: 'Learning paths' }, LOADED)).toBeTruthy();
    const sections = screen.getByRole('navigation', { name: 'Catalogue sections' });
    expect(within(sections).getByRole('link', { name: 'Learning paths' }).getAttribute('aria-current')).toBe('page');
    const list = await screen.findByRole('list', { name: 'Learning paths' }, LOADED);
    const backend = within(list).getByRole('link', { name: 'Become a Backend Developer' });
    expect(backend.getAttribute('href')).toMatch(/^\/dashboard\/courses\?path=\d+$/);
    expect(await within(list).findByText('In progress', undefined, LOADED)).toBeTruthy();
    expect(within(list).getByText('Paused')).toBeTruthy();
  });

  it('pauses and resumes a path, with the progress across its courses', async () => {
    const { user } = openCatalogue('/dashboard/courses?section=paths');
    const list = await screen.findByRole('list', { name: 'Learning paths' }, LOADED);
    await user.click(within(list).getByRole('link', { name: 'Become a Backend Developer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Become a Backend Developer' }, LOADED)).toBeTruthy();
    expect(await screen.findByRole('progressbar', { name: 'Progress on Become a Backend Developer' }, LOADED)).toBeTruthy();
    expect(screen.getByText(/^\d of 3 courses completed$/)).toBeTruthy();
    const courses = screen.getByRole('region', { name: 'Courses in order' });
    expect(within(courses).getByRole('link', { name: 'Introduction to Programming with Python' }).getAttribute('href')).toBe(
      '/dashboard/courses/introduction-to-programming-with-python',
    );

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Pause Become a Backend Developer?' }, LOADED);
    await user.click(within(dialog).getByRole('button', { name: 'Pause' }));
    await user.click(await screen.findByRole('button', { name: 'Resume' }, LOADED));
    expect(await screen.findByRole('button', { name: 'Pause' }, LOADED)).toBeTruthy();
  });

  it('moves on from the course the learner is at to the next one', async () => {
    const { user } = openCatalogue('/dashboard/courses?section=paths');
    const list = await screen.findByRole('list', { name: 'Learning paths' }, LOADED);
    await user.click(within(list).getByRole('link', { name: 'Become a Backend Developer' }));
    const progress = (await screen.findByRole('progressbar', { name: 'Progress on Become a Backend Developer' }, LOADED))
      .parentElement?.parentElement as HTMLElement;
    const before = within(progress).getByText(/^Next course:/).textContent;
    await user.click(await screen.findByRole('button', { name: 'Move on to the next course' }, LOADED));
    const dialog = await screen.findByRole('alertdialog', { name: /^Done with .+\?$/ }, LOADED);
    const next = /moves on to (.+); your progress on it becomes (\d+)%/.exec(dialog.textContent ?? '');
    await user.click(within(dialog).getByRole('button', { name: 'Move on to the next course' }));
    expect(await screen.findByText(`On to ${next?.[1]}`, undefined, LOADED)).toBeTruthy();
    await waitFor(
      () => expect(within(progress).getByText(/^Next course:/).textContent).toBe(`Next course: ${next?.[1]}`),
      LOADED,
    );
    expect(before).not.toBe(`Next course: ${next?.[1]}`);
    expect(within(progress).getByText(`${next?.[2]}%`)).toBeTruthy();
  });

  it('starts a path the learner is not on', async () => {
    const { user } = openCatalogue('/dashboard/courses?section=paths');
    const list = await screen.findByRole('list', { name: 'Learning paths' }, LOADED);
    await user.click(within(list).getByRole('link', { name: 'Data Analyst Track' }));
    await user.click(await screen.findByRole('button', { name: 'Start this path' }, LOADED));
    expect(await screen.findByRole('button', { name: 'Pause' }, LOADED)).toBeTruthy();
    await waitFor(() => expect(screen.getByText('In progress')).toBeTruthy(), LOADED);
  });

  it('says a path that does not exist does not, with the way back', async () => {
    openCatalogue('/dashboard/courses?path=abc');
    expect(await screen.findByRole('heading', { name: 'This learning path does not exist' }, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the learning paths' }).getAttribute('href')).toBe(
      '/dashboard/courses?section=paths',
    );
  });
});

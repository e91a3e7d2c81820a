import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, setMockFaults } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { AnnouncementsPage } from './announcements-page';

startMockBackend();
const LOADED = { timeout: 15_000 };
const PATH = '/dashboard/communications/announcements';

describe('the announcements list', () => {
  it('shows a student the announcements for them, unread ones marked New, without staff controls', async () => {
    renderInApp(<AnnouncementsPage />, { path: PATH, session: signedInSession('student') });
    const db = getMockDatabase().communication;
    const forStudents = db.announcements.filter((row) => row.is_published && ['all', 'students'].includes(row.audience));
    const staffOnly = db.announcements.find((row) => row.audience === 'admins');
    expect(await screen.findByRole('link', { name: forStudents[0]?.title ?? '' }, LOADED)).toBeTruthy();
    if (staffOnly) expect(screen.queryByRole('link', { name: staffOnly.title })).toBeNull();
    expect(screen.getAllByText('New').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'New announcement' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Audience' })).toBeNull();
  });

  it('lets a teacher post one: the server stores it and the page opens it', async () => {
    const { user } = renderInApp(<AnnouncementsPage />, { path: PATH, session: signedInSession('teacher') });
    await screen.findAllByText('Any audience', undefined, LOADED);
    await user.click(screen.getAllByRole('button', { name: 'New announcement' })[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'New announcement' }));
    await user.type(await dialog.findByRole('textbox', { name: /^Title/ }, LOADED), 'Lab 4 reopens');
    await user.type(dialog.getByRole('textbox', { name: /^Message/ }), 'Lab 4 is open again from Monday.');
    await user.click(dialog.getByRole('button', { name: 'Create announcement' }));
    await waitFor(() =>
      expect(getMockDatabase().communication.announcements.find((row) => row.title === 'Lab 4 reopens')).toMatchObject({
        author: 3,
        audience: 'all',
        is_published: true,
      }),
    );
    const created = getMockDatabase().communication.announcements.find((row) => row.title === 'Lab 4 reopens');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`${PATH}/${created?.id}`), LOADED);
  }, 30_000);

  it('offers Retry when the list cannot load', async () => {
    setMockFaults({ statuses: { listAnnouncementsForMe: 500 } });
    renderInApp(<AnnouncementsPage />, { path: PATH, session: signedInSession('parent') });
    expect(await screen.findByRole('button', { name: 'Try again' }, LOADED)).toBeTruthy();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { CommunityNotificationsPage } from './community-notifications-page';

startMockBackend();

const LOADED = { timeout: 15_000 };
const PATH = '/dashboard/community/notifications';
const unread = (userId: number | undefined) =>
  getMockDatabase().community.notifications.count((row) => row.recipient === userId && !row.is_read);

describe('community notifications', { timeout: 30_000 }, () => {
  it('marks one read, then all, and clears them after a confirmation', async () => {
    const student = getMockDatabase().accounts.users.find((user) => user.username === 'student');
    const before = unread(student?.id);
    expect(before).toBeGreaterThan(1);
    const { user } = renderInApp(<CommunityNotificationsPage />, { path: PATH, session: signedInSession('student') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Community notifications' }, LOADED)).toBeTruthy();
    const first = (await screen.findAllByRole('button', { name: /^Mark read: / }, LOADED))[0] as HTMLElement;
    await user.click(first);
    await waitFor(() => expect(unread(student?.id)).toBe(before - 1), LOADED);
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(unread(student?.id)).toBe(0), LOADED);
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Clear all your community notifications?' });
    await user.click(within(confirm).getByRole('button', { name: 'Clear all' }));
    expect(await screen.findByRole('heading', { name: 'No community notifications' }, LOADED)).toBeTruthy();
  });
});

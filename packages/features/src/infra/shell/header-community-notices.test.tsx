import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { TEST_API } from '../../../test/setup';
import { DashboardShell } from './dashboard-shell';

const server = startMockBackend();
const SLOW = { timeout: 15_000 };
const STUDENT_ID = 4;
const EMPTY = { count: 0, next: null, previous: null, results: [] };

// The bell holds only the community's notifications here: no communications or payment notices.
beforeEach(() =>
  server.use(
    http.get(`${TEST_API}/communication/notifications/`, () => HttpResponse.json(EMPTY)),
    http.get(`${TEST_API}/payments/notifications/`, () => HttpResponse.json(EMPTY)),
  ),
);

describe('community notifications in the header bell', () => {
  it('counts the unread ones in the badge; following one marks it read and opens what it is about', async () => {
    const db = getMockDatabase();
    const notice = db.community.notifications.insert({
      recipient: STUDENT_ID,
      actor: 2,
      notification_type: 'new_comment',
      title: 'New comment on your article',
      message: 'David Mwangi commented on “Deploying Django on a VPS”.',
      is_read: false,
      target_type: 'article',
      target_id: 1,
      action_url: '/dashboard/community/notifications',
      read_at: null,
      created_at: new Date().toISOString(),
    });
    const unread = db.community.notifications.count((row) => row.recipient === STUDENT_ID && !row.is_read);
    const { user } = renderInApp(<DashboardShell />, {
      path: '/dashboard',
      session: signedInSession('student'),
      routePath: '/dashboard/*',
    });
    await user.click(await screen.findByRole('button', { name: `Notifications, ${unread} unread` }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' }, SLOW);
    await user.click(await within(dialog).findByRole('button', { name: /New comment on your article/ }, SLOW));
    await waitFor(() => expect(db.community.notifications.get(notice.id)?.is_read).toBe(true), SLOW);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/community/notifications'), SLOW);
    await screen.findByRole('button', { name: unread > 1 ? `Notifications, ${unread - 1} unread` : 'Notifications' }, SLOW);
  }, 30_000);
});

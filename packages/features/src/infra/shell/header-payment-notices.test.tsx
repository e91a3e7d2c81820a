import { screen, waitFor, within } from '@testing-library/react';
import type { Notification } from '@ujuzi/api';
import { getMockDatabase } from '@ujuzi/mocks';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { TEST_API } from '../../../test/setup';
import { NotificationsPage } from '../../notifications/notifications-page';
import { DashboardShell } from './dashboard-shell';

const server = startMockBackend();
// The community's notifications share the bell (header-community-notices.test.tsx); here it holds none.
beforeEach(() =>
  server.use(
    http.get(`${TEST_API}/community/notifications/`, () =>
      HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
    ),
    http.get(`${TEST_API}/community/notifications/unread_count/`, () => HttpResponse.json({ unread_count: 0 })),
  ),
);
const SLOW = { timeout: 15_000 };
const STUDENT_ID = 4;
const location = () => screen.getByTestId('location').textContent;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** One unread communications notification, an hour old, for the list and the unread counter alike. */
function oneMessageNotification() {
  const notification: Notification = {
    id: 1,
    title: 'Class moved to Thursday',
    message: 'The live session for Python for Data Analysis moved to Thursday.',
    notification_type: 'system',
    priority: 'normal',
    is_read: false,
    action_url: null,
    created_at: minutesAgo(60),
  };
  server.use(
    http.get(`${TEST_API}/communication/notifications/`, () =>
      HttpResponse.json({ count: 1, next: null, previous: null, results: [notification] }),
    ),
  );
}

/** A fresh, unopened receipt notice for the demo student, without an action_url. */
function freshReceiptNotice(minutes = 2) {
  return getMockDatabase().payments.notifications.insert({
    user: STUDENT_ID,
    enrollment: null,
    payment: 77,
    installment: null,
    notification_type: 'payment_received',
    channel: 'in_app',
    title: 'Payment received',
    message: 'KES 4,500 received by M-Pesa. Asante!',
    action_url: null,
    is_opened: false,
    opened_at: null,
    is_clicked: false,
    clicked_at: null,
    sent_at: minutesAgo(minutes),
    created_at: minutesAgo(minutes),
  });
}

describe('payment notices in the header bell', () => {
  it('shows a learner’s payment notices with the messages, newest first; opening the bell marks them opened, clicking one marks it clicked and opens its screen', async () => {
    oneMessageNotification();
    const db = getMockDatabase();
    const notice = freshReceiptNotice();
    const unopened = db.payments.notifications.count((row) => row.user === STUDENT_ID && !row.is_opened);
    const { user } = renderInApp(<DashboardShell />, {
      path: '/dashboard',
      session: signedInSession('student'),
      routePath: '/dashboard/*',
    });
    // The badge counts the unread message and every unopened payment notice.
    const bell = await screen.findByRole('button', { name: `Notifications, ${1 + unopened} unread` }, SLOW);
    await user.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' }, SLOW);
    const receipt = await within(dialog).findByRole('button', { name: /Payment received/ }, SLOW);
    const message = within(dialog).getByRole('button', { name: /Class moved to Thursday/ });
    // Newest first: the two-minute-old receipt comes before the hour-old message.
    expect(receipt.compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() => expect(db.payments.notifications.get(notice.id)?.is_opened).toBe(true), SLOW);
    // The shown notices are opened, so only the message stays unread.
    await screen.findByRole('button', { name: 'Notifications, 1 unread' }, SLOW);
    expect(db.payments.notifications.get(notice.id)?.is_clicked).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: /Payment received/ }));
    // Without an action_url the notice leads to its payment's receipt.
    await waitFor(() => expect(location()).toBe('/dashboard/payments/receipts/77'), SLOW);
    expect(db.payments.notifications.get(notice.id)?.is_clicked).toBe(true);
  });

  it("opens every payment notice on 'Mark all as read', also those the bell has no room for", async () => {
    oneMessageNotification();
    const db = getMockDatabase();
    // Twelve new notices: the bell shows ten items, so some are never shown.
    for (let minutes = 1; minutes <= 12; minutes += 1) freshReceiptNotice(minutes);
    const { user } = renderInApp(<DashboardShell />, {
      path: '/dashboard',
      session: signedInSession('student'),
      routePath: '/dashboard/*',
    });
    await user.click(await screen.findByRole('button', { name: /^Notifications, \d+ unread$/ }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' }, SLOW);
    await user.click(await within(dialog).findByRole('button', { name: 'Mark all as read' }, SLOW));
    await waitFor(
      () => expect(db.payments.notifications.count((row) => row.user === STUDENT_ID && !row.is_opened)).toBe(0),
      SLOW,
    );
    // What is left is this test's message, which its stubbed backend keeps unread.
    await screen.findByRole('button', { name: 'Notifications, 1 unread' }, SLOW);
  });

  it('drops the badge as soon as a page shows the payment notices (below 640 px the bell leads to such a page)', async () => {
    oneMessageNotification();
    freshReceiptNotice();
    const unopened = getMockDatabase().payments.notifications.count((row) => row.user === STUDENT_ID && !row.is_opened);
    // The page is shown with the shell; the bell itself is never opened.
    renderInApp(
      <>
        <DashboardShell />
        <NotificationsPage />
      </>,
      { path: '/dashboard/communications/notifications', session: signedInSession('student'), routePath: '/dashboard/*' },
    );
    await screen.findByRole('list', { name: 'Payment notices' }, SLOW);
    await screen.findByRole('button', { name: 'Notifications, 1 unread' }, SLOW);
    expect(unopened).toBeGreaterThan(1);
  });

  it('leaves staff’s bell to their own notifications', async () => {
    oneMessageNotification();
    freshReceiptNotice();
    const { user } = renderInApp(<DashboardShell />, {
      path: '/dashboard',
      session: signedInSession('accountant'),
      routePath: '/dashboard/*',
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' }, SLOW);
    await within(dialog).findByRole('button', { name: /Class moved to Thursday/ }, SLOW);
    expect(within(dialog).queryByRole('button', { name: /Payment received/ })).toBeNull();
  });
});

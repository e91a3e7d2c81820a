import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase } from '@ujuzi/mocks';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../test/app-harness';
import { notificationTarget } from './notification-item';
import { NotificationsPage } from './notifications-page';

startMockBackend();

describe('where opening a notification leads', () => {
  it.each([
    ['/dashboard/payments/installments', '/dashboard/payments/installments'],
    ['/dashboard/courses/python?tab=lessons#l3', '/dashboard/courses/python?tab=lessons#l3'],
    ['https://app.ujuzi.ac.ke/dashboard/profile', '/dashboard/profile'],
    ['https://evil.example/steal', null],
    ['//evil.example/steal', null],
    ['javascript:alert(1)', null],
    ['', null],
    [null, null],
  ])('%s → %s', (actionUrl, target) => {
    expect(notificationTarget(actionUrl, 'https://app.ujuzi.ac.ke')).toBe(target);
  });
});

describe('the notifications page', () => {
  it('lists the notifications, marks one read and then all of them', async () => {
    const { user } = renderInApp(<NotificationsPage />, {
      path: '/dashboard/communications/notifications',
      session: signedInSession('student'),
    });
    const all = await screen.findByRole('list', { name: 'All notifications' });
    const unreadBefore = within(all).getAllByRole('button', { name: /^Mark as read:/ }).length;
    expect(unreadBefore).toBeGreaterThan(1);
    await user.click(within(all).getAllByRole('button', { name: /^Mark as read:/ })[0] as HTMLElement);
    await waitFor(() => expect(within(all).getAllByRole('button', { name: /^Mark as read:/ })).toHaveLength(unreadBefore - 1));
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('All notifications marked as read')).toBeTruthy();
    await waitFor(() => expect(within(all).queryAllByRole('button', { name: /^Mark as read:/ })).toHaveLength(0));
    expect(screen.getByText("You're all caught up!")).toBeTruthy();
  });

  // Below 640 px the bell leads here, so a learner's payment notices from the bell are here too.
  it('shows a learner the payment notices and marks the new ones opened', async () => {
    const db = getMockDatabase();
    const isNew = (row: { user?: number; is_opened: boolean }) => row.user === 4 && !row.is_opened;
    expect(db.payments.notifications.count(isNew)).toBeGreaterThan(0);
    renderInApp(<NotificationsPage />, { path: '/dashboard/communications/notifications', session: signedInSession('student') });
    const notices = await screen.findByRole('list', { name: 'Payment notices' }, { timeout: 15_000 });
    expect(within(notices).getByRole('link', { name: 'Complete your payment' }).getAttribute('href')).toMatch(
      /^\/dashboard\/payments\/enrollments\/\d+$/,
    );
    await waitFor(() => expect(db.payments.notifications.count(isNew)).toBe(0), { timeout: 15_000 });
  });

  it('shows staff no payment notices', async () => {
    renderInApp(<NotificationsPage />, {
      path: '/dashboard/communications/notifications',
      session: signedInSession('accountant'),
    });
    await screen.findByRole('list', { name: 'All notifications' }, { timeout: 15_000 });
    expect(screen.queryByRole('heading', { name: 'Payment notices' })).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
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
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test-utils';
import { NotificationList } from './notification-list';
import { NOTIFICATIONS_NOW, SAMPLE_NOTIFICATIONS } from './notification-list.fixtures';

const items = () => within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');

describe('NotificationList', () => {
  it('lists notifications with title, message, priority, relative time and read state', () => {
    renderWithUi(<NotificationList items={SAMPLE_NOTIFICATIONS} onOpen={vi.fn()} now={NOTIFICATIONS_NOW} />);
    const buttons = items().map((item) => within(item).getAllByRole('button')[0] as HTMLElement);
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Unread: Urgent priority:Installment overdueYour second installment of Ksh 5,000.00 for Web Development was due yesterday.4m ago',
      'Unread: High priority:Assessment due tomorrowPython Basics quiz closes tomorrow at 23:59.3h ago',
      'New lesson publishedLesson 7: Working with APIs is now available.1d ago',
      'Low priority:Community digest5 new topics in Web Development this week.' +
        new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'short', year: 'numeric' }).format(
          NOTIFICATIONS_NOW - 9 * 86_400_000,
        ),
    ]);
  });

  it('distinguishes priorities by more than colour', () => {
    renderWithUi(<NotificationList items={SAMPLE_NOTIFICATIONS} onOpen={vi.fn()} now={NOTIFICATIONS_NOW} />);
    const [urgent, high, normal, low] = items();
    expect(urgent?.getAttribute('data-priority')).toBe('urgent');
    expect(within(urgent as HTMLElement).getByText('Urgent')).toBeTruthy();
    expect(within(high as HTMLElement).getByText('High')).toBeTruthy();
    expect(within(normal as HTMLElement).queryByText(/priority/)).toBeNull();
    expect(within(low as HTMLElement).getByText('Low')).toBeTruthy();
  });

  it('opens a notification by click or keyboard', async () => {
    const onOpen = vi.fn();
    const { user } = renderWithUi(<NotificationList items={SAMPLE_NOTIFICATIONS} onOpen={onOpen} now={NOTIFICATIONS_NOW} />);
    await user.click(screen.getByRole('button', { name: /Installment overdue/ }));
    expect(onOpen).toHaveBeenLastCalledWith(SAMPLE_NOTIFICATIONS[0]);
    screen.getByRole('button', { name: /New lesson published/ }).focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(SAMPLE_NOTIFICATIONS[2]);
  });

  it('offers Mark as read on unread items only', async () => {
    const onMarkRead = vi.fn();
    const { user } = renderWithUi(
      <NotificationList items={SAMPLE_NOTIFICATIONS} onOpen={vi.fn()} onMarkRead={onMarkRead} now={NOTIFICATIONS_NOW} />,
    );
    expect(screen.getAllByRole('button', { name: /^Mark as read/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Mark as read: Assessment due tomorrow' }));
    expect(onMarkRead).toHaveBeenCalledWith(SAMPLE_NOTIFICATIONS[1]);
  });

  it("says 'No notifications yet' and 'You're all caught up!' when empty", () => {
    renderWithUi(<NotificationList items={[]} onOpen={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'No notifications yet' })).toBeTruthy();
    expect(screen.getByText("You're all caught up!")).toBeTruthy();
  });

  it("says 'Failed to load notifications' with a 'Try again' link", async () => {
    const onRetry = vi.fn();
    const { user } = renderWithUi(<NotificationList items={[]} onOpen={vi.fn()} error onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Failed to load notificationsTry again');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows placeholders while loading', () => {
    renderWithUi(<NotificationList items={[]} onOpen={vi.fn()} loading />);
    expect(screen.getByRole('status').textContent).toBe('Loading notifications…');
    expect(screen.queryByRole('list')).toBeNull();
  });
});

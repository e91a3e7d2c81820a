/** Sample notifications for stories and tests. */
import type { NotificationItem } from './notification-list';

export const NOTIFICATIONS_NOW = Date.parse('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(NOTIFICATIONS_NOW - ms).toISOString();

export const SAMPLE_NOTIFICATIONS: NotificationItem[] = [
  {
    id: 1,
    title: 'Installment overdue',
    message: 'Your second installment of Ksh 5,000.00 for Web Development was due yesterday.',
    priority: 'urgent',
    createdAt: ago(4 * 60_000),
    isRead: false,
    actionUrl: '/dashboard/payments/installments',
  },
  {
    id: 2,
    title: 'Assessment due tomorrow',
    message: 'Python Basics quiz closes tomorrow at 23:59.',
    priority: 'high',
    createdAt: ago(3 * 3_600_000),
    isRead: false,
    actionUrl: '/dashboard/courses/assessments',
  },
  {
    id: 3,
    title: 'New lesson published',
    message: 'Lesson 7: Working with APIs is now available.',
    priority: 'normal',
    createdAt: ago(26 * 3_600_000),
    isRead: true,
    actionUrl: null,
  },
  {
    id: 4,
    title: 'Community digest',
    message: '5 new topics in Web Development this week.',
    priority: 'low',
    createdAt: ago(9 * 86_400_000),
    isRead: true,
  },
];

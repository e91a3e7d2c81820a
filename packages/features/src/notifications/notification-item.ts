/** The API's notification as the ui's NotificationItem, and where opening one leads (same origin only). */
import type { Notification } from '@ujuzi/api';
import type { NotificationItem } from '@ujuzi/ui';

export const toNotificationItem = (notification: Notification): NotificationItem => ({
  id: notification.id,
  title: notification.title,
  message: notification.message,
  priority: notification.priority,
  createdAt: notification.created_at,
  isRead: notification.is_read,
  actionUrl: notification.action_url ?? null,
});

/**
 * The in-app path a notification's action_url points to, or null when it has none or it leaves the
 * app (another origin, a protocol-relative or script URL): then the notifications page is shown.
 */
export function notificationTarget(actionUrl: string | null | undefined, origin: string): string | null {
  const value = actionUrl?.trim();
  if (!value) return null;
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin) return null;
    // A relative value must be a plain path: '//host' and '\\host' resolve to other origins above.
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** Opening, marking one and marking all notifications read, with the client spec §8 toasts; shared by the bell and the page. */
import { useQueryClient } from '@tanstack/react-query';
import { useMarkAllNotificationsAsRead, useMarkNotificationAsRead } from '@ujuzi/api/hooks';
import { toast, type NotificationItem } from '@ujuzi/ui';
import { useNavigate } from 'react-router-dom';
import { notificationTarget } from './notification-item';
import { links } from '../infra/kit/links';

export const NOTIFICATION_ACTION_MESSAGES = {
  allMarked: 'All notifications marked as read',
  markFailed: 'Failed to mark notification as read',
  markAllFailed: 'Failed to mark all notifications as read',
} as const;

/** Every cached notifications query (lists, counters) starts with this path. */
const isNotificationsQuery = (key: readonly unknown[]) =>
  typeof key[0] === 'string' && key[0].startsWith('/communication/notifications/');

export function useNotificationActions() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refresh = () => queryClient.invalidateQueries({ predicate: (query) => isNotificationsQuery(query.queryKey) });
  const markOne = useMarkNotificationAsRead({
    mutation: {
      onSettled: refresh,
      onError: () => void toast.error(NOTIFICATION_ACTION_MESSAGES.markFailed, undefined, { id: 'notification-mark-failed' }),
    },
  });
  const markAll = useMarkAllNotificationsAsRead({
    mutation: {
      onSettled: refresh,
      onSuccess: () => void toast.success(NOTIFICATION_ACTION_MESSAGES.allMarked, undefined, { id: 'notifications-all-marked' }),
      onError: () =>
        void toast.error(NOTIFICATION_ACTION_MESSAGES.markAllFailed, undefined, { id: 'notification-mark-all-failed' }),
    },
  });

  const markRead = (item: NotificationItem) => {
    if (!item.isRead) markOne.mutate({ id: Number(item.id) });
  };

  return {
    markRead,
    /** Client spec §4: opening marks it read and follows its action_url, else the notifications page. */
    open: (item: NotificationItem) => {
      markRead(item);
      void navigate(notificationTarget(item.actionUrl, window.location.origin) ?? links.notifications());
    },
    markAll: () => markAll.mutate(),
    markingAll: markAll.isPending,
  };
}

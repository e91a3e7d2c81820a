/**
 * The community's notifications (community/notifications: replies, comments, likes, moderation outcomes)
 * in the header bell, next to the communications notifications (issue 27): the 10 newest, their unread
 * count in the badge; following one marks it read and opens what it is about (or the community
 * notifications page); 'Mark all as read' reads them all.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { CommunityNotification } from '@ujuzi/api';
import {
  markAllCommunityNotificationsRead,
  markCommunityNotificationRead,
  useGetCommunityUnreadCount,
  useListCommunityNotifications,
} from '@ujuzi/api/hooks';
import { HEADER_NOTIFICATIONS_LIMIT, NOTIFICATIONS_REFRESH_MS } from '@ujuzi/domain';
import type { NotificationItem } from '@ujuzi/ui';
import { notificationTarget } from '../../notifications/notification-item';
import { links } from '../kit/links';

export const HEADER_COMMUNITY_NOTICES_PARAMS = { ordering: '-created_at', page_size: HEADER_NOTIFICATIONS_LIMIT } as const;

/** Community notices share the bell with communications notifications, whose ids are plain numbers. */
const ID_PREFIX = 'community-notice-';

export const toCommunityNoticeItem = (notice: CommunityNotification, origin: string): NotificationItem => ({
  id: `${ID_PREFIX}${notice.id}`,
  title: notice.title,
  message: notice.message,
  priority: 'normal',
  createdAt: notice.created_at,
  isRead: notice.is_read,
  actionUrl: notificationTarget(notice.action_url, origin) ?? links.communityNotifications(),
});

/** The community notice's own id, or null for another kind of notification. */
export function communityNoticeId(item: NotificationItem): number | null {
  return typeof item.id === 'string' && item.id.startsWith(ID_PREFIX) ? Number(item.id.slice(ID_PREFIX.length)) : null;
}

const isCommunityNotificationsQuery = (key: readonly unknown[]) =>
  typeof key[0] === 'string' && key[0].startsWith('/community/notifications/');

export function useHeaderCommunityNotices(enabled: boolean, navigateTo: (path: string) => void) {
  const queryClient = useQueryClient();
  const query = { enabled, refetchInterval: NOTIFICATIONS_REFRESH_MS };
  const list = useListCommunityNotifications(HEADER_COMMUNITY_NOTICES_PARAMS, { query });
  const unread = useGetCommunityUnreadCount({ query });
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  const refresh = () => queryClient.invalidateQueries({ predicate: (entry) => isCommunityNotificationsQuery(entry.queryKey) });
  return {
    items: enabled ? (list.data?.results ?? []).map((notice) => toCommunityNoticeItem(notice, origin)) : [],
    unreadCount: enabled && !unread.isError ? (unread.data?.unread_count ?? 0) : 0,
    markAllRead: () => {
      if (!enabled || (unread.data?.unread_count ?? 0) === 0) return;
      void markAllCommunityNotificationsRead()
        .catch(() => undefined)
        .finally(() => void refresh());
    },
    follow: (id: number, item: NotificationItem) => {
      void markCommunityNotificationRead(id)
        .catch(() => undefined)
        .finally(() => {
          void refresh();
          navigateTo(item.actionUrl ?? links.communityNotifications());
        });
    },
  };
}

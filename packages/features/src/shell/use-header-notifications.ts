/**
 * The header bell's data (client spec §4, §9): the 10 newest notifications and the unread count,
 * both refreshed every 30 s; opening and marking go through the shared notification actions.
 */
import { useListNotifications } from '@ujuzi/api/hooks';
import { HEADER_NOTIFICATIONS_LIMIT, NOTIFICATIONS_REFRESH_MS } from '@ujuzi/domain';
import type { HeaderNotifications } from '@ujuzi/ui';
import { useNavigate } from 'react-router-dom';
import { NOTIFICATIONS_PATH, toNotificationItem } from '../notifications/notification-item';
import { useNotificationActions } from '../notifications/use-notification-actions';
import { UNREAD_NOTIFICATIONS_PARAMS } from './use-sidebar-counters';

export const HEADER_NOTIFICATIONS_PARAMS = { ordering: '-created_at', page_size: HEADER_NOTIFICATIONS_LIMIT } as const;

export function useHeaderNotifications(): Omit<HeaderNotifications, 'allHref'> {
  const navigate = useNavigate();
  const actions = useNotificationActions();
  const refresh = { query: { refetchInterval: NOTIFICATIONS_REFRESH_MS } };
  const list = useListNotifications(HEADER_NOTIFICATIONS_PARAMS, refresh);
  const unread = useListNotifications(UNREAD_NOTIFICATIONS_PARAMS, refresh);
  return {
    items: list.data?.results.map(toNotificationItem) ?? [],
    unreadCount: unread.isError ? 0 : (unread.data?.count ?? 0),
    loading: list.isPending,
    error: list.isError,
    onRetry: () => void list.refetch(),
    onOpenItem: actions.open,
    onMarkAll: actions.markAll,
    // Below 640 px the bell opens the notifications page instead of the dropdown (§2).
    onBellNavigate: () => void navigate(NOTIFICATIONS_PATH),
  };
}

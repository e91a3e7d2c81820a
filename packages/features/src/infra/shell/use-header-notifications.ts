/**
 * The header bell's data (client spec §4, §9): the 10 newest notifications and the unread count,
 * both refreshed every 30 s; opening and marking go through the shared notification actions.
 * A learner's or parent's payment notices join them, newest first (see header-payment-notices), and
 * everyone's community notifications (header-community-notices), counted in the badge too.
 */
import { useListNotifications } from '@ujuzi/api/hooks';
import { HEADER_NOTIFICATIONS_LIMIT, NOTIFICATIONS_REFRESH_MS } from '@ujuzi/domain';
import type { HeaderNotifications } from '@ujuzi/ui';
import { useNavigate } from 'react-router-dom';
import { toNotificationItem } from '../../notifications/notification-item';
import { useNotificationActions } from '../../notifications/use-notification-actions';
import { useSession } from '../session/session-context';
import { communityNoticeId, useHeaderCommunityNotices } from './header-community-notices';
import { newestFirst, paymentNoticeId, useHeaderPaymentNotices } from './header-payment-notices';
import { UNREAD_NOTIFICATIONS_PARAMS } from './use-sidebar-counters';
import { links } from '../kit/links';

export const HEADER_NOTIFICATIONS_PARAMS = { ordering: '-created_at', page_size: HEADER_NOTIFICATIONS_LIMIT } as const;

export function useHeaderNotifications(): Omit<HeaderNotifications, 'allHref'> {
  const navigate = useNavigate();
  const actions = useNotificationActions();
  const refresh = { query: { refetchInterval: NOTIFICATIONS_REFRESH_MS } };
  const list = useListNotifications(HEADER_NOTIFICATIONS_PARAMS, refresh);
  const unread = useListNotifications(UNREAD_NOTIFICATIONS_PARAMS, refresh);
  const { user } = useSession();
  const learner = user?.user_type === 'student' || user?.user_type === 'parent';
  const payments = useHeaderPaymentNotices(learner, (path) => void navigate(path));
  const community = useHeaderCommunityNotices(!!user, (path) => void navigate(path));
  const items = newestFirst(
    [list.data?.results.map(toNotificationItem) ?? [], payments.items, community.items],
    HEADER_NOTIFICATIONS_PARAMS.page_size,
  );
  return {
    items,
    unreadCount: (unread.isError ? 0 : (unread.data?.count ?? 0)) + payments.unopenedCount + community.unreadCount,
    loading: list.isPending,
    error: list.isError,
    onRetry: () => void list.refetch(),
    onOpenItem: (item) => {
      const paymentId = paymentNoticeId(item);
      const communityId = communityNoticeId(item);
      if (paymentId !== null) payments.follow(paymentId, item);
      else if (communityId !== null) community.follow(communityId, item);
      else actions.open(item);
    },
    onDropdownOpen: () => payments.markShownOpened(items),
    onMarkAll: () => {
      actions.markAll();
      payments.markAllOpened();
      community.markAllRead();
    },
    // Below 640 px the bell opens the notifications page instead of the dropdown (§2).
    onBellNavigate: () => void navigate(links.notifications()),
  };
}

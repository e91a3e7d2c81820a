/**
 * The learner's payment notices (payments/notifications) in the header bell, next to the
 * communications notifications: the same 10 newest, newest first, each leading to its payment or
 * enrollment screen. Opening the bell marks the shown ones opened; following one marks it clicked.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { PaymentNotification, PaymentNotificationType } from '@ujuzi/api';
import {
  listPaymentNotifications,
  markPaymentNotificationClicked,
  markPaymentNotificationOpened,
  useListPaymentNotifications,
} from '@ujuzi/api/hooks';
import { HEADER_NOTIFICATIONS_LIMIT, NOTIFICATIONS_REFRESH_MS } from '@ujuzi/domain';
import type { NotificationItem, NotificationPriority } from '@ujuzi/ui';
import { notificationTarget } from '../../notifications/notification-item';
import { links } from '../kit/links';

export const HEADER_PAYMENT_NOTICES_PARAMS = { ordering: '-created_at', page_size: HEADER_NOTIFICATIONS_LIMIT } as const;
export const UNOPENED_PAYMENT_NOTICES_PARAMS = { is_opened: false, page_size: 1 } as const;
/** 'Mark all as read' opens every unopened notice, shown or not (a learner has a handful). */
const MARK_ALL_PAGE_SIZE = 100;

/** Payment notices share the bell with communications notifications, whose ids are plain numbers. */
const ID_PREFIX = 'payment-notice-';

/** Money gone wrong or late stands out; reminders and confirmations read as normal. */
const PRIORITY: Partial<Record<PaymentNotificationType, NotificationPriority>> = {
  payment_failed: 'high',
  installment_overdue: 'high',
};

/** Its action_url when it stays in the app, else the screen of what it is about. */
export function paymentNoticeTarget(notice: PaymentNotification, origin: string): string {
  const target = notificationTarget(notice.action_url, origin);
  if (target) return target;
  if (notice.payment != null) return links.receipt(String(notice.payment));
  if (notice.installment != null) return links.installments();
  if (notice.enrollment != null) return links.enrollment(String(notice.enrollment));
  return links.payments();
}

export const toPaymentNoticeItem = (notice: PaymentNotification, origin: string): NotificationItem => ({
  id: `${ID_PREFIX}${notice.id}`,
  title: notice.title,
  message: notice.message,
  priority: PRIORITY[notice.notification_type] ?? 'normal',
  createdAt: notice.created_at,
  isRead: notice.is_opened,
  actionUrl: paymentNoticeTarget(notice, origin),
});

/** The payment notice's own id, or null for a communications notification. */
export function paymentNoticeId(item: NotificationItem): number | null {
  return typeof item.id === 'string' && item.id.startsWith(ID_PREFIX) ? Number(item.id.slice(ID_PREFIX.length)) : null;
}

/** Both lists as one, newest first, cut to what the bell shows. */
export function newestFirst(lists: readonly (readonly NotificationItem[])[], limit: number): NotificationItem[] {
  const time = (item: NotificationItem) => new Date(item.createdAt).getTime();
  return lists
    .flat()
    .sort((a, b) => time(b) - time(a))
    .slice(0, limit);
}

const isPaymentNoticesQuery = (key: readonly unknown[]) => key[0] === '/payments/notifications/';

/**
 * Only learners and parents: staff may list every learner's notices, which are not theirs to open.
 * `navigateTo` opens a notice's screen once its click is recorded (whatever that call answers).
 */
export function useHeaderPaymentNotices(enabled: boolean, navigateTo: (path: string) => void) {
  const queryClient = useQueryClient();
  const query = { enabled, refetchInterval: NOTIFICATIONS_REFRESH_MS };
  const list = useListPaymentNotifications(HEADER_PAYMENT_NOTICES_PARAMS, { query });
  const unopened = useListPaymentNotifications(UNOPENED_PAYMENT_NOTICES_PARAMS, { query });
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  const notices = enabled ? (list.data?.results ?? []) : [];
  const refresh = () => queryClient.invalidateQueries({ predicate: (entry) => isPaymentNoticesQuery(entry.queryKey) });
  const markOpened = (ids: readonly number[]) =>
    void Promise.allSettled(ids.map((id) => markPaymentNotificationOpened(id))).then(refresh);
  return {
    items: notices.map((notice) => toPaymentNoticeItem(notice, origin)),
    unopenedCount: enabled && !unopened.isError ? (unopened.data?.count ?? 0) : 0,
    /** The bell opened: what it shows is now seen. A failed mark stays unopened and is tried on the next opening. */
    markShownOpened: (shown: readonly NotificationItem[]) => {
      const ids = shown.flatMap((item) => {
        const id = paymentNoticeId(item);
        return id !== null && !item.isRead ? [id] : [];
      });
      if (ids.length > 0) markOpened(ids);
    },
    /** 'Mark all as read' in the bell clears its badge: every unopened payment notice is opened too. */
    markAllOpened: () => {
      if (!enabled || (unopened.data?.count ?? 0) === 0) return;
      void listPaymentNotifications({ is_opened: false, page_size: MARK_ALL_PAGE_SIZE })
        .then((page) => markOpened(page.results.map((notice) => notice.id)))
        .catch(() => undefined);
    },
    follow: (id: number, item: NotificationItem) => {
      void markPaymentNotificationClicked(id)
        .catch(() => undefined)
        .finally(() => {
          void refresh();
          navigateTo(item.actionUrl ?? links.payments());
        });
    },
  };
}

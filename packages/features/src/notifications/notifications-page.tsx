/** The notifications page (/dashboard/communications/notifications): every notification, newest first, to read and mark. */
import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useListNotifications } from '@ujuzi/api/hooks';
import { Button, Card, Link, NotificationList, Pagination, Tabs } from '@ujuzi/ui';
import { links } from '../infra/kit/links';
import { useState } from 'react';
import { PaymentNotices } from '../infra/kit/shared/payment-notices';
import { useSession } from '../infra/session/session-context';
import { toNotificationItem } from './notification-item';
import { useNotificationActions } from './use-notification-actions';

const PAGE_SIZE = 20;

function NotificationsPanel({ unreadOnly }: { unreadOnly: boolean }) {
  const [page, setPage] = useState(1);
  const actions = useNotificationActions();
  const list = useListNotifications({
    ordering: '-created_at',
    page,
    page_size: PAGE_SIZE,
    ...(unreadOnly ? { is_read: false } : {}),
  });
  return (
    <Stack gap="4">
      <NotificationList
        items={list.data?.results.map(toNotificationItem) ?? []}
        loading={list.isPending}
        error={list.isError}
        onRetry={() => void list.refetch()}
        onOpen={actions.open}
        onMarkRead={actions.markRead}
        label={unreadOnly ? 'Unread notifications' : 'All notifications'}
      />
      {list.data && list.data.count > PAGE_SIZE ? (
        <Pagination
          page={page}
          pageSize={PAGE_SIZE}
          total={list.data.count}
          onPageChange={setPage}
          itemLabel="notifications"
          label={unreadOnly ? 'Unread notifications pages' : 'Notifications pages'}
        />
      ) : null}
    </Stack>
  );
}

export function NotificationsPage() {
  const actions = useNotificationActions();
  const unread = useListNotifications({ is_read: false, page_size: 1 });
  const unreadCount = unread.data?.count ?? 0;
  const { user } = useSession();
  // The bell lists a learner's payment notices too, and below 640 px it leads here instead.
  const learner = user?.user_type === 'student' || user?.user_type === 'parent';
  return (
    <Stack gap="6">
      <HStack justify="space-between" align="flex-end" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Notifications
          </Heading>
          <Text color="fg.muted">{unreadCount > 0 ? `${unreadCount} unread` : "You're all caught up!"}</Text>
        </Stack>
        <HStack gap="4" wrap="wrap">
          <Link href={links.notificationPreferences()}>Notification preferences</Link>
          <Button variant="outline" onClick={actions.markAll} loading={actions.markingAll} disabled={unreadCount === 0}>
            Mark all as read
          </Button>
        </HStack>
      </HStack>
      <Card>
        <Tabs
          aria-label="Which notifications"
          lazy
          items={[
            { value: 'all', label: 'All', content: <NotificationsPanel unreadOnly={false} /> },
            {
              value: 'unread',
              label: unreadCount > 0 ? `Unread (${unreadCount})` : 'Unread',
              content: <NotificationsPanel unreadOnly />,
            },
          ]}
        />
      </Card>
      {learner ? <PaymentNotices /> : null}
    </Stack>
  );
}

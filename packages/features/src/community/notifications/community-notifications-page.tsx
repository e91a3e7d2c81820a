/**
 * /dashboard/community/notifications (any role): what happened to the member's topics, articles,
 * replies and comments (listCommunityNotifications), newest first, filtered by read state and kind.
 * Each opens what it is about; one is marked read (markCommunityNotificationRead), all at once
 * (markAllCommunityNotificationsRead), or all are cleared after a confirmation (clearAllCommunityNotifications).
 */
import { HStack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { CommunityNotification, CommunityNotificationType } from '@ujuzi/api';
import {
  useClearAllCommunityNotifications,
  useListCommunityNotifications,
  useMarkAllCommunityNotificationsRead,
  useMarkCommunityNotificationRead,
} from '@ujuzi/api/hooks';
import { listCommunityNotificationsList } from '@ujuzi/api/list-params';
import { Button, ButtonLink, toast } from '@ujuzi/ui';
import { ActionButton, ListPage, columnsOf, errorMessage, links, useList } from '../../infra/kit';
import { CommunityHeader, refreshCommunityQueries } from '../shared';

export const NOTIFICATION_LABELS: Record<CommunityNotificationType, string> = {
  new_reply: 'New reply',
  new_comment: 'New comment',
  like: 'Like',
  mention: 'Mention',
  answer_accepted: 'Answer accepted',
  content_approved: 'Approved',
  content_rejected: 'Not approved',
};
const TONES = { content_rejected: 'danger', content_approved: 'success', answer_accepted: 'success' } as const;

function useRun() {
  const queryClient = useQueryClient();
  return async (call: () => Promise<unknown>, success: string, failure: string) => {
    try {
      await call();
      toast.success(success);
    } catch (error) {
      toast.error(failure, errorMessage(error));
    } finally {
      await refreshCommunityQueries(queryClient);
    }
  };
}

function MarkRead({ notification }: { notification: CommunityNotification }) {
  const mark = useMarkCommunityNotificationRead();
  const run = useRun();
  if (notification.is_read) return null;
  return (
    <Button
      size="sm"
      variant="ghost"
      aria-label={`Mark read: ${notification.title}`}
      loading={mark.isPending}
      onClick={() => void run(() => mark.mutateAsync({ id: notification.id }), 'Marked as read', 'Could not mark it as read')}
    >
      Mark read
    </Button>
  );
}

const column = columnsOf<CommunityNotification>();
const COLUMNS = [
  column.link('title', 'Notification', (row) => row.action_url, undefined, { sub: (row) => row.message }),
  column.status('notification_type', 'Kind', NOTIFICATION_LABELS, TONES),
  column.flag('is_read', 'Read', 'Read', 'Unread'),
  column.date('created_at', 'When', { relative: true }),
  column.actions((row) => <MarkRead notification={row} />),
];

export function CommunityNotificationsPage() {
  const list = useList(listCommunityNotificationsList);
  const query = useListCommunityNotifications(...list.request);
  const markAll = useMarkAllCommunityNotificationsRead();
  const clear = useClearAllCommunityNotifications();
  const run = useRun();
  const any = (query.data?.count ?? 0) > 0;
  const actions = any ? (
    <HStack gap="2" wrap="wrap">
      <ActionButton
        label="Mark all read"
        pending={markAll.isPending}
        onRun={() => run(() => markAll.mutateAsync(), 'All notifications marked as read', 'Could not mark them as read')}
      />
      <ActionButton
        label="Clear all"
        destructive
        pending={clear.isPending}
        confirm={{
          title: 'Clear all your community notifications?',
          message: 'They are deleted for good; your topics, articles and comments stay.',
        }}
        onRun={() => run(() => clear.mutateAsync(), 'Notifications cleared', 'Could not clear the notifications')}
      />
    </HStack>
  ) : null;
  return (
    <ListPage
      header={
        <CommunityHeader
          title="Community notifications"
          section={links.communityNotifications()}
          description="Replies, comments, likes and moderators’ decisions about what you posted."
          actions={actions}
        />
      }
      list={list}
      query={query}
      label="Community notifications"
      noun={{ one: 'notification', many: 'notifications' }}
      columns={COLUMNS}
      filters={[
        { type: 'boolean', name: 'is_read', label: 'Read', yes: 'Read', no: 'Unread' },
        { type: 'enum', name: 'notification_type', label: 'Kind', labels: NOTIFICATION_LABELS },
      ]}
      empty={{
        title: 'No community notifications',
        description: 'When someone replies to, comments on or likes what you posted, it shows here.',
        action: <ButtonLink href={links.newTopic()}>Start a topic</ButtonLink>,
      }}
    />
  );
}

/** The list of notifications in the header dropdown and on the notifications page (client spec §3, §4, §8). */
import { Box, Flex, HStack, Skeleton, Stack, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { BellOff, Check, Siren, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../badge/badge';
import { EmptyState } from '../empty-state/empty-state';
import { IconButton } from '../icon-button/icon-button';
import { RelativeTime } from '../relative-time/relative-time';

/** Client spec §3: a notification's priority. */
export type NotificationPriority = 'urgent' | 'high' | 'normal' | 'low';

/** A notification as the list shows it (map the API's is_read, created_at, action_url onto it). */
export interface NotificationItem {
  /** The notification's id. */
  id: string | number;
  /** The headline, e.g. 'Installment overdue'. */
  title: string;
  /** The body text (clamped to two lines). */
  message: string;
  /** Urgent and high get a coloured edge, an icon and the word; low gets 'Low'. */
  priority: NotificationPriority;
  /** When it was created (ISO string or Date). */
  createdAt: string | Date;
  /** Read items lose the tint, the dot and 'Unread'. */
  isRead: boolean;
  /** Where opening it leads; without it the caller goes to the notifications page. */
  actionUrl?: string | null;
}

/** The list's fixed texts (client spec §8). */
export const NOTIFICATION_MESSAGES = {
  loadFailed: 'Failed to load notifications',
  retry: 'Try again',
  empty: 'No notifications yet',
  emptyHint: "You're all caught up!",
} as const;

interface PriorityStyle {
  label: string;
  tone: BadgeTone;
  /** The bar on the item's leading edge. */
  edge: string;
  icon?: ReactNode;
  showBadge: boolean;
}

/** Colour, icon and word per priority: the word makes the difference clear without colour. */
export const PRIORITY_STYLES: Record<NotificationPriority, PriorityStyle> = {
  urgent: { label: 'Urgent', tone: 'danger', edge: 'danger.solid', icon: <Siren size={14} />, showBadge: true },
  high: { label: 'High', tone: 'warning', edge: 'warning.solid', icon: <TriangleAlert size={14} />, showBadge: true },
  normal: { label: 'Normal', tone: 'neutral', edge: 'transparent', showBadge: false },
  low: { label: 'Low', tone: 'neutral', edge: 'transparent', showBadge: true },
};

export interface NotificationListProps {
  /** The notifications, newest first. */
  items: readonly NotificationItem[];
  /** Opening one (click, Enter, Space): the caller marks it read and follows its actionUrl. */
  onOpen: (item: NotificationItem) => void;
  /** Shows a 'Mark as read' button on unread items. */
  onMarkRead?: (item: NotificationItem) => void;
  /** Shows placeholders. */
  loading?: boolean;
  /** Shows 'Failed to load notifications' (or this text if it is a string). */
  error?: boolean | string | null;
  /** The 'Try again' link under the error. */
  onRetry?: () => void;
  /** 'sm' for the header dropdown, 'md' for the notifications page. Defaults to 'md'. */
  size?: 'sm' | 'md';
  /** Names the list. Defaults to 'Notifications'. */
  label?: string;
  /** A fixed "now" for the relative times (stories, tests). */
  now?: Date | number;
}

function NotificationRow({
  item,
  onOpen,
  onMarkRead,
  small,
  now,
}: {
  item: NotificationItem;
  onOpen: NotificationListProps['onOpen'];
  onMarkRead: NotificationListProps['onMarkRead'];
  small: boolean;
  now: NotificationListProps['now'];
}) {
  const priority = PRIORITY_STYLES[item.priority] ?? PRIORITY_STYLES.normal;
  return (
    <Flex
      as="li"
      align="flex-start"
      gap="1"
      borderInlineStartWidth="3px"
      borderInlineStartColor={priority.edge}
      bg={item.isRead ? undefined : 'brand.subtle'}
      borderBottomWidth="1px"
      borderBottomColor="border.muted"
      data-priority={item.priority}
      data-read={item.isRead ? '' : undefined}
    >
      <chakra.button
        type="button"
        onClick={() => onOpen(item)}
        flex="1"
        minW="0"
        textAlign="start"
        px={small ? '3' : '4'}
        py={small ? '2.5' : '3'}
        cursor="pointer"
        _hover={{ bg: 'bg.muted' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
      >
        <HStack gap="2" align="center" mb="0.5">
          {item.isRead ? null : (
            <>
              <Box aria-hidden="true" boxSize="2" borderRadius="full" bg="brand.solid" flexShrink="0" />
              <VisuallyHidden>Unread: </VisuallyHidden>
            </>
          )}
          {priority.showBadge ? (
            <Badge tone={priority.tone} variant={item.priority === 'urgent' ? 'solid' : 'subtle'} size="xs">
              {priority.icon ? <span aria-hidden="true">{priority.icon}</span> : null}
              {priority.label}
              <VisuallyHidden> priority:</VisuallyHidden>
            </Badge>
          ) : null}
          <Text
            as="span"
            flex="1"
            minW="0"
            truncate
            fontWeight={item.isRead ? 'medium' : 'semibold'}
            textStyle={small ? 'sm' : 'md'}
            color={item.priority === 'low' && item.isRead ? 'fg.muted' : 'fg'}
          >
            {item.title}
          </Text>
        </HStack>
        <Text as="span" display="block" color="fg.muted" textStyle="sm" lineClamp={2}>
          {item.message}
        </Text>
        <Text as="span" display="block" color="fg.muted" textStyle="xs" mt="1">
          <RelativeTime value={item.createdAt} now={now} />
        </Text>
      </chakra.button>
      {onMarkRead && !item.isRead ? (
        <Box pt="2" pe="2">
          <IconButton aria-label={`Mark as read: ${item.title}`} icon={<Check />} size="sm" onClick={() => onMarkRead(item)} />
        </Box>
      ) : null}
    </Flex>
  );
}

/**
 * A list of notification buttons. Unread items are tinted and say "Unread"; urgent and high items
 * carry a coloured edge, an icon and the word, low ones the word 'Low'.
 */
export function NotificationList({
  items,
  onOpen,
  onMarkRead,
  loading = false,
  error,
  onRetry,
  size = 'md',
  label = 'Notifications',
  now,
}: NotificationListProps) {
  const small = size === 'sm';
  if (loading) {
    return (
      <Stack role="status" gap="0" aria-live="polite">
        <VisuallyHidden>Loading notifications…</VisuallyHidden>
        {Array.from({ length: 3 }, (_, index) => (
          <Stack key={index} gap="2" px="4" py="3" aria-hidden="true" borderBottomWidth="1px" borderColor="border.muted">
            <Skeleton height="3.5" width="55%" />
            <Skeleton height="3" width="90%" />
            <Skeleton height="2.5" width="20%" />
          </Stack>
        ))}
      </Stack>
    );
  }
  if (error) {
    return (
      <Stack role="alert" align="center" textAlign="center" gap="1.5" py={small ? '6' : '10'} px="4">
        <Text fontWeight="medium">{typeof error === 'string' ? error : NOTIFICATION_MESSAGES.loadFailed}</Text>
        {onRetry ? (
          <chakra.button
            type="button"
            onClick={onRetry}
            color="brand.fg"
            textDecoration="underline"
            textUnderlineOffset="3px"
            textStyle="sm"
            cursor="pointer"
            borderRadius="l1"
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
          >
            {NOTIFICATION_MESSAGES.retry}
          </chakra.button>
        ) : null}
      </Stack>
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        size="sm"
        icon={<BellOff />}
        title={NOTIFICATION_MESSAGES.empty}
        description={NOTIFICATION_MESSAGES.emptyHint}
      />
    );
  }
  return (
    <chakra.ul aria-label={label} listStyle="none" m="0" p="0">
      {items.map((item) => (
        <NotificationRow key={item.id} item={item} onOpen={onOpen} onMarkRead={onMarkRead} small={small} now={now} />
      ))}
    </chakra.ul>
  );
}

/** The header's notification bell: an unread badge (99+) and a dropdown, or the notifications page below 640 px. */
import { Box, Float, HStack, Popover, Portal, Text } from '@chakra-ui/react';
import { popoverSlotRecipe } from '@chakra-ui/react/theme';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { COUNT_CAPS, CountBadge } from '../../components/badge/badge';
import { Button } from '../../components/button/button';
import { IconButton } from '../../components/icon-button/icon-button';
import { Link } from '../../components/link/link';
import { NotificationList, type NotificationItem } from '../../components/notification-list/notification-list';
import { BREAKPOINT_PX } from '../../theme/breakpoints';
import { registerRecipes } from '../../theme/register-recipes';

registerRecipes({ slotRecipes: { popover: popoverSlotRecipe } });

/** What the header's bell shows and does. The caller fetches (10 newest, every 30 s) and marks. */
export interface HeaderNotifications {
  /** The newest notifications (client spec §9: the header fetches 10). */
  items: readonly NotificationItem[];
  /** All unread notifications; the badge caps at 99+. */
  unreadCount: number;
  /** The list is loading. */
  loading?: boolean;
  /** The list failed: shows 'Failed to load notifications' with 'Try again'. */
  error?: boolean | string | null;
  /** 'Try again' after an error. */
  onRetry?: () => void;
  /** Opening an item: the caller marks it read and follows its actionUrl, else the notifications page. */
  onOpenItem: (item: NotificationItem) => void;
  /** 'Mark all as read'. */
  onMarkAll: () => void;
  /** Below 640 px the bell calls this (go to the notifications page) instead of opening the dropdown. */
  onBellNavigate: () => void;
  /** The notifications page, linked at the bottom of the dropdown. */
  allHref: string;
  /** A fixed "now" for relative times (stories, tests). */
  now?: Date | number;
}

/** True below the spec's 640 px (read at the moment of the click, so no re-render on resize is needed). */
const isNarrow = () => typeof window !== 'undefined' && window.matchMedia(`(max-width: ${BREAKPOINT_PX.sm - 0.02}px)`).matches;

export function NotificationBell({
  items,
  unreadCount,
  loading,
  error,
  onRetry,
  onOpenItem,
  onMarkAll,
  onBellNavigate,
  allHref,
  now,
}: HeaderNotifications) {
  const [open, setOpen] = useState(false);
  const label = unreadCount > 0 ? `Notifications, ${unreadCount} unread` : 'Notifications';
  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => {
        if (details.open && isNarrow()) {
          onBellNavigate();
          return;
        }
        setOpen(details.open);
      }}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
    >
      <Box position="relative" display="inline-flex">
        <Popover.Trigger asChild>
          <IconButton aria-label={label} icon={<Bell />} round />
        </Popover.Trigger>
        {unreadCount > 0 ? (
          <Float placement="top-end" offset="2" pointerEvents="none" aria-hidden="true">
            <CountBadge count={unreadCount} cap={COUNT_CAPS.unread.cap} plus={COUNT_CAPS.unread.plus} label={() => ''} />
          </Float>
        ) : null}
      </Box>
      <Portal>
        <Popover.Positioner>
          <Popover.Content
            aria-label="Notifications"
            width="min(24rem, calc(100vw - 1rem))"
            maxH="min(32rem, 80dvh)"
            display="flex"
            flexDirection="column"
            overflow="hidden"
          >
            <Box px="4" py="3" borderBottomWidth="1px" borderColor="border">
              <HStack justify="space-between" gap="3">
                <Popover.Title fontWeight="semibold">Notifications</Popover.Title>
                {unreadCount > 0 ? (
                  <Button variant="ghost" size="sm" onClick={onMarkAll}>
                    Mark all as read
                  </Button>
                ) : (
                  <Text textStyle="xs" color="fg.muted">
                    No unread
                  </Text>
                )}
              </HStack>
            </Box>
            <Popover.Body p="0" overflowY="auto" flex="1">
              <NotificationList
                size="sm"
                items={items}
                loading={loading}
                error={error}
                onRetry={onRetry}
                now={now}
                onOpen={(item) => {
                  setOpen(false);
                  onOpenItem(item);
                }}
              />
            </Popover.Body>
            <Box px="4" py="2.5" borderTopWidth="1px" borderColor="border" display="flex" justifyContent="center">
              <Link href={allHref} variant="plain" onClick={() => setOpen(false)}>
                View all notifications
              </Link>
            </Box>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

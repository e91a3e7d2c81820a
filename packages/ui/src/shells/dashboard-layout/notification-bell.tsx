/**
 * The header's notification bell: an unread badge (99+) and a dropdown, or the notifications page below
 * 640 px. The dropdown's code (popover machines, the list) is fetched when the bell is first wanted.
 */
import { Box, Float } from '@chakra-ui/react';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { COUNT_CAPS, CountBadge } from '../../components/badge/badge';
import { onDemand } from '../../components/dialog/on-demand';
import { useOnDemandOverlay } from '../../components/dialog/use-on-demand-overlay';
import { IconButton } from '../../components/icon-button/icon-button';
import type { NotificationItem } from '../../components/notification-list/notification-list';
import { BREAKPOINT_PX } from '../../theme/breakpoints';

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
  /** The dropdown opened: the caller may mark what it now shows as seen (e.g. payment notices opened). */
  onDropdownOpen?: () => void;
  /** The notifications page, linked at the bottom of the dropdown. */
  allHref: string;
  /** A fixed "now" for relative times (stories, tests). */
  now?: Date | number;
}

/** True below the spec's 640 px (read at the moment of the click, so no re-render on resize is needed). */
const isNarrow = () => typeof window !== 'undefined' && window.matchMedia(`(max-width: ${BREAKPOINT_PX.sm - 0.02}px)`).matches;

const popover = onDemand(() => import('./notification-popover').then((module) => module.NotificationPopover));

export function NotificationBell({ onBellNavigate, onDropdownOpen, ...dropdown }: HeaderNotifications) {
  const [open, setOpen] = useState(false);
  const { unreadCount } = dropdown;
  const label = unreadCount > 0 ? `Notifications, ${unreadCount} unread` : 'Notifications';
  const { Implementation, ...overlay } = useOnDemandOverlay(popover, {
    open,
    onOpenChange: (next) => {
      if (next && isNarrow()) {
        onBellNavigate();
        return;
      }
      if (next && !open) onDropdownOpen?.();
      setOpen(next);
    },
    trigger: <IconButton aria-label={label} icon={<Bell />} round />,
  });
  return (
    <>
      <Box position="relative" display="inline-flex">
        {overlay.trigger}
        {unreadCount > 0 ? (
          <Float placement="top-end" offset="2" pointerEvents="none" aria-hidden="true">
            <CountBadge count={unreadCount} cap={COUNT_CAPS.unread.cap} plus={COUNT_CAPS.unread.plus} label={() => ''} />
          </Float>
        ) : null}
      </Box>
      {Implementation ? <Implementation {...dropdown} {...overlay.control} /> : null}
    </>
  );
}

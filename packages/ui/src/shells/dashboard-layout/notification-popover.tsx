/** The bell's dropdown: Chakra's popover and its machines, fetched when the bell is first wanted. */
import { Box, HStack, Popover, Portal, Text } from '@chakra-ui/react';
import { popoverSlotRecipe } from '@chakra-ui/react/theme';
import { Button } from '../../components/button/button';
import { useMountedSignal, type OverlayControl } from '../../components/dialog/use-on-demand-overlay';
import { Link } from '../../components/link/link';
import { NotificationList } from '../../components/notification-list/notification-list';
import { registerRecipes } from '../../theme/register-recipes';
import type { HeaderNotifications } from './notification-bell';

registerRecipes({ slotRecipes: { popover: popoverSlotRecipe } });

export type NotificationPopoverProps = Omit<HeaderNotifications, 'onBellNavigate' | 'onDropdownOpen'> & OverlayControl;

export function NotificationPopover({
  items,
  unreadCount,
  loading,
  error,
  onRetry,
  onOpenItem,
  onMarkAll,
  allHref,
  now,
  open,
  onOpenChange,
  onMounted,
  ids,
  finalFocusEl,
}: NotificationPopoverProps) {
  useMountedSignal(onMounted);
  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      ids={ids}
      finalFocusEl={finalFocusEl}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
    >
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
                  onOpenChange(false);
                  onOpenItem(item);
                }}
              />
            </Popover.Body>
            <Box px="4" py="2.5" borderTopWidth="1px" borderColor="border" display="flex" justifyContent="center">
              <Link href={allHref} variant="plain" onClick={() => onOpenChange(false)}>
                View all notifications
              </Link>
            </Box>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

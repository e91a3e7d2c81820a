/** The header's user menu (Profile, Settings, Sign out) with the logout confirmation of client spec §8. */
import { Box, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { ChevronDown, LogOut, Settings, UserRound } from 'lucide-react';
import { forwardRef, useMemo, useState, type ComponentPropsWithoutRef } from 'react';
import { Avatar } from '../../components/avatar/avatar';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { preloadDialog } from '../../components/dialog/dialog';
import { Menu, type MenuEntry } from '../../components/menu/menu';

/** The signed-in user as the header shows them. */
export interface ShellUser {
  /** The display name (displayName(user) from @ujuzi/domain). */
  name: string;
  /** The profile picture (absolute URL or server path). */
  avatarUrl?: string | null;
  /** A short role label under the name ('Student', 'Admin'). */
  roleLabel?: string;
}

/** Texts of the logout confirmation. */
export const LOGOUT_CONFIRM = {
  title: 'Logout',
  message: 'Are you sure you want to logout?',
  confirm: 'Logout',
  cancel: 'Cancel',
} as const;

interface UserMenuProps {
  user: ShellUser;
  profileHref: string;
  settingsHref: string;
  /** Runs after the user confirms; a promise keeps the dialog busy until it settles. */
  onSignOut: (() => void) | (() => Promise<unknown>);
  /** The avatar's corner badge (caps at 9). */
  avatarBadgeCount?: number;
  /** What the avatar badge counts, e.g. (n) => `${n} unread messages`. */
  avatarBadgeLabel?: (count: number) => string;
}

type TriggerProps = ComponentPropsWithoutRef<'button'> & {
  user: ShellUser;
  avatarBadgeCount?: number;
  avatarBadgeLabel?: (count: number) => string;
};

/**
 * The menu button: avatar, and the name from 768 px. Its name comes from its content ('Account menu,
 * Wanjiku Kamau, Student, 3 unread messages'), so what is seen is also what is read.
 */
const UserTrigger = forwardRef<HTMLButtonElement, TriggerProps>(function UserTrigger(
  { user, avatarBadgeCount, avatarBadgeLabel, ...rest },
  ref,
) {
  return (
    <chakra.button
      ref={ref}
      type="button"
      display="inline-flex"
      alignItems="center"
      gap="2"
      p="1"
      pe={{ base: '1', md: '2' }}
      borderRadius="full"
      cursor="pointer"
      _hover={{ bg: 'bg.muted' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      {...rest}
    >
      <VisuallyHidden>Account menu, </VisuallyHidden>
      <Avatar name={user.name} src={user.avatarUrl} size="sm" decorative badgeCount={avatarBadgeCount} badgeLabel={() => ''} />
      <VisuallyHidden hideFrom="md">{user.name}</VisuallyHidden>
      <Box hideBelow="md" textAlign="start" lineHeight="short">
        <Text textStyle="sm" fontWeight="semibold" maxW="10rem" truncate>
          {user.name}
        </Text>
        {user.roleLabel ? (
          <Text textStyle="xs" color="fg.muted">
            <VisuallyHidden>, </VisuallyHidden>
            {user.roleLabel}
          </Text>
        ) : null}
      </Box>
      {avatarBadgeCount ? (
        <VisuallyHidden>{`, ${(avatarBadgeLabel ?? defaultBadgeLabel)(avatarBadgeCount)}`}</VisuallyHidden>
      ) : null}
      <Box hideBelow="md" aria-hidden="true" color="fg.muted" display="inline-flex">
        <ChevronDown size={16} />
      </Box>
    </chakra.button>
  );
});

const defaultBadgeLabel = (count: number) => `${count} unread notifications`;

export function UserMenu({ user, profileHref, settingsHref, onSignOut, avatarBadgeCount, avatarBadgeLabel }: UserMenuProps) {
  const [confirming, setConfirming] = useState(false);
  // Ark binds each item's onSelect in an effect: stable entries avoid re-binding on every render.
  const items = useMemo<MenuEntry[]>(
    () => [
      { value: 'profile', label: 'Profile', href: profileHref, icon: <UserRound size={16} /> },
      { value: 'settings', label: 'Settings', href: settingsHref, icon: <Settings size={16} /> },
      { type: 'separator', value: 'sep' },
      { value: 'sign-out', label: 'Sign out', danger: true, icon: <LogOut size={16} />, onSelect: () => setConfirming(true) },
    ],
    [profileHref, settingsHref],
  );
  return (
    <>
      <Menu
        trigger={
          <UserTrigger
            user={user}
            avatarBadgeCount={avatarBadgeCount}
            avatarBadgeLabel={avatarBadgeLabel}
            // The sign-out confirmation's code arrives while the person opens the menu.
            onPointerEnter={preloadDialog}
            onFocus={preloadDialog}
          />
        }
        header={
          <Box>
            <Text fontWeight="semibold">{user.name}</Text>
            {user.roleLabel ? (
              <Text textStyle="xs" color="fg.muted">
                {user.roleLabel}
              </Text>
            ) : null}
          </Box>
        }
        items={items}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={LOGOUT_CONFIRM.title}
        message={LOGOUT_CONFIRM.message}
        confirmLabel={LOGOUT_CONFIRM.confirm}
        cancelLabel={LOGOUT_CONFIRM.cancel}
        onConfirm={onSignOut}
      />
    </>
  );
}

/** The dashboard shell (client spec §2): sidebar, header with home, bell, settings and user menu, and the page. */
import { Box, Flex, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { href } from '@ujuzi/domain';
import { House, LogIn, Menu as MenuIcon, PanelLeftClose, PanelLeftOpen, Settings } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Drawer, preloadDrawer } from '../../components/drawer/drawer';
import { IconButton } from '../../components/icon-button/icon-button';
import { ButtonLink } from '../../components/link/button-link';
import { IconLink, MAIN_CONTENT_ID, SkipLink } from '../shell-links';
import { Wordmark } from '../wordmark';
import { NotificationBell, type HeaderNotifications } from './notification-bell';
import { findActive, visibleEntries, type SidebarEntry } from './sidebar-model';
import { SidebarNav } from './sidebar-nav';
import { UserMenu, type ShellUser } from './user-menu';

/** The pages the dashboard shell links to (client spec §2), from the route table of @ujuzi/domain. */
export const DASHBOARD_PATHS = {
  home: href('/'),
  dashboard: href('/dashboard'),
  profile: href('/dashboard/profile'),
  settings: href('/dashboard/profile/settings'),
  notifications: href('/dashboard/communications/notifications'),
  signIn: href('/login'),
};

export interface DashboardLayoutProps {
  /** The page. */
  children: ReactNode;
  /** The sidebar: sections with nested entries, counters and visibility (built by the caller per role). */
  sections: readonly SidebarEntry[];
  /** The current path: marks the current link and opens the section holding it. */
  currentPath: string;
  /** The signed-in user; `null` shows the Sign In button instead of the bell and the user menu. */
  user: ShellUser | null;
  /** Runs after the user confirms 'Are you sure you want to logout?'. */
  onSignOut: (() => void) | (() => Promise<unknown>);
  /** The header's bell and dropdown. Without it no bell is shown. */
  notifications?: Omit<HeaderNotifications, 'allHref'> & { allHref?: string };
  /** The avatar's corner badge (client spec §9: caps at 9), e.g. unread messages. */
  avatarBadgeCount?: number;
  /** What the avatar badge counts, read with the full number. Defaults to `${n} unread notifications`. */
  avatarBadgeLabel?: (count: number) => string;
  /** A heading or breadcrumb shown in the header. */
  headerTitle?: ReactNode;
  /** Status shown before the bell for a signed-in user (the writes waiting to be sent). */
  headerStatus?: ReactNode;
  /** The collapsed (icons-only) sidebar, controlled. */
  collapsed?: boolean;
  /** The initial collapsed state when not controlled. Defaults to false. */
  defaultCollapsed?: boolean;
  /** Called when the user collapses or expands the sidebar (store the choice). */
  onCollapsedChange?: (collapsed: boolean) => void;
  /** Overrides of the shell's links (home, profile, settings, notifications, sign-in). */
  paths?: Partial<typeof DASHBOARD_PATHS>;
}

const SIDEBAR_WIDTH = '17.5rem';
const RAIL_WIDTH = '4.5rem';

/**
 * Desktop (≥ 1024 px): a sticky sidebar that collapses to an icons-only rail. Below: a menu button
 * opens the same navigation in a drawer. A skip link leads to the <main> landmark.
 */
export function DashboardLayout({
  children,
  sections,
  currentPath,
  user,
  onSignOut,
  notifications,
  avatarBadgeCount,
  avatarBadgeLabel,
  headerTitle,
  headerStatus,
  collapsed: collapsedProp,
  defaultCollapsed = false,
  onCollapsedChange,
  paths: pathOverrides,
}: DashboardLayoutProps) {
  const paths = { ...DASHBOARD_PATHS, ...pathOverrides };
  const entries = useMemo(() => visibleEntries(sections), [sections]);
  const active = useMemo(() => findActive(entries, currentPath), [entries, currentPath]);

  const [collapsedState, setCollapsedState] = useState(defaultCollapsed);
  const collapsed = collapsedProp ?? collapsedState;
  const setCollapsed = (next: boolean) => {
    if (collapsedProp === undefined) setCollapsedState(next);
    onCollapsedChange?.(next);
  };

  // The section holding the current page opens on its own, on first render and on each navigation.
  const [openSections, setOpenSections] = useState<ReadonlySet<string>>(() => new Set(active ? [active.sectionId] : []));
  const [openedFor, setOpenedFor] = useState(active?.sectionId);
  if (active?.sectionId !== openedFor) {
    setOpenedFor(active?.sectionId);
    if (active && !openSections.has(active.sectionId)) setOpenSections(new Set([...openSections, active.sectionId]));
  }
  const toggleSection = (id: string) => {
    const next = new Set(openSections);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setOpenSections(next);
  };

  const [drawerOpen, setDrawerOpen] = useState(false);

  const nav = (rail: boolean, onNavigate?: () => void) => (
    <SidebarNav
      label="Dashboard"
      entries={entries}
      active={active}
      openSections={openSections}
      onToggleSection={toggleSection}
      rail={rail}
      onRailSection={(id) => {
        setOpenSections(new Set([...openSections, id]));
        setCollapsed(false);
      }}
      onNavigate={onNavigate}
    />
  );

  return (
    <Box minH="100dvh" bg="bg.subtle" color="fg">
      <SkipLink />
      <Flex align="stretch">
        <Box
          as="aside"
          aria-label="Sidebar"
          hideBelow="lg"
          position="sticky"
          top="0"
          height="100dvh"
          flexShrink="0"
          width={collapsed ? RAIL_WIDTH : SIDEBAR_WIDTH}
          transition="width 0.2s ease"
          _motionReduce={{ transition: 'none' }}
          bg="bg.panel"
          borderEndWidth="1px"
          borderColor="border"
          display="flex"
          flexDirection="column"
        >
          <HStack
            height="16"
            px={collapsed ? '0' : '4'}
            justify={collapsed ? 'center' : 'flex-start'}
            borderBottomWidth="1px"
            borderColor="border"
            flexShrink="0"
          >
            <Wordmark href={paths.dashboard} compact={collapsed} label="Ujuzi dashboard" />
          </HStack>
          <Box flex="1" overflowY="auto" px={collapsed ? '2' : '3'} py="4">
            {nav(collapsed)}
          </Box>
          <Box borderTopWidth="1px" borderColor="border" p="2" display="flex" justifyContent={collapsed ? 'center' : 'flex-end'}>
            <IconButton
              aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
              icon={collapsed ? <PanelLeftOpen /> : <PanelLeftClose />}
              onClick={() => setCollapsed(!collapsed)}
            />
          </Box>
        </Box>

        <Flex direction="column" flex="1" minW="0">
          <chakra.header
            position="sticky"
            top="0"
            zIndex="sticky"
            height="16"
            display="flex"
            alignItems="center"
            gap={{ base: '1', sm: '2' }}
            px={{ base: '2', sm: '4', lg: '6' }}
            bg="bg.panel"
            borderBottomWidth="1px"
            borderColor="border"
          >
            <Box hideFrom="lg">
              <IconButton
                aria-label="Open navigation"
                icon={<MenuIcon />}
                onClick={() => setDrawerOpen(true)}
                onPointerEnter={preloadDrawer}
                onFocus={preloadDrawer}
              />
            </Box>
            <Box hideFrom="lg">
              <Wordmark href={paths.dashboard} compact label="Ujuzi dashboard" />
            </Box>
            <IconLink href={paths.home} label="Home" icon={<House />} />
            <Box flex="1" minW="0" px="2">
              {typeof headerTitle === 'string' ? (
                <Text fontWeight="semibold" truncate hideBelow="sm">
                  {headerTitle}
                </Text>
              ) : (
                headerTitle
              )}
            </Box>
            {user ? (
              <HStack gap={{ base: '0.5', sm: '1' }}>
                {headerStatus}
                {notifications ? (
                  <NotificationBell {...notifications} allHref={notifications.allHref ?? paths.notifications} />
                ) : null}
                <IconLink href={paths.settings} label="Settings" icon={<Settings />} />
                <UserMenu
                  user={user}
                  profileHref={paths.profile}
                  settingsHref={paths.settings}
                  onSignOut={onSignOut}
                  avatarBadgeCount={avatarBadgeCount}
                  avatarBadgeLabel={avatarBadgeLabel}
                />
              </HStack>
            ) : (
              <ButtonLink href={paths.signIn} size="sm" icon={<LogIn size={16} />}>
                Sign In
              </ButtonLink>
            )}
          </chakra.header>
          <Stack
            as="main"
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            flex="1"
            minW="0"
            gap="6"
            p={{ base: '4', md: '6', lg: '8' }}
            outline="none"
          >
            {children}
          </Stack>
        </Flex>
      </Flex>

      <Drawer title="Navigation" hideTitle open={drawerOpen} onOpenChange={setDrawerOpen} closeLabel="Close navigation">
        {nav(false, () => setDrawerOpen(false))}
      </Drawer>
    </Box>
  );
}

/**
 * The dashboard's shell around every /dashboard route (client spec §2): the design system's layout
 * with the user's sidebar (route table + §6), live counters, the notification bell and the user menu;
 * the offline banner over every page, and the data saver handed to the design system.
 */
import type { SessionUser } from '@ujuzi/api';
import { displayName } from '@ujuzi/domain';
import { DashboardLayout, DataSaverProvider, type ShellUser } from '@ujuzi/ui';
import { useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useDataSaver } from '../offline/data-saver';
import { OfflineBanner } from '../offline/offline-banner';
import { WaitingWritesIndicator } from '../offline-writes/waiting-writes-indicator';
import { useSession } from '../session/session-context';
import { sidebarSections } from './sidebar-sections';
import { useHeaderNotifications } from './use-header-notifications';
import { useSidebarCounters } from './use-sidebar-counters';
import { useSignOut } from './use-sign-out';

const COLLAPSED_KEY = 'ujuzi-sidebar-collapsed';

export const ROLE_LABELS: Readonly<Record<string, string>> = {
  super_admin: 'Super admin',
  admin: 'Admin',
  teacher: 'Teacher',
  student: 'Student',
  parent: 'Parent',
  accountant: 'Accountant',
  staff: 'Staff',
};

/** Client spec §3: the picture is profile_picture, possibly profile.profile_picture, avatar or photo. */
export function pictureOf(user: SessionUser): string | null {
  const extra = user as SessionUser & { photo?: string | null };
  return user.profile_picture || user.profile?.profile_picture || user.avatar || extra.photo || null;
}

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

function storeCollapsed(collapsed: boolean): void {
  try {
    localStorage.setItem(COLLAPSED_KEY, collapsed ? '1' : '0');
  } catch {
    // A blocked storage only loses the preference.
  }
}

export function DashboardShell() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const counters = useSidebarCounters(user);
  const sections = useMemo(() => sidebarSections(user, counters), [user, counters]);
  const notifications = useHeaderNotifications();
  const signOut = useSignOut();
  const [defaultCollapsed] = useState(readCollapsed);
  const dataSaver = useDataSaver();
  const shellUser: ShellUser | null = user
    ? {
        name: displayName(user),
        avatarUrl: pictureOf(user),
        roleLabel: ROLE_LABELS[user.user_type] ?? user.user_type,
      }
    : null;
  return (
    <DashboardLayout
      sections={sections}
      currentPath={pathname}
      user={shellUser}
      onSignOut={signOut}
      notifications={notifications}
      avatarBadgeCount={counters.unreadMessages}
      avatarBadgeLabel={(count) => `${count} unread messages`}
      defaultCollapsed={defaultCollapsed}
      onCollapsedChange={storeCollapsed}
      headerStatus={<WaitingWritesIndicator />}
    >
      <OfflineBanner />
      {/* With the data saver on, charts and the code editor load once asked (infra/offline/data-saver.ts). */}
      <DataSaverProvider active={dataSaver.on}>
        <Outlet />
      </DataSaverProvider>
    </DashboardLayout>
  );
}

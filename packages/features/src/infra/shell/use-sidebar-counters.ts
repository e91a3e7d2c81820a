/**
 * The sidebar counters of client spec §3, refreshed every 300 s (§9). Only the counters the user's
 * sidebar shows are fetched; a failed call counts as zero (§8).
 */
import {
  useGetAccountsDashboardStats,
  useGetCommunityUnreadCount,
  useListAnnouncements,
  useListEnrollments,
  useListMessages,
  useListMyStudentEnrollments,
  useListNotifications,
  useListOverdueInstallments,
  useListStudentUsers,
  useListUpcomingCodingAssessments,
} from '@ujuzi/api/hooks';
import { SIDEBAR_COUNTERS_REFRESH_MS } from '@ujuzi/domain';
import { useMemo } from 'react';
import { shownCounters, type CounterKey, type SidebarCounters } from './sidebar-sections';

/** The unread-notifications query, shared with the bell's badge (same key, so one request serves both). */
export const UNREAD_NOTIFICATIONS_PARAMS = { is_read: false, page_size: 1 } as const;

interface CounterQuery<T> {
  data: T | undefined;
  isError: boolean;
}

/** A counter's value: zero while loading or after a failure (§8). */
const valueOf = <T>(query: CounterQuery<T>, read: (data: T) => number): number =>
  query.isError || query.data === undefined ? 0 : read(query.data);

export function useSidebarCounters(user: { user_type?: string | null } | null): SidebarCounters {
  const shown = useMemo(() => shownCounters(user), [user]);
  const options = (key: CounterKey, refetchInterval = SIDEBAR_COUNTERS_REFRESH_MS) => ({
    query: { enabled: shown.has(key), refetchInterval },
  });
  const notifications = useListNotifications(UNREAD_NOTIFICATIONS_PARAMS, options('unreadNotifications'));
  const messages = useListMessages({ folder: 'inbox', is_read: false, page_size: 1 }, options('unreadMessages'));
  // "New" announcements: the published ones the user has not opened yet (opening one marks it read).
  const announcements = useListAnnouncements({ is_published: true, is_read: false, page_size: 5 }, options('newAnnouncements'));
  const progress = useListMyStudentEnrollments({ page_size: 100 }, options('inProgressCourses'));
  const enrollments = useListEnrollments({ status: 'active', page_size: 1 }, options('activeEnrollments'));
  const overdue = useListOverdueInstallments(options('overdueInstallments'));
  const upcoming = useListUpcomingCodingAssessments(undefined, options('upcomingAssessments'));
  const students = useListStudentUsers({ page_size: 1 }, options('totalStudents'));
  // The staff count (non-student, non-parent accounts) comes from the accounts dashboard figures:
  // the user list has no filter for "every staff type".
  const staff = useGetAccountsDashboardStats(options('totalStaff'));
  const community = useGetCommunityUnreadCount(options('unreadCommunityNotifications'));

  return {
    unreadNotifications: valueOf(notifications, (page) => page.count),
    unreadMessages: valueOf(messages, (page) => page.count),
    newAnnouncements: valueOf(announcements, (page) => page.count),
    inProgressCourses: valueOf(
      progress,
      (page) => page.results.filter((enrollment) => enrollment.progress > 0 && enrollment.progress < 100).length,
    ),
    activeEnrollments: valueOf(enrollments, (page) => page.count),
    overdueInstallments: valueOf(overdue, (list) => list.length),
    upcomingAssessments: valueOf(upcoming, (list) => list.length),
    totalStudents: valueOf(students, (page) => page.count),
    totalStaff: valueOf(staff, (stats) => stats.total_staff ?? 0),
    unreadCommunityNotifications: valueOf(community, (answer) => answer.unread_count),
  };
}

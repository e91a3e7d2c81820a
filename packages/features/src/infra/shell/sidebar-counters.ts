/** The sidebar counters of client spec §3, and the community's unread notifications (issue 27). */
export interface SidebarCounters {
  unreadNotifications: number;
  unreadMessages: number;
  newAnnouncements: number;
  inProgressCourses: number;
  activeEnrollments: number;
  overdueInstallments: number;
  upcomingAssessments: number;
  totalStudents: number;
  totalStaff: number;
  unreadCommunityNotifications: number;
}

export type CounterKey = keyof SidebarCounters;

export const NO_COUNTERS: SidebarCounters = {
  unreadNotifications: 0,
  unreadMessages: 0,
  newAnnouncements: 0,
  inProgressCourses: 0,
  activeEnrollments: 0,
  overdueInstallments: 0,
  upcomingAssessments: 0,
  totalStudents: 0,
  totalStaff: 0,
  unreadCommunityNotifications: 0,
};

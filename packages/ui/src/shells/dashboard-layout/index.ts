export { DASHBOARD_PATHS, DashboardLayout, type DashboardLayoutProps } from './dashboard-layout';
export { type HeaderNotifications } from './notification-bell';
export {
  findActive,
  pathWithin,
  totalCounter,
  visibleEntries,
  type ActiveEntry,
  type CounterCap,
  type SidebarEntry,
} from './sidebar-model';
export { LOGOUT_CONFIRM, type ShellUser } from './user-menu';

/** The shells: the public site and the dashboard. */
export { DashboardShell } from './shell/dashboard-shell';
export { PublicShell } from './shell/public-shell';

/** The shells: the public site and the dashboard. */
export { DashboardShell } from './infra/shell/dashboard-shell';
export { PublicShell } from './infra/shell/public-shell';

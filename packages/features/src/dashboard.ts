/** The `dashboard` area: the dashboard home of each role. */
export { DashboardHome } from './dashboard/home/dashboard-home';

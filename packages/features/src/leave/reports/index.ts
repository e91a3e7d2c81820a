export { LeaveReportsPage } from './leave-reports-page';

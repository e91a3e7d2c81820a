export { LeaveApprovalsPage } from './approvals-page';

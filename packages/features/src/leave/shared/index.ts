export { LeaveHeader, LEAVE_CRUMB, type LeaveHeaderProps } from './leave-header';
export { refreshLeave } from './refresh';
export { LeaveDialog } from './leave-dialog';
export { leaveColumns, leaveTitle } from './leave-columns';
export { ReviewButtons, leaveName, REJECT_REASON_REQUIRED } from './review-buttons';

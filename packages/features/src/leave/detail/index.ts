export { LeavePage } from './leave-page';

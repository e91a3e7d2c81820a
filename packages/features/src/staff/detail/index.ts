export { StaffMemberPage } from './staff-member-page';

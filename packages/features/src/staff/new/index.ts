export { NewStaffPage } from './new-staff-page';

export { EditStaffPage } from './edit-staff-page';

export { STAFF_LIST_SPEC, StaffPage } from './staff-page';

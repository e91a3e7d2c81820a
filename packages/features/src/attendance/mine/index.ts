export { MyAttendancePage } from './my-attendance-page';

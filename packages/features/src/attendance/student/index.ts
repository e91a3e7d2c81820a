export { StudentMonthPage } from './student-month-page';

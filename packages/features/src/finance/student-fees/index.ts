export { StudentFeesPage } from './student-fees-page';

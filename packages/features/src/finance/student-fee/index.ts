export { StudentFeePage } from './student-fee-page';

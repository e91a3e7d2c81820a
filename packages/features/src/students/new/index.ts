export { NewStudentPage } from './new-student-page';

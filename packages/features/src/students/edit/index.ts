export { EditStudentPage } from './edit-student-page';

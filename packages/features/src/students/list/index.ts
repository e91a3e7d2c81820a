export { StudentsPage, STUDENT_LIST_SPEC } from './students-page';

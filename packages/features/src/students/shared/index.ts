export * from './labels';
export { refreshStudents } from './refresh';
export { StudentsHeader, STUDENTS_CRUMB, type StudentsHeaderProps } from './students-header';
export { useStudent } from './use-student';
export { reportFromStudentErrors } from './bulk';

export { ENROLLMENT_LIST_SPEC, ENROLLMENT_STATUS_LABELS, EnrollmentsPage } from './enrollments-page';

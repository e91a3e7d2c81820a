export { ENROLLMENT_STATUS_LABELS } from '../shared';
export { ENROLLMENT_LIST_SPEC, EnrollmentsPage } from './enrollments-page';

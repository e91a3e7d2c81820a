export { ENROLLMENT_STATUS_LABELS } from '../shared';
export { EnrollmentsPage } from './enrollments-page';

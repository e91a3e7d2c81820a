export { EnrollmentPage } from './enrollment-page';

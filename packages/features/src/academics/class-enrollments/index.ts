export { ClassEnrollmentsPage } from './class-enrollments-page';

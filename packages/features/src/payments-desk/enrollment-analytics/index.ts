export { EnrollmentAnalyticsPage } from './enrollment-analytics-page';

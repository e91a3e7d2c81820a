export { CourseAnalyticsPage } from './course-analytics-page';

/** /dashboard/courses/:slug as a chunk of its own. */
export { CourseDetailsPage } from './course-details-page';

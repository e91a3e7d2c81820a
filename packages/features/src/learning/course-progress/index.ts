/** /dashboard/courses/progress/:courseSlug as a chunk of its own. */
export { CourseProgressPage, minutesPerWeek } from './course-progress-page';

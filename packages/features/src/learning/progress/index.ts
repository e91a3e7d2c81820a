/** /dashboard/courses/progress as a chunk of its own. */
export { MY_COURSES_PARAMS, ProgressPage } from './progress-page';

/** /dashboard/courses/progress as a chunk of its own. */
export { ProgressPage } from './progress-page';

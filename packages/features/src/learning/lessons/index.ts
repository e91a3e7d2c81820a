/** /dashboard/courses/:courseSlug/lessons as a chunk of its own. */
export { LessonsPage } from './lessons-page';

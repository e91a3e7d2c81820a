/** /dashboard/courses/:courseSlug/lessons/:lessonSlug as a chunk of its own. */
export { LessonPage } from './lesson-page';

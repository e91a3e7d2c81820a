export { NewCoursePage } from './new-course-page';

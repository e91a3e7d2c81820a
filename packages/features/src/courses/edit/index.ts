export { EditCoursePage } from './edit-course-page';

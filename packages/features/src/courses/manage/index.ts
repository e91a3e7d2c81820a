export { ManageCoursesPage, MANAGE_COURSES_SPEC } from './manage-courses-page';

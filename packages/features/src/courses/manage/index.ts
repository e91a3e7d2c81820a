export { ManageCoursesPage } from './manage-courses-page';

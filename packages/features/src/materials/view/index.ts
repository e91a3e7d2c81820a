export { CourseMaterialPage } from './course-material-page';

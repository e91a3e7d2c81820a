export { AcademicYearsPage } from './years-page';

export { DepartmentsPage } from './departments-page';

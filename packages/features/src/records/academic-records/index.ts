export { AcademicRecordsPage } from './academic-records-page';

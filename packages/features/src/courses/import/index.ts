export { CourseImportDialog } from './course-import-dialog';

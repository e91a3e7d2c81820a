export { CourseSettingsPage } from './course-settings-page';

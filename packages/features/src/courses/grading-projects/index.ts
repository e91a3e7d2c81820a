export { ProjectSubmissionsPage } from './project-submissions-page';

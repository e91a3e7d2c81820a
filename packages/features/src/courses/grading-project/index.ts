export { ProjectSubmissionPage } from './project-submission-page';

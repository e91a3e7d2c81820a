export { LearningPathsAdminPage } from './paths-page';

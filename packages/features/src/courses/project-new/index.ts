export { NewProjectPage } from './new-project-page';

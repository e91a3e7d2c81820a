export { EditProjectPage } from './edit-project-page';

export { SubjectsPage } from './subjects-page';

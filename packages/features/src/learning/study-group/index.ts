export { StudyGroupPage } from './study-group-page';

export { ParentPage } from './parent-page';

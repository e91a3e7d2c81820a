export { LeavesPage } from './leaves-page';

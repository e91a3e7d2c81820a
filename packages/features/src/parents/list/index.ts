export { ParentsPage } from './parents-page';

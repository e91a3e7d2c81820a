export { MaterialsPage } from './materials-page';

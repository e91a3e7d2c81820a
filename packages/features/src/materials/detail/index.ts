export { MaterialPage } from './material-page';

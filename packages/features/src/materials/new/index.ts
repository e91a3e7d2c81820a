export { NewMaterialPage } from './new-material-page';

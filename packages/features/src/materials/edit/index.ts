export { EditMaterialPage } from './edit-material-page';

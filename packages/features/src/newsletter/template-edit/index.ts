export { EditTemplatePage, NewTemplatePage } from './template-edit-page';

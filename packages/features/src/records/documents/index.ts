export { DocumentsPage } from './documents-page';

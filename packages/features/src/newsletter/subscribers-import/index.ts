export { SubscribersImportPage } from './subscribers-import-page';

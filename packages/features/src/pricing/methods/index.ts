export { SavedMethodsPage } from './methods-page';

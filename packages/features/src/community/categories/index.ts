export { CommunityCategoriesPage } from './categories-page';

export { CATEGORY_LIST_SPEC, CategoriesPage } from './categories-page';

export { CategoriesPage, CATEGORY_LIST_SPEC } from './categories-page';

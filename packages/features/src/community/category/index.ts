export { CommunityCategoryPage } from './category-page';

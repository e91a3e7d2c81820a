/** /dashboard/courses as a chunk of its own. */
export { CataloguePage } from './catalogue-page';

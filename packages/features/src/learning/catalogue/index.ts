/** /dashboard/courses as a chunk of its own. */
export { CATALOGUE_SPEC, CataloguePage } from './catalogue-page';

/** The `public/not-found` area: any unknown path. */
export { NotFoundPage, NotFoundContent } from './not-found-page';

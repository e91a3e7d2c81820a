/** The `public/unauthorized` area: the access-denied page. */
export { UnauthorizedPage } from './unauthorized-page';

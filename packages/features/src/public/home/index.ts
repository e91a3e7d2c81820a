/** The `public/home` area: the home page. */
export { HomePage } from './home-page';

/** The `public/about` area. */
export { AboutPage } from './about-page';

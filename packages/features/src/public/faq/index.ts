/** The `public/faq` area: the FAQ page. */
export { FaqPage } from './faq-page';

export { NewslettersPage, NEWSLETTER_LIST_SPEC } from './newsletters-page';

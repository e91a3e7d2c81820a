export { EditNewsletterPage, NewNewsletterPage } from './newsletter-edit-page';

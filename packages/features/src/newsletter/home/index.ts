export { NewsletterHomePage } from './newsletter-home-page';

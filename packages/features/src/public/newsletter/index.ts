/** The `public/newsletter` area: confirming a subscription and unsubscribing, from the e-mail links. */
export { NewsletterConfirmPage } from './newsletter-confirm-page';
export { NewsletterUnsubscribePage } from './newsletter-unsubscribe-page';

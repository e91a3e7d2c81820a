export { NewsletterPreviewPage, documentBody } from './newsletter-preview-page';

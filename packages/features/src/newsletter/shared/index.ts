export * from './labels';
export {
  NEWSLETTER_CRUMB,
  NEWSLETTER_SECTIONS,
  NEWSLETTERS_CRUMB,
  NewsletterHeader,
  SUBSCRIBERS_CRUMB,
  TEMPLATES_CRUMB,
  useNewsletterSections,
  type NewsletterHeaderProps,
} from './newsletter-header';

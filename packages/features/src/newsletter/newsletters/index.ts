export { NewslettersPage, NEWSLETTER_LIST_SPEC, EDITABLE_STATUSES } from './newsletters-page';

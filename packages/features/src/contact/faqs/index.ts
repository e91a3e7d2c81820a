export { FaqsPage, FAQ_LIST_SPEC } from './faqs-page';
export { FaqFormDialog, type FaqFormDialogProps } from './faq-form-dialog';

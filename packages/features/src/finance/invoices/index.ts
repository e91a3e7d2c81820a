export { INVOICE_LIST_SPEC, InvoicesPage } from './invoices-page';

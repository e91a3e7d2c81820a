export { InvoicePage } from './invoice-page';

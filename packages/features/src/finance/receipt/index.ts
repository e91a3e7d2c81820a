export { ReceiptPage } from './receipt-page';

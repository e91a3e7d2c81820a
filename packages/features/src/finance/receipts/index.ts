export { ReceiptsPage } from './receipts-page';

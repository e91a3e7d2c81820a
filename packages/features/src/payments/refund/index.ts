export { RefundPage } from './refund-page';

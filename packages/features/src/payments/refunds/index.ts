export { RefundsPage } from './refunds-page';
export { RefundPage } from './refund-page';

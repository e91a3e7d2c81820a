export { PaymentHistoryPage } from './history-page';
export { PAYMENT_STATUS_LABELS } from './payment-status';

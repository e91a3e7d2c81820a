export { PAYMENT_LIST_SPEC, PAYMENT_STATUS_LABELS, PaymentHistoryPage } from './history-page';

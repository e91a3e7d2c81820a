export { FeePaymentsPage } from './fee-payments-page';

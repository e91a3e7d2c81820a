export { AdminPaymentsPage } from './payments-page';

export { AdminPaymentPage } from './payment-page';

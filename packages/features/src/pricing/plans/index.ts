export { PaymentPlansPage } from './plans-page';

export { PaymentsHomePage } from './payments-home-page';
